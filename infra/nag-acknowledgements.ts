import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsCustomResource } from 'aws-cdk-lib/custom-resources';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { routeEntries, type RouteId } from '#shared/api/routes';
import type { FluentiaApp } from './fluentia-app';
import { acknowledgeNistFindings } from './nag-nist-acknowledgements';
import { Queue } from 'aws-cdk-lib/aws-sqs';

/**
 * Every cdk-nag AwsSolutions finding the stacks keep on purpose, with the reason a reviewer can check,
 * in this one file keyed by construct (ADR 0530). tests/infra/nag.test.ts runs the pack over every
 * environment: a finding neither fixed nor acknowledged here fails it.
 */
export function acknowledgeNagFindings(fluentia: FluentiaApp): void {
  const { settings } = fluentia;
  for (const fn of fluentia.app.node.findAll().filter((c): c is LambdaFunction => c instanceof LambdaFunction)) {
    // The product's functions have roles of their own that write to their own log group only (decision 0872); a
    // role the function made itself is CDK's, on the functions CDK brings (custom resources, the site upload).
    if (fn.role?.node.scope === fn)
      ack(
        fn,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "CDK's own deploy-time functions (custom resources, the site upload) carry AWS's managed policy for logs, " +
          'which lets them create and write log groups of the account; they run only during a deploy.',
      );
    acknowledgeWildcards(fn);
    if (fn.role && fn.role.node.scope !== fn) acknowledgeWildcards(fn.role);
  }
  // Firehose's role adds objects under the analytics prefixes of one bucket (infra/data/analytics-stream.ts).
  acknowledgeWildcards(fluentia.data.analyticsStream);
  // The SMS spend limit's custom resource sets an account-wide SNS attribute (infra/constructs/sms-spend.ts).
  for (const resource of fluentia.app.node.findAll().filter((c) => c instanceof AwsCustomResource))
    acknowledgeWildcards(resource);

  for (const [routeId, route] of routeEntries()) {
    if (route.access !== 'public') continue;
    const construct = Object.values(fluentia.routes)
      .map((stack) => stack.node.tryFindChild(`${routeId}Route`))
      .find(Boolean);
    const reason = PUBLIC_ROUTES[routeId];
    // A new public route needs its reason here; without one the finding stays and the nag test fails.
    if (construct && reason) ack(construct, 'AwsSolutions-APIG4', reason);
  }
  const defaultRoute = fluentia.api.httpApi.node.tryFindChild('DefaultRoute');
  if (defaultRoute)
    ack(
      defaultRoute,
      'AwsSolutions-APIG4',
      "$default answers any unknown path with the envelope's 404/405 and touches no data (functions/system/routes/not-found.ts).",
    );

  const { data } = fluentia;
  // Every other bucket logs its access into one of these (decision 0871).
  for (const bucket of [data.accessLogs, fluentia.web.accessLogs])
    ack(bucket, 'AwsSolutions-S1', 'A log bucket: logging its own access would log the log deliveries into it.');
  for (const queue of fluentia.app.node.findAll().filter((c) => c instanceof Queue))
    ack(
      queue,
      'AwsSolutions-SQS3',
      'A dead-letter queue itself (of the scheduled jobs or of a worker, decision 0875); it alarms on its first message.',
    );
  if (!settings.prod) {
    for (const table of Object.values(data.tables))
      ack(
        table,
        'AwsSolutions-DDB3',
        'Point-in-time recovery in prod only: dev and staging data is disposable (infra/data/data-stack.ts).',
      );
  }
  ack(
    data.secrets.paymentKeys,
    'AwsSolutions-SMG4',
    "The payment providers' keys are issued by Paytm and Stripe: they are rotated in the providers' dashboards and then put here (docs/deploy.md); no rotation Lambda can mint them.",
  );

  ack(
    data.secrets.staffMfaKey,
    'AwsSolutions-SMG4',
    "The key staff authenticators' secrets are sealed with (decision 570): a rotation would leave every sealed secret unopenable, so replacing it is a deliberate operation (every coach then sets up again), not a schedule.",
  );

  ack(
    data.secrets.licenceKeyHash,
    'AwsSolutions-SMG4',
    'The key licence keys are hashed with (decision 0771): a rotation would make every issued key unknown, so replacing it is a deliberate operation (every organisation is then issued new keys), not a schedule.',
  );

  ack(
    data.secrets.originSecret,
    'AwsSolutions-SMG4',
    'Rotated every 30 days by the rotation schedule in the web stack, which owns the distribution the new value goes to (infra/web/origin-secret.ts, decision 0860); cdk-nag looks for the schedule in the secret’s own stack.',
  );

  const pool = fluentia.identity.userPool;
  ack(
    pool,
    'AwsSolutions-COG2',
    'MFA is optional in the pool (TOTP only): learners include children from Class 3 who sign in with a PIN; staff and coaches must use TOTP, which the API sign-in asks of the coach group (docs/security.md, "Staff accounts").',
  );
  if (!settings.threatProtection) {
    ack(
      pool,
      'AwsSolutions-COG8',
      'Threat protection (the Plus plan, priced per monthly active user) is on in prod only; dev and staging keep Lite (docs/security.md, "Threat protection").',
    );
  }

  const distribution = fluentia.web.distribution;
  ack(
    distribution,
    'AwsSolutions-CFR1',
    'No geo restriction: adult learners study from anywhere; abuse is met by the WAF rate limits (infra/edge/edge-stack.ts).',
  );
  if (!fluentia.web.customDomain) {
    ack(
      distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain the distribution serves the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with one (-c domain, -c certificateArn) the minimum is TLSv1.2_2021.',
    );
  }

  acknowledgeNistFindings(fluentia);
}

/** Why each public route has no authorizer (shared/api/routes.ts marks them `access: 'public'`). */
const PUBLIC_ROUTES: Partial<Record<RouteId, string>> = {
  health: 'The health check is public by design: it answers status only, for probes and the olympiad-day check.',
  ...Object.fromEntries(
    (
      ['login', 'register', 'forgotPin', 'otpLogin', 'parentSignup', 'verifyLoginOtp', 'verifyMfa', 'refresh'] as const
    ).map((id) => [
      id,
      "Sign-in, sign-up, forgot PIN, OTP, a staff member's authenticator code and refresh come before a token exists: public by the spec, limited by the WAF sign-in rate, the PIN lockout and the daily code cap (docs/security.md).",
    ]),
  ),
  stripeWebhook:
    'Called by Stripe, which has no user token: the Stripe-Signature over the raw body is verified first (docs/commerce.md).',
  paytmCallback:
    "Paytm's browser redirect after payment: no user token exists there; the checksum is verified and the order is read from Paytm (docs/commerce.md).",
  paytmWebhook: 'Called by Paytm, which has no user token: the checksum is verified first (docs/commerce.md).',
  postEvents:
    'Analytics events come from visitors too (a product page before sign-in): the body is schema-checked, capped at 16 KiB and 25 events, carries no user id, and the WAF general rate limits it per IP (ADR 0560).',
  verifyCertificate:
    'Anyone holding a certificate may check it is genuine by its id, without an account; it answers only that certificate.',
};

/**
 * IAM5 findings that are a wildcard AWS requires or the narrowest resource there is, each with its
 * reason. The findings name resources as CloudFormation resolves them (cross-stack references
 * included), known only once the app is prepared, so they are computed in a validation hook, which
 * CDK runs after preparing and before the policy validation plugins (cdk-nag) run.
 */
const WILDCARDS: Array<{ finding: RegExp; reason: string }> = [
  {
    finding: /^Resource::\*$/,
    reason:
      'Actions that have no resource to name: X-Ray PutTraceSegments/PutTelemetryRecords, SNS Publish to a phone number (region-bound), Polly SynthesizeSpeech (region-bound), Transcribe StartStreamTranscription, Secrets Manager GetRandomPassword (which CDK gives a rotation function), SNS SetSMSAttributes (the account’s SMS spend limit); checked statement by statement (STAR_ACTIONS).',
  },
  // No index wildcard: a function is granted Query on the indexes its bundle queries, by name (ADR 0580).
  // Nor a whole bucket: object grants name the key prefixes the function's code uses (ADR 0580).
  {
    finding: /^Resource::.*Bucket\w*Arn[^/]*\/[a-z-]+\/\*$/,
    reason:
      "Objects under one key prefix of one bucket of ours, the prefix the function's shipped code builds or reads (tests/infra/grants-match-bundles.test.ts, ADR 0580): S3 names objects by key, and the keys below the prefix carry user and object ids. A per-user prefix cannot be written in IAM here: one Lambda role serves every user of the route, so the code confines each user to <prefix>/<userId>/ (functions/lib/uploads.ts, verifyUpload).",
  },
  {
    finding: /^Resource::<Bucket\w+\.Arn>\/analytics(-errors)?\/\*$/,
    reason:
      "Firehose's delivery role adds objects under the analytics prefixes of the generated bucket, in the data stack itself; the object names are Firehose's (infra/data/analytics-stream.ts).",
  },
  {
    finding: /^Resource::arn:aws:ses:[\w-]+:\d+:identity\/\*$/,
    reason:
      'SES checks the policy against the recipients too in the sandbox, so the identities are any; the statement is bound to the sender by ses:FromAddress (infra/constructs/apply-grants.ts).',
  },
  {
    finding: /^Resource::<\w+\.Arn>:\*$/,
    reason:
      "The versions and aliases of one function of ours, as grantInvoke writes them (the event-mode alias 'live').",
  },
  {
    finding: /^Resource::arn:aws:transcribe:[\w-]+:\d+:transcription-job\/fluentia-\*$/,
    reason: 'Transcription jobs named by us (fluentia-<id>), created per answer.',
  },
];

/** The only actions a Resource '*' statement may carry (see WILDCARDS). */
const STAR_ACTIONS = new Set([
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'sns:Publish',
  'polly:SynthesizeSpeech',
  'transcribe:StartStreamTranscription',
  'secretsmanager:GetRandomPassword',
  'sns:SetSMSAttributes',
]);

const iamWildcards = rules.iam.IAMNoWildcardPermissions as unknown as (node: CfnPolicy) => string[] | string;

function acknowledgeWildcards(fn: IConstruct): void {
  fn.node.addValidation({
    validate: () => {
      for (const policy of fn.node.findAll().filter((c): c is CfnPolicy => c instanceof CfnPolicy)) {
        const findings = iamWildcards(policy);
        if (!Array.isArray(findings)) continue;
        for (const finding of findings) {
          const known = WILDCARDS.find((w) => w.finding.test(finding));
          if (!known || (finding === 'Resource::*' && !onlyStarActions(policy))) continue;
          ack(policy, `AwsSolutions-IAM5[${finding}]`, known.reason);
        }
      }
      return [];
    },
  });
}

function onlyStarActions(policy: CfnPolicy): boolean {
  const doc = Stack.of(policy).resolve(policy.policyDocument) as {
    Statement: Array<{ Action: string | string[]; Resource: unknown }>;
  };
  return doc.Statement.filter((s) => [s.Resource].flat().includes('*')).every((s) =>
    [s.Action].flat().every((a) => STAR_ACTIONS.has(a)),
  );
}

function ack(construct: IConstruct, id: string, reason: string): void {
  Validations.of(construct).acknowledge({ id, reason });
}

import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnIPSet, CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { logGroup } from '../constructs/log-group';
import { planOf } from '../constructs/event-mode';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';

export interface EdgeStackProps extends StackProps {
  settings: EnvSettings;
}

/**
 * The sign-in endpoints that guess-and-retry attacks aim at (PINs, OTPs, licence keys) or that send
 * SMS and e-mail (cost, spam), plus refresh; they share a much lower per-IP rate limit.
 */
export const SIGN_IN_PATHS = [
  '/v1/login',
  '/v1/otplogin',
  '/v1/verifyloginotp',
  '/v1/verify_mfa',
  '/v1/forgotpassword',
  '/v1/parentsignup',
  '/v1/register',
  '/v1/refresh',
] as const;

/**
 * What the WAF does to a request's path before comparing it (decision 0870), in this order: `%2f` and `%2F` become
 * `/`, then `//`, `/./` and `/x/../` fold away, then case: `/v1/./login`, `/v1//login`, `/V1/Login` and
 * `/v1%2flogin` are all counted as `/v1/login`.
 */
export const PATH_TRANSFORMATIONS = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'] as const;

/**
 * Headers the WAF log never keeps (decision 0870): the learner's token (`access-token`, as the API reads it),
 * `authorization` and `cookie`. Lowercase: WAF matches header names without regard to case.
 */
export const REDACTED_HEADERS = ['authorization', 'cookie', 'access-token'] as const;

/**
 * The WAF web ACL in front of the CloudFront distribution. AWS only accepts CLOUDFRONT-scope web
 * ACLs in us-east-1, so this stack is pinned there and the web stack reads the ACL's ARN across
 * regions. The API has no WAF of its own (HTTP APIs cannot take one): its protection is this ACL on
 * the only public entry point, plus the stage's throttling.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `fluentia-${settings.name}-${name}`,
    });
    const signIn = {
      orStatement: {
        statements: SIGN_IN_PATHS.map((path) => ({
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'EXACTLY',
            searchString: path,
            textTransformations: PATH_TRANSFORMATIONS.map((type, priority) => ({ priority, type })),
          },
        })),
      },
    };
    // Event mode: a registered school's address (its children sit behind one) gets limits of its own,
    // sized to the largest school; every other address, higher limits than usual for shared mobile
    // addresses (infra/config/olympiad-event.ts). Outside an event: the environment's limits.
    const plan = planOf(settings);
    const schools = plan
      ? new CfnIPSet(this, 'SchoolAddresses', {
          name: `fluentia-${settings.name}-schools`,
          scope: 'CLOUDFRONT',
          ipAddressVersion: 'IPV4',
          addresses: [...(plan.event.schoolAddresses ?? [])],
        })
      : undefined;
    const fromSchool = schools ? { ipSetReferenceStatement: { arn: schools.attrArn } } : undefined;
    const limits = plan?.waf ?? settings.waf;
    const rate = (name: string, priority: number, limit: number, scope: object | undefined) => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: { limit, aggregateKeyType: 'IP', ...(scope ? { scopeDownStatement: scope } : {}) },
      },
      visibilityConfig: metric(name),
    });
    const elsewhere = (statement?: object) =>
      fromSchool
        ? statement
          ? { andStatement: { statements: [statement, { notStatement: { statement: fromSchool } }] } }
          : { notStatement: { statement: fromSchool } }
        : statement;
    const schoolRules =
      plan && fromSchool
        ? [
            rate('school-sign-in-rate', 4, plan.waf.schoolSignInLimit, {
              andStatement: { statements: [signIn, fromSchool] },
            }),
            rate('school-general-rate', 5, plan.waf.schoolGeneralLimit, fromSchool),
          ]
        : [];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `fluentia-${settings.name}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      rules: [
        rate('sign-in-rate', 0, limits.signInLimit, elsewhere(signIn)),
        rate('general-rate', 1, limits.generalLimit, elsewhere()),
        ...schoolRules,
        {
          name: 'aws-common',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The common set blocks bodies over 8 KB; JSON bodies may reach 64 KB (route table).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metric('aws-common'),
        },
        {
          name: 'aws-known-bad-inputs',
          priority: 3,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
          visibilityConfig: metric('aws-known-bad-inputs'),
        },
      ],
    });
    this.logRequests(settings);
  }

  /**
   * Every request the ACL sees, allowed or blocked, to a log group in this region (WAF requires the name to start
   * `aws-waf-logs-`), with the tokens and cookies redacted (decision 0870).
   */
  private logRequests(settings: EnvSettings): void {
    const name = `aws-waf-logs-fluentia-${settings.name}`;
    const logs = logGroup(this, 'WafLogs', settings, name);
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without the `:*` that LogGroup.logGroupArn ends with: WAF refuses that form.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: name,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: REDACTED_HEADERS.map((header) => ({ singleHeader: { Name: header } })),
    }).node.addDependency(logs);
  }
}

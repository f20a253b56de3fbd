import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination, type IHttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { logGroup } from '../constructs/log-group';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import type { ApiResources, DataResources, IdentityResources } from '../constructs/resources';
import { alarmOn429, alarmOnApi, alarmOnFunction, alarmOnTableThrottles } from '../constructs/alarms';
import { eventAlarms, planOf, provisionForEvent } from '../constructs/event-mode';
import { functionEnvironment, identityEnvironment, verifierEnvironment } from '../constructs/function-env';
import { applyGrants } from '../constructs/apply-grants';
import { SmsSpendLimit } from '../constructs/sms-spend';
import { rules } from '#functions/core/security-rules';
import { ORIGIN_HEADER } from '#functions/lib/origin-check';
import { secretEnvVar } from '../constructs/function-env';
import * as keys from '#functions/data/keys';

export interface ApiStackProps extends StackProps {
  settings: EnvSettings;
  version: string;
  data: DataResources;
  identity: IdentityResources;
  /** Subscribed to the alarm topic when the environment has alarms. */
  alarmEmail?: string | undefined;
}

/** The header the web client sends its token in (spec §7); the authorizer caches by it. */
export const TOKEN_HEADER = 'access-token';

/**
 * The core of the API: one HTTP API with its stage, and the Lambda authorizer every protected route
 * uses. Routes live in the per-area stacks (routes-stack.ts) so no stack nears CloudFormation's
 * 500-resource limit; they attach to this API and this authorizer.
 */
export class ApiStack extends Stack implements ApiResources {
  readonly httpApi: HttpApi;
  readonly authorizer: HttpLambdaAuthorizer;
  readonly authorizerFunction: RouteFunction;
  readonly notFound: RouteFunction;
  /** Where alarms are sent (only when the environment has alarms). */
  readonly alarmTopic?: Topic;
  /** The alarms of this stack (the API's, the core functions', the triggers', event mode's), for the dashboard. */
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const common = functionEnvironment(settings, props.version, props.data);
    const environment = { ...common, ...identityEnvironment(props.identity) };
    // The `$default` route: any request no route matches gets the envelope's 404/405 instead of API
    // Gateway's bare {"message":"Not Found"}. The local server uses the same handler the same way.
    this.notFound = new RouteFunction(this, 'NotFound', {
      handler: 'system/routes/not-found',
      settings,
      environment,
      description: '$default: unknown API path (404) or method (405)',
    });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `fluentia-${settings.name}`,
      description: `Fluentia ${settings.name} API, served to browsers through the site's CloudFront distribution`,
      defaultIntegration: new HttpLambdaIntegration('NotFoundIntegration', this.notFound.fn),
      // Our own stage, so throttling and access logs can be set (the generated one takes neither).
      createDefaultStage: false,
    });
    // On an olympiad the stage takes twice the day's peak (infra/config/olympiad-event.ts).
    const plan = planOf(settings);
    const accessLogs = logGroup(this, 'AccessLogs', settings);
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      autoDeploy: true, // routes added by the area stacks go live without a separate deployment
      throttle: plan?.stageThrottle ?? settings.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // JSON with the status as a number, so a metric filter counts the 429s (../constructs/alarms.ts).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latency: '$context.responseLatency',
            error: '$context.error.message',
          }).replace('"$context.status"', '$context.status'),
        ),
      },
    });

    this.authorizerFunction = new RouteFunction(this, 'Authorizer', {
      handler: 'identity/authorizer',
      settings,
      description: `Verifies the ${TOKEN_HEADER} header (Cognito or child-delegation JWT)`,
      environment: { ...common, ...verifierEnvironment(props.identity) },
    });
    // Child-delegation tokens are verified with the key's public half, fetched at cold start.
    this.authorizerFunction.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['kms:GetPublicKey'], resources: [props.identity.delegationKey.keyArn] }),
    );
    // ... and reads each subject's "valid after" marker: GetItem on the `TOKENS#` items only.
    this.authorizerFunction.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.data.tables.main.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [keys.tokenMarker('*').pk] } },
      }),
    );
    // The authorizer and $default check the origin secret as every route's pipeline does.
    for (const fn of [this.authorizerFunction, this.notFound]) {
      applyGrants(fn.fn, [{ secret: 'originSecret' }], { data: props.data });
      fn.fn.addEnvironment(secretEnvVar.originSecret, props.data.secrets.originSecret.secretArn);
    }
    // Every request of an olympiad passes the authorizer: provisioned around the start (event mode).
    const authorizerTarget = plan
      ? provisionForEvent(this.authorizerFunction, plan.provisioned.authorizer, plan)
      : this.authorizerFunction.fn;
    this.authorizer = new HttpLambdaAuthorizer('access-token', authorizerTarget, {
      authorizerName: 'access-token',
      // The origin header too: a request around CloudFront without it gets API Gateway's 401 and never runs the
      // authorizer; one with a wrong value is denied by it (functions/lib/origin-check.ts, decision 0860).
      identitySource: [`$request.header.${TOKEN_HEADER}`, `$request.header.${ORIGIN_HEADER}`],
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      // Short, because a token ended by logout, a new PIN, a deleted child or a merge passes until
      // its cached answer expires (docs/security.md, "Ending tokens").
      resultsCacheTtl: Duration.seconds(rules.authorizerCacheSeconds),
    });
    // HttpLambdaAuthorizer creates its AWS resources in the stack of the first route it is bound to.
    // Bind it here first, so the authorizer and its invoke permission live in this stack and the area
    // stacks only reference its id (the stack carries `httpApi`, which is all `bind` reads of a route).
    this.authorizer.bind({ scope: this, route: this as unknown as IHttpRoute });

    // An environment expecting an olympiad alarms whatever it does otherwise.
    if (settings.alarms || plan) {
      this.alarmTopic = new Topic(this, 'Alarms', { topicName: `fluentia-${settings.name}-alarms`, enforceSSL: true });
      if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
      alarmOnApi(this, this.httpApi, this.alarmTopic);
      alarmOn429(this, accessLogs, this.alarmTopic);
      alarmOnTableThrottles(this, props.data.tables.main, this.alarmTopic);
      if (plan)
        eventAlarms(this, this.alarmTopic, plan, {
          userPoolId: props.identity.userPool.userPoolId,
          clientId: props.identity.client.userPoolClientId,
        });
      alarmOnFunction(this.authorizerFunction, this.alarmTopic);
      alarmOnFunction(this.notFound, this.alarmTopic);
      // The Cognito triggers live in the identity stack, which cannot reference this topic (this
      // stack depends on it); their alarms live here. A failing trigger fails every sign-in.
      for (const trigger of Object.values(props.identity.triggers)) alarmOnFunction(trigger, this.alarmTopic, this);
    }
    new SmsSpendLimit(this, 'SmsSpendLimit', settings, this.alarmTopic);
    this.alarms = this.node.findAll().filter((c): c is Alarm => c instanceof Alarm);
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'Direct API endpoint (browsers use the site domain)',
    });
  }
}

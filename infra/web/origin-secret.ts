import { Duration, Stack } from 'aws-cdk-lib';
import { FunctionCode, FunctionRuntime, Function as EdgeFunction, type Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { RotationSchedule, type Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { VIEWER_ADDRESS_HEADER } from '#functions/lib/origin-check';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';

/** How often the origin secret is replaced (decision 0860). */
export const ORIGIN_SECRET_ROTATION = Duration.days(30);

/**
 * CloudFront Function (viewer request, the API behaviours): the viewer's address into a header of
 * ours, overwriting any the browser sent, which the managed AllViewerExceptHostHeader policy then
 * forwards (docs/security.md, "Threat protection"). The ES5 subset cloudfront-js-2.0 accepts.
 */
export const VIEWER_ADDRESS_SOURCE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export function viewerAddressFunction(scope: Construct): EdgeFunction {
  return new EdgeFunction(scope, 'ViewerAddress', {
    code: FunctionCode.fromInline(VIEWER_ADDRESS_SOURCE),
    runtime: FunctionRuntime.JS_2_0,
    comment: "Pass the viewer's address to the API",
  });
}

/**
 * The origin secret's rotation: Secrets Manager runs functions/system/rotate-origin-secret.ts every
 * 30 days, which puts the new value on this distribution's API origin after the API can accept it.
 */
export function rotateOriginSecret(
  scope: Construct,
  settings: EnvSettings,
  secret: Secret,
  distribution: Distribution,
): RouteFunction {
  const rotation = new RouteFunction(scope, 'OriginSecretRotation', {
    handler: 'system/rotate-origin-secret',
    settings,
    environment: { DISTRIBUTION_ID: distribution.distributionId },
    description: 'Rotates the origin secret CloudFront sends to the API',
    // It waits for every API container to have read the new value (functions/lib/origin-check.ts, KEEP_MS).
    timeout: Duration.minutes(10),
  });
  const { account, partition } = Stack.of(scope);
  rotation.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
      resources: [`arn:${partition}:cloudfront::${account}:distribution/${distribution.distributionId}`],
    }),
  );
  rotation.fn.addToRolePolicy(
    new PolicyStatement({ actions: ['secretsmanager:ListSecretVersionIds'], resources: [secret.secretArn] }),
  );
  new RotationSchedule(scope, 'OriginSecretSchedule', {
    secret,
    rotationLambda: rotation.fn,
    automaticallyAfter: ORIGIN_SECRET_ROTATION,
  });
  return rotation;
}

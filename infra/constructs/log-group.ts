import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';

/**
 * Every log group of the product is made here: the environment's retention and removal, and encrypted with a key
 * of ours (decision 0875), one key per stack so no stack reaches into another. CloudWatch Logs encrypts and decrypts
 * with it itself: the functions that write logs need no KMS permission, only the key policy below.
 */
export function logGroup(scope: Construct, id: string, settings: EnvSettings, logGroupName?: string): LogGroup {
  return new LogGroup(scope, id, {
    ...(logGroupName ? { logGroupName } : {}),
    retention: settings.logRetention,
    removalPolicy: settings.removalPolicy,
    encryptionKey: logKey(scope, settings),
  });
}

/**
 * A Lambda function's role without AWS's managed AWSLambdaBasicExecutionRole (which may write to every log group of
 * the account): it may write to the function's own log group only (decision 0872). Grants are added to it after.
 */
export function functionRole(scope: Construct, id: string, logs: LogGroup): Role {
  const role = new Role(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logs.grantWrite(role);
  return role;
}

const KEY_ID = 'LogKey';

/** The stack's log key, made by its first log group. */
export function logKey(scope: Construct, settings: EnvSettings): Key {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(KEY_ID);
  if (existing) return existing as Key;
  const key = new Key(stack, KEY_ID, {
    description: `fluentia-${settings.name}: the log groups of ${stack.stackName}`,
    enableKeyRotation: true,
    removalPolicy: settings.removalPolicy,
  });
  // AWS's key policy for CloudWatch Logs: the service, for this account's log groups in this region only.
  key.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
      actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
      resources: ['*'],
      conditions: {
        ArnLike: {
          'kms:EncryptionContext:aws:logs:arn': stack.formatArn({
            service: 'logs',
            resource: 'log-group',
            resourceName: '*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
      },
    }),
  );
  return key;
}

import { tableEnvVar, type TableId } from '#functions/data/tables';
import { bucketEnvVar, type BucketId } from '#functions/data/buckets';
import type { EnvSettings } from '../config/environments';
import type { SecretId } from './grants';
import type { DataResources, IdentityResources } from './resources';

/**
 * The variables every function's config (functions/lib/config.ts) requires: which environment,
 * which build, and the physical name of every table and bucket. Built from the same declarations
 * the config schema is built from, so a new table cannot be forgotten here. The Cognito triggers get
 * exactly these (they live in the identity stack and must not reference the pool they belong to).
 */
export function functionEnvironment(
  settings: EnvSettings,
  version: string,
  data: DataResources,
): Record<string, string> {
  const env: Record<string, string> = { APP_ENV: settings.name, APP_VERSION: version };
  for (const [id, table] of Object.entries(data.tables)) env[tableEnvVar(id as TableId)] = table.tableName;
  for (const [id, bucket] of Object.entries(data.buckets)) env[bucketEnvVar(id as BucketId)] = bucket.bucketName;
  return env;
}

/**
 * What the authorizer needs to verify every kind of token (docs/identity.md, Configuration): the
 * pool and web client (Cognito ID tokens), the product's key and the issuers of what it signs (child
 * tokens, learner sessions). The sign-in functions sign with the same key and issuers.
 */
export function verifierEnvironment(identity: IdentityResources): Record<string, string> {
  return {
    COGNITO_USER_POOL_ID: identity.userPool.userPoolId,
    COGNITO_CLIENT_ID: identity.client.userPoolClientId,
    DELEGATION_KEY_ID: identity.delegationKey.keyArn,
    DELEGATION_ISSUER: identity.delegationIssuer,
    SESSION_ISSUER: identity.sessionIssuer,
  };
}

/**
 * The identity and message settings of every API function on AWS: the Cognito adapter, the
 * delegation key, and the SES/SNS message adapter with its sender identities.
 */
export function identityEnvironment(identity: IdentityResources): Record<string, string> {
  return {
    ...verifierEnvironment(identity),
    SES_FROM_ADDRESS: identity.messaging.sesFromAddress,
    SMS_SENDER_ID: identity.messaging.smsSenderId,
  };
}

/**
 * The variable that tells a function which secret to read (functions/commerce/payment-keys.ts,
 * functions/identity/totp-seal.ts).
 */
export const secretEnvVar: Record<SecretId, string> = {
  paymentKeys: 'PAYMENT_KEYS_SECRET',
  staffMfaKey: 'STAFF_MFA_KEY_SECRET',
};

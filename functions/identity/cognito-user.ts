import { createHash } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config, required } from '../lib/config';
import { isConditionFailure } from '../data/keys';
import { updateUserItem } from './store';
import { customAttributes } from './id-token-claims';
import type { UserRecord } from '../core/users';
import { traced } from '../lib/trace-calls';

/**
 * The Cognito user behind an account, written only when its attributes changed. Cognito's admin
 * writes (AdminUpdateUserAttributes: UserUpdate, 25 a second per account and not adjustable;
 * AdminCreateUser: UserCreation, 50) cannot take one call per sign-in on an olympiad morning, so
 * the account keeps a hash of what Cognito was last told (`UserRecord.cognitoSync`: the pool and
 * the custom attributes) and a routine sign-in compares, writing nothing. The ID token Cognito
 * issues is checked against the account too (`claimsMatch`), so a stale hash can never leave a
 * wrong claim in a token: the adapter writes the attributes and signs in again.
 */
let client: CognitoIdentityProviderClient | undefined;

/** The SDK module and one client, loaded on first use: functions that only import this file never pay for it. */
export async function cognito() {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  client ??= traced(new sdk.CognitoIdentityProviderClient({ region: config().region }));
  return {
    client,
    sdk,
    UserPoolId: required('COGNITO_USER_POOL_ID', 'Cognito'),
    ClientId: required('COGNITO_CLIENT_ID', 'Cognito'),
  };
}

/** What Cognito holds of a user, as one short value: the pool (a new pool knows nobody) and the attributes. */
export function attributesHash(userPoolId: string, attributes: Record<string, string>): string {
  const sorted = Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([userPoolId, sorted]))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Makes Cognito's user agree with the account, unless the account says it already does. True when
 * it wrote to Cognito. An account that never had a Cognito user (no hash: a child's first sign-in)
 * is created first; one that had is updated first; either falls back to the other.
 */
export async function syncCognitoUser(user: UserRecord, options: { force?: boolean } = {}): Promise<boolean> {
  const attributes = customAttributes(user);
  const { client, sdk, UserPoolId } = await cognito();
  const hash = attributesHash(UserPoolId, attributes);
  if (!options.force && user.cognitoSync === hash) return false;
  const UserAttributes = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
  const update = () =>
    client.send(new sdk.AdminUpdateUserAttributesCommand({ UserPoolId, Username: user.userId, UserAttributes }));
  const create = () =>
    client.send(
      new sdk.AdminCreateUserCommand({ UserPoolId, Username: user.userId, MessageAction: 'SUPPRESS', UserAttributes }),
    );
  // The likelier call first: the other answers "no such user" or "exists" when it was not.
  const [first, second, fallsBack] = user.cognitoSync
    ? [update, create, (e: unknown) => e instanceof sdk.UserNotFoundException]
    : [create, update, (e: unknown) => e instanceof sdk.UsernameExistsException];
  try {
    await first();
  } catch (error) {
    if (!fallsBack(error)) throw error;
    await second();
  }
  await rememberSync(user.userId, hash);
  return true;
}

/** Notes on the account what Cognito now holds; an account deleted meanwhile is left alone. */
async function rememberSync(userId: string, hash: string): Promise<void> {
  try {
    await updateUserItem(userId, {
      UpdateExpression: 'SET cognitoSync = :hash',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': hash },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Whether an ID token Cognito has just issued carries the account's attributes (an empty one is no claim). */
export function claimsMatch(user: UserRecord, idToken: string): boolean {
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return false;
  }
  return Object.entries(customAttributes(user)).every(([name, value]) => (claims[name] ?? '') === value);
}

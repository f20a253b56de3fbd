import { mainTable } from '../lib/main-table';
import { recordingOn, standsFor, type AwsCall } from '../lib/traffic-recorder';
import * as keys from '../data/keys';
import { customAttributes } from './id-token-claims';
import { attributesHash } from './cognito-user';
import type { UserRecord } from '../core/users';
import { setting } from '../lib/config';

/**
 * What the Cognito adapter (./adapters/aws-identity.ts, ./cognito-user.ts) asks of AWS, reported by the
 * local adapter at the same points for the traffic recorder (docs/performance.md, "Olympiad day").
 * Keep it in step with the adapter. Cognito's user directory is played by the users signed in through
 * Cognito since this process began (juniors' and licence keys' sessions are the product's own), with the attributes
 * Cognito was last told (the account's
 * `cognitoSync` hash on AWS, which the local adapter does not keep): a user it does not know is
 * created (AdminCreateUser), one whose attributes changed is updated (AdminUpdateUserAttributes),
 * each followed by the hash written to the account; a known, unchanged user costs no admin write.
 */
const told = new Map<string, string>();
const pool = () => setting('COGNITO_USER_POOL_ID') ?? '';

type Reported = Pick<AwsCall, 'service' | 'operation'> & Partial<Pick<AwsCall, 'items'>>;

/** syncCognitoUser: the admin write, if any, and the hash noted on the account. */
function sync(user: UserRecord): Reported[] {
  const hash = attributesHash(pool(), customAttributes(user));
  const before = told.get(user.userId);
  told.set(user.userId, hash);
  if (before === hash) return [];
  const account = { table: mainTable(), ...keys.user(user.userId), kind: 'write' as const, bytes: 0, units: 1 };
  return [
    { service: 'cognito-idp', operation: before ? 'AdminUpdateUserAttributes' : 'AdminCreateUser' },
    { service: 'dynamodb', operation: 'UpdateItem', items: [account] },
  ];
}

/**
 * Issuing a session: the sync, the one-time proof, the custom-auth start and answer, and the four trigger invocations
 * they cause.
 */
export function reportCognitoIssue(user: UserRecord): void {
  const synced = sync(user); // Cognito learns of the user whether or not this sign-in is recorded
  if (!recordingOn()) return;
  const proof = { table: mainTable(), ...keys.proof(`recorded-${user.userId}`), bytes: 180, units: 1 };
  standsFor([
    ...synced,
    { service: 'dynamodb', operation: 'PutItem', items: [{ ...proof, kind: 'write' }] },
    { service: 'cognito-idp', operation: 'AdminInitiateAuth' },
    { service: 'lambda', operation: 'Invoke identity/triggers/define-auth-challenge' },
    { service: 'lambda', operation: 'Invoke identity/triggers/create-auth-challenge' },
    { service: 'cognito-idp', operation: 'AdminRespondToAuthChallenge' },
    { service: 'lambda', operation: 'Invoke identity/triggers/verify-auth-challenge' },
    { service: 'dynamodb', operation: 'DeleteItem', items: [{ ...proof, kind: 'write' }] },
    { service: 'lambda', operation: 'Invoke identity/triggers/define-auth-challenge' },
  ]);
}

/** A user who signed in through Cognito before the recording (a parent who added a child): known, no call reported. */
export function cognitoKnows(user: UserRecord): void {
  sync(user);
}

/**
 * A staff member's authenticator set up (decision 570): AssociateSoftwareToken with the access token
 * of a server-side sign-in (reported as an issue), whose refresh token is then revoked; later the
 * first code: VerifySoftwareToken and AdminSetUserMFAPreference, after the sign-in that gives the tokens.
 */
export function reportCognitoAssociate(user: UserRecord): void {
  reportCognitoIssue(user);
  standsFor([
    { service: 'cognito-idp', operation: 'AssociateSoftwareToken' },
    { service: 'cognito-idp', operation: 'RevokeToken' },
  ]);
}
export function reportCognitoEnableTotp(): void {
  standsFor([
    { service: 'cognito-idp', operation: 'VerifySoftwareToken' },
    { service: 'cognito-idp', operation: 'AdminSetUserMFAPreference' },
  ]);
}

/** A refresh: AdminInitiateAuth with the refresh token (no trigger runs). */
export function reportCognitoRefresh(): void {
  standsFor([{ service: 'cognito-idp', operation: 'AdminInitiateAuth' }]);
}

/** A logout: the refresh token revoked. */
export function reportCognitoRevoke(): void {
  standsFor([{ service: 'cognito-idp', operation: 'RevokeToken' }]);
}

import { config } from '../lib/config';
import { recordingOn, standsFor } from '../lib/traffic-recorder';
import { keys } from '../data/keys';
import type { UserRecord } from './users';

/**
 * What the Cognito adapter (./cognito-identity.ts) asks of AWS to issue a session, reported by the
 * local adapter at the same point for the traffic recorder (docs/performance.md, "Olympiad day"):
 * the attribute write (and, for a user Cognito does not know yet, the create after its
 * UserNotFound), the one-time proof put in the table, the custom-auth start and answer, the four
 * trigger invocations they cause and the verify trigger's delete of the proof. Keep it in step with
 * the adapter. Which users Cognito already knows is played by the users signed in since this
 * process began: the recorded population is new accounts, as an olympiad's mostly are.
 */
const known = new Set<string>();

export function reportCognitoIssue(user: UserRecord): void {
  if (!recordingOn()) return;
  const table = config().table('main');
  const proof = { table, ...keys.proof(`recorded-${user.userId}`), bytes: 180, units: 1 };
  const firstSession = !known.has(user.userId);
  known.add(user.userId);
  standsFor([
    { service: 'cognito-idp', operation: 'AdminUpdateUserAttributes' },
    ...(firstSession ? [{ service: 'cognito-idp', operation: 'AdminCreateUser' }] : []),
    { service: 'dynamodb', operation: 'PutItem', items: [{ ...proof, kind: 'write' as const }] },
    { service: 'cognito-idp', operation: 'AdminInitiateAuth' },
    { service: 'lambda', operation: 'Invoke identity/triggers/define-auth-challenge' },
    { service: 'lambda', operation: 'Invoke identity/triggers/create-auth-challenge' },
    { service: 'cognito-idp', operation: 'AdminRespondToAuthChallenge' },
    { service: 'lambda', operation: 'Invoke identity/triggers/verify-auth-challenge' },
    { service: 'dynamodb', operation: 'DeleteItem', items: [{ ...proof, kind: 'write' as const }] },
    { service: 'lambda', operation: 'Invoke identity/triggers/define-auth-challenge' },
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

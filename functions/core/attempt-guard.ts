import { AppError } from '#shared/errors';
import { isConditionFailure, ttlIn } from '../data/keys';
import { rules } from './security-rules';
import { attemptsStore } from './store';
import type { LoginIdRef, UserRecord } from './users';

/**
 * The sign-in lockout (docs/security.md). An attempt is reserved by a conditional write *before*
 * the PIN or licence key is compared, so at most 5 comparisons happen per lockout window however
 * many requests arrive at once. Five reserved attempts without a success lock the subject for 15
 * minutes from the fifth; a success clears the counter; a new PIN (forgot PIN) clears it too.
 */

/**
 * What the lockout counts against: the account when the login id has one, else the login id itself,
 * so an unknown id locks exactly as an existing one does and 'locked' says nothing about existence.
 */
export function signInSubject(ref: LoginIdRef, user: UserRecord | undefined): string {
  return user ? accountSubject(user.userId) : `login#${ref.kind}#${ref.value}`;
}

export function accountSubject(userId: string): string {
  return `user#${userId}`;
}

/** A parent's tries at linking a school's child by its card (decision 0893): counted per parent, beside the child's. */
export function childLinkSubject(parentId: string): string {
  return `childlink#${parentId}`;
}

/** Key attempts in settings: counted per account, apart from sign-in, so typos there never lock sign-in. */
export function settingsKeySubject(userId: string): string {
  return `licence#${userId}`;
}

/**
 * Reserves one attempt and returns its number in the window (1…5); the caller compares only after
 * this. Throws accountLocked when 5 are already reserved and the 15 minutes since the fifth have
 * not passed.
 */
export async function reserveAttempt(subject: string, now = Date.now()): Promise<number> {
  const max = rules.pinFailuresBeforeLock;
  const common = { ':now': now, ':one': 1, ':ttl': ttlIn(rules.attemptMemorySeconds, now) };
  try {
    const result = await attemptsStore.update(subject, {
      UpdateExpression: 'SET tries = if_not_exists(tries, :zero) + :one, lastAt = :now, expiresAt = :ttl',
      ConditionExpression: 'attribute_not_exists(tries) OR tries < :max',
      ExpressionAttributeValues: { ...common, ':zero': 0, ':max': max },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(result?.tries);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    // Five were reserved: a new window opens only once the lock since the fifth has run out.
    await attemptsStore.update(subject, {
      UpdateExpression: 'SET tries = :one, lastAt = :now, expiresAt = :ttl',
      ConditionExpression: 'tries >= :max AND lastAt <= :edge',
      ExpressionAttributeValues: { ...common, ':max': max, ':edge': now - rules.lockSeconds * 1000 },
    });
    return 1;
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('accountLocked');
    throw error;
  }
}

/** The refusal for a reserved attempt that failed: the fifth says the account is now locked. */
export function failedAttempt(
  attempt: number,
  refusal:
    | 'loginFailed'
    | 'licenceInvalid'
    | 'licenceRevoked'
    | 'licenceExpired'
    | 'licenceSignInFirst'
    | 'mfaIncorrect'
    | 'mfaCodeUsed',
): AppError {
  return new AppError(attempt >= rules.pinFailuresBeforeLock ? 'accountLocked' : refusal);
}

/**
 * A right licence key gives back its own reservation and nothing more: a key proves an organisation's seat, not
 * the PIN, so wrong PINs between key sign-ins still add up to the lock (decision 0864).
 */
export async function releaseAttempt(subject: string): Promise<void> {
  try {
    await attemptsStore.update(subject, {
      UpdateExpression: 'SET tries = tries - :one',
      ConditionExpression: 'tries > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** After a success or a new PIN: the next five attempts are allowed again. */
export async function clearAttempts(subject: string, now = Date.now()): Promise<void> {
  await attemptsStore.update(subject, {
    UpdateExpression: 'SET tries = :zero, expiresAt = :ttl',
    ExpressionAttributeValues: { ':zero': 0, ':ttl': ttlIn(rules.attemptMemorySeconds, now) },
  });
}

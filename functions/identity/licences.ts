import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { log } from '../lib/log';
import { transact, type TransactItem } from '../lib/transactions';
import {
  clearAttempts,
  failedAttempt,
  releaseAttempt,
  reserveAttempt,
  settingsKeySubject,
  signInSubject,
} from '../core/attempt-guard';
import { findLicence, isPast, keyExpiry } from '../core/licence-keys';
import { grantItems, heldEnrolments, type Held } from '../core/key-grants';
import { countKeyUse } from '../core/seat-usage';
import type { LicenceRecord } from '../core/store';
import {
  createUser,
  ExtraConditionError,
  getUser,
  LoginIdTakenError,
  newUserRecord,
  type LoginIdRef,
  type UserRecord,
} from '../core/users';
import { claimItems } from './licence-claim';
import { licenceStore } from './store';

/**
 * Licence keys an organisation hands its people (spec 01 §1, §3; docs/organisations.md). A key is looked
 * up by its keyed hash (../core/licence-keys.ts), used once, claimed by one account in a conditional
 * write; from then on only that account may sign in with it. A revoked key or one whose seats ran out
 * says so to whoever holds it; a key someone else holds answers exactly as a key that does not exist.
 */
export type { LicenceRecord } from '../core/store';

/** The key if this caller may use it (unused, or already theirs); otherwise the refusal, counted as a wrong try. */
async function usableKey(rawKey: string, holderId: string | undefined, attempt: number): Promise<LicenceRecord> {
  const key = await findLicence(rawKey);
  if (!key || (key.userId && key.userId !== holderId)) throw failedAttempt(attempt, 'licenceInvalid');
  if (key.state === 'revoked') throw failedAttempt(attempt, 'licenceRevoked');
  if (isPast(await keyExpiry(key))) throw failedAttempt(attempt, 'licenceExpired');
  return key;
}

/** The key's first use by `user`, in one transaction with `extra`; then its count in the pool (never failing it). */
async function claim(user: UserRecord, key: LicenceRecord, held: Held, extra: TransactItem[]): Promise<void> {
  const now = Date.now();
  await transact([
    ...claimItems(user, key, now),
    ...grantItems(user.userId, key, await keyExpiry(key), held, now),
    ...extra,
  ]);
  await afterClaim({ ...key, userId: user.userId });
}

/** The follow-up count of a used key; a failure leaves it pending for the holder's next sign-in with it. */
async function afterClaim(key: LicenceRecord): Promise<void> {
  await countKeyUse(key).catch((error: unknown) =>
    log.warn('licence.count_pending', { orgId: key.orgId, poolId: key.poolId, error: String(error) }),
  );
}

/**
 * Claims an unused key for an existing account and joins it to the key's organisation, in one
 * transaction with `extra` (a notification); a key used meanwhile, or an enrolment changed meanwhile,
 * writes nothing.
 */
async function claimFor(user: UserRecord, key: LicenceRecord, extra: TransactItem[] = []): Promise<UserRecord> {
  if (user.type === 'w') throw new AppError('licenceNotForJunior');
  const joined = licenceStore.userUpdateItem(user.userId, {
    UpdateExpression: 'SET orgId = :org',
    ConditionExpression: 'attribute_exists(pk) AND #type <> :junior',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':org': key.orgId, ':junior': 'w' },
  });
  try {
    await claim(user, key, await heldEnrolments(user.userId, key), [joined, ...extra]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('licenceInvalid');
    throw error;
  }
  return { ...user, orgId: key.orgId };
}

/**
 * Settings (POST v1/licenses): applies a key to the signed-in account; applying one's own key again is
 * fine. Key attempts are reserved per account before the key is read, like sign-in's (attempt-guard.ts).
 */
export async function applyLicence(
  user: UserRecord,
  rawKey: string,
  extra: (licence: LicenceRecord) => TransactItem[] = () => [],
): Promise<UserRecord> {
  if (user.type === 'w') throw new AppError('licenceNotForJunior');
  const subject = settingsKeySubject(user.userId);
  const attempt = await reserveAttempt(subject);
  const key = await usableKey(rawKey, user.userId, attempt);
  const applied = key.userId ? user : await claimFor(user, key, extra(key));
  if (key.userId && key.counted === false) await afterClaim(key);
  await clearAttempts(subject);
  return applied;
}

/**
 * Signs in with a login id and licence key (docs/security.md, "Licence keys"). A key is proof of an
 * organisation's seat, never of who a person is, so it may only
 * - sign in the account that already holds that very key, or
 * - create a new account for a login id that has none (claiming the key in the same transaction).
 * An existing account without the key must sign in with its PIN or an OTP first and apply the key
 * in Settings. An account the key created holds a login id nobody has proven: once someone proves it
 * (sign-in.ts `ownerProven`), the key stops signing that account in. Every try is reserved against
 * the same lockout as PINs before the key is read, and a key held by someone else answers exactly as
 * a key that does not exist.
 */
export async function licenceSignIn(
  ref: LoginIdRef,
  existing: UserRecord | undefined,
  rawKey: string,
): Promise<UserRecord> {
  const subject = signInSubject(ref, existing);
  const attempt = await reserveAttempt(subject);
  const key = await usableKey(rawKey, existing?.userId, attempt);
  // The key made this account, and then its login id's owner proved themselves: they sign in, not the key.
  if (existing?.keySignIn === 'ended') throw failedAttempt(attempt, 'licenceSignInFirst');
  if (existing && key.userId === existing.userId) {
    if (key.counted === false) await afterClaim(key);
    // Its own try back, not the count: the key is no way to keep guessing the PIN (decision 0864).
    await releaseAttempt(subject);
    return existing;
  }
  if (existing) throw failedAttempt(attempt, 'licenceSignInFirst');

  const user = newUserRecord(ref, { retail: false, orgId: key.orgId, isPaid: true, keySignIn: 'unproven' });
  const now = Date.now();
  try {
    await createUser(
      user,
      [ref],
      [...claimItems(user, key, now), ...grantItems(user.userId, key, await keyExpiry(key), new Map(), now)],
    );
  } catch (error) {
    // A parallel sign-in took the login id (it must now sign in first) or the key (now someone else's).
    if (error instanceof LoginIdTakenError) throw failedAttempt(attempt, 'licenceSignInFirst');
    if (error instanceof ExtraConditionError) throw failedAttempt(attempt, 'licenceInvalid');
    throw error;
  }
  await afterClaim({ ...key, userId: user.userId });
  await clearAttempts(subject);
  return (await getUser(user.userId)) ?? user;
}

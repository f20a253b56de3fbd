import { AppError } from '#shared/errors';
import { indexKeys, isConditionFailure } from '../data/keys';
import { transact, type TransactItem } from '../lib/transactions';
import { todayIst } from '../core/learner-state';
import { clearAttempts, failedAttempt, reserveAttempt, settingsKeySubject, signInSubject } from '../core/attempt-guard';
import {
  createUser,
  ExtraConditionError,
  getUser,
  LoginIdTakenError,
  newUserRecord,
  type LoginIdRef,
  type UserRecord,
} from '../core/users';
import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
import { licenceStore } from './store';

/**
 * Licence keys an organisation hands its people (spec 01 §1, §3). A key is applied once, claimed by
 * one account in a conditional write; from then on only that account may sign in with it.
 */
export interface LicenceRecord {
  licenceKey: string;
  orgId: string;
  orgName: string;
  /** The organisation's courses this key's holder learns (enrolled when the key is claimed). */
  courses?: LicenceCourse[];
  userId?: string;
  disabled?: boolean;
}

export interface LicenceCourse {
  courseId: number;
  courseTitle: string;
  courseType: string;
}

/** The schema a licence key is read through (decision 0714). */
const licenceSchema: ItemSchema<LicenceRecord> = z.looseObject({
  licenceKey: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  courses: z.optional(z.array(z.object({ courseId: z.number(), courseTitle: z.string(), courseType: z.string() }))),
  userId: z.optional(z.string()),
  disabled: z.optional(z.boolean()),
});

export function normaliseLicenceKey(value: string): string {
  return value.trim().toUpperCase();
}

export async function getLicence(licenceKey: string): Promise<LicenceRecord | undefined> {
  return licenceStore.read(licenceKey, licenceSchema);
}

function claimUpdate(licenceKey: string, userId: string) {
  return licenceStore.updateItem(licenceKey, {
    UpdateExpression: 'SET userId = :user, appliedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(userId)',
    ExpressionAttributeValues: { ':user': userId, ':now': new Date().toISOString() },
  });
}

/**
 * The key's courses, enrolled with the claim: an enrolment the learner already has (one they bought)
 * keeps its dates and progress. Organisation courses have no close date; the organisation ends a seat
 * by disabling its key.
 */
function courseItems(userId: string, licence: LicenceRecord): TransactItem[] {
  return (licence.courses ?? []).map((c) =>
    licenceStore.enrolmentUpdateItem(userId, c.courseId, {
      UpdateExpression:
        'SET entity = :entity, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, userId = :user, courseId = :course, courseTitle = if_not_exists(courseTitle, :title), courseType = if_not_exists(courseType, :type), purchaseStatus = :purchased, openDate = if_not_exists(openDate, :today), percentComplete = if_not_exists(percentComplete, :zero), grantedBy = if_not_exists(grantedBy, :by)',
      ExpressionAttributeValues: {
        ':entity': 'enrolment',
        ':gsi1pk': indexKeys.enrolment(userId, c.courseId).gsi1pk,
        ':gsi1sk': indexKeys.enrolment(userId, c.courseId).gsi1sk,
        ':user': userId,
        ':course': c.courseId,
        ':title': c.courseTitle,
        ':type': c.courseType,
        ':purchased': 'purchased',
        ':today': todayIst(),
        ':zero': 0,
        ':by': `orgLicence:${licence.licenceKey}`,
      },
    }),
  );
}

/** The user's own record of a key they applied: the settings page lists these (GET v1/licenses). */
function userLicencePut(userId: string, licence: LicenceRecord): TransactItem {
  return licenceStore.userLicencePutItem(userId, licence.licenceKey, {
    orgId: licence.orgId,
    orgName: licence.orgName,
    appliedAt: new Date().toISOString(),
  });
}

/**
 * Claims an unclaimed key for an existing account and joins it to the key's organisation, in one
 * transaction with `extra` (a notification): a key already claimed writes nothing.
 */
async function claimFor(user: UserRecord, licence: LicenceRecord, extra: TransactItem[] = []): Promise<UserRecord> {
  if (user.type === 'w') throw new AppError('licenceNotForJunior');
  try {
    await transact([
      claimUpdate(licence.licenceKey, user.userId),
      licenceStore.userUpdateItem(user.userId, {
        UpdateExpression: 'SET orgId = :org',
        ConditionExpression: 'attribute_exists(pk) AND #type <> :junior',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':org': licence.orgId, ':junior': 'w' },
      }),
      userLicencePut(user.userId, licence),
      ...courseItems(user.userId, licence),
      ...extra,
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('licenceInvalid');
    throw error;
  }
  return { ...user, orgId: licence.orgId };
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
  const licence = await getLicence(normaliseLicenceKey(rawKey));
  // A key someone else holds answers as a key that does not exist: only its holder learns it is used.
  if (!licence || licence.disabled || (licence.userId && licence.userId !== user.userId))
    throw failedAttempt(attempt, 'licenceInvalid');
  const applied = licence.userId ? user : await claimFor(user, licence, extra(licence));
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
  const licence = await getLicence(normaliseLicenceKey(rawKey));
  if (!licence || licence.disabled || (licence.userId && licence.userId !== existing?.userId))
    throw failedAttempt(attempt, 'licenceInvalid');
  // The key made this account, and then its login id's owner proved themselves: they sign in, not the key.
  if (existing?.keySignIn === 'ended') throw failedAttempt(attempt, 'licenceSignInFirst');
  if (existing && licence.userId === existing.userId) {
    await clearAttempts(subject);
    return existing;
  }
  if (existing) throw failedAttempt(attempt, 'licenceSignInFirst');

  const user = newUserRecord(ref, { retail: false, orgId: licence.orgId, isPaid: true, keySignIn: 'unproven' });
  try {
    await createUser(
      user,
      [ref],
      [
        claimUpdate(licence.licenceKey, user.userId),
        userLicencePut(user.userId, licence),
        ...courseItems(user.userId, licence),
      ],
    );
  } catch (error) {
    // A parallel sign-in took the login id (it must now sign in first) or the key (now someone else's).
    if (error instanceof LoginIdTakenError) throw failedAttempt(attempt, 'licenceSignInFirst');
    if (error instanceof ExtraConditionError) throw failedAttempt(attempt, 'licenceInvalid');
    throw error;
  }
  await clearAttempts(subject);
  return (await getUser(user.userId)) ?? user;
}

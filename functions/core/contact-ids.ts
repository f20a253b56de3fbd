import { AppError } from '#shared/errors';
import { cancelledIndexes, isWriteConflict, transact, type TransactItem } from '../lib/transactions';
import { findUserIdByLoginId, type UserRecord } from './users';
import { loginIdItems } from './store';

const loginIdOwner = (kind: 'email' | 'phone', value: string) => findUserIdByLoginId({ kind, value });

/**
 * Changing a user's e-mail or phone. A contact typed into a form is only a contact: it is stored,
 * shown and checked against other accounts' login ids ('Phone number exists for another user'), but
 * it becomes a login id (LOGIN#phone#…, LOGIN#email#…) only once proven by a code sent to it
 * (`proven`: the profile's mobile verification). Otherwise anyone could type a stranger's e-mail and
 * receive that person's later OTP sign-in (docs/security.md). The profile fields, the release of the
 * old id and the claim of a proven one are one transaction, so an id is never owned twice or lost
 * half-way; login ids the user already proved stay until a newly proven one replaces them.
 */
export type ContactChanges = { email?: string; phone?: string; proven?: 'email' | 'phone' };

/** The profile fields to set with the contact changes; undefined values are left alone. */
export type ProfileFields = Partial<Omit<UserRecord, 'userId' | 'email' | 'phone'>>;

const contactKinds = [
  { field: 'email', kind: 'email', taken: 'emailTaken' },
  { field: 'phone', kind: 'phone', taken: 'phoneTaken' },
] as const;

/**
 * Saves `fields` on the user and moves the e-mail and phone to the given values. `user` is the
 * record as read: the write is refused if its e-mail or phone changed meanwhile (then the caller's
 * request simply fails; a user editing their own profile twice at once loses one edit, never data).
 */
export async function saveProfileFields(
  user: UserRecord,
  fields: ProfileFields,
  contacts: ContactChanges = {},
  extra: TransactItem[] = [],
): Promise<UserRecord> {
  const set: Record<string, unknown> = { updatedAt: new Date().toISOString() };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k] = v;
  const items: TransactItem[] = [];
  const takenAt = new Map<number, 'emailTaken' | 'phoneTaken'>();
  const guards: string[] = [];
  const guardValues: Record<string, unknown> = {};

  for (const { field, kind, taken } of contactKinds) {
    const next = contacts[field];
    const current = user[field];
    guards.push(current ? `#${field} = :old_${field}` : `attribute_not_exists(#${field})`);
    if (current) guardValues[`:old_${field}`] = current;
    const proven = contacts.proven === field;
    if (next === undefined || (next === current && !proven)) continue;
    set[field] = next;
    takenAt.set(items.length, taken);
    if (!proven) {
      items.push(loginIdItems.checkFree(kind, next, user.userId));
      continue;
    }
    items.push(loginIdItems.claim(kind, next, user.userId));
    if (user.loginId === current) set.loginId = next;
    // The proven id replaces the one it was proven instead of, when that one is this user's login id.
    if (current && current !== next && (await loginIdOwner(kind, current)) === user.userId) {
      items.push(loginIdItems.release(kind, current, user.userId));
    }
  }

  const entries = Object.entries(set);
  const names: Record<string, string> = { '#email': 'email', '#phone': 'phone' };
  const values: Record<string, unknown> = { ...guardValues };
  entries.forEach(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
  });
  items.unshift(
    loginIdItems.updateUser(user.userId, {
      UpdateExpression: 'SET ' + entries.map((_, i) => `#f${i} = :v${i}`).join(', '),
      ConditionExpression: ['attribute_exists(pk)', ...guards].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
  try {
    await transact([...items, ...extra]);
  } catch (error) {
    if (!isWriteConflict(error)) throw error;
    // Positions shifted by one: the profile update went first.
    for (const i of cancelledIndexes(error)) {
      const taken = takenAt.get(i - 1);
      if (taken) throw new AppError(taken);
    }
    // The profile changed between our read and this write (another save at the same moment).
    throw new AppError('profileChanged');
  }
  return { ...user, ...(set as Partial<UserRecord>) };
}

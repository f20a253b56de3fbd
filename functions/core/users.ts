import { randomUUID } from 'node:crypto';
import type { LoginIdKind } from '#shared/auth/login-id';
import { isConditionFailure } from '../data/keys';
import { cancelledIndexes, type TransactItem } from '../lib/transactions';
import { createUserItems, loginIdUserId, readUser, sendUserUpdate, userUpdateBody } from './store';
import type { UserRecord } from './store/users';
export type { UserRecord } from './store/users';

export interface LoginIdRef {
  kind: LoginIdKind;
  value: string;
}

export class LoginIdTakenError extends Error {}

/** An item passed in `extra` to createUser failed its condition; `indexes` are positions in `extra`. */
export class ExtraConditionError extends Error {
  constructor(readonly indexes: number[]) {
    super('A condition of the items written with the user failed.');
  }
}

export function newUserId(): string {
  return randomUUID();
}

/** A new adult account reached by `ref`, before any sign-in rule adds to it. */
export function newUserRecord(ref: LoginIdRef, fields: Partial<UserRecord> = {}): UserRecord {
  return {
    userId: newUserId(),
    type: 'T',
    retail: true,
    loginId: ref.value,
    ...(ref.kind === 'email' ? { email: ref.value } : {}),
    ...(ref.kind === 'phone' ? { phone: ref.value } : {}),
    isPaid: false,
    onboarding: true,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  return readUser(userId);
}

export async function findUserIdByLoginId(ref: LoginIdRef): Promise<string | undefined> {
  return loginIdUserId(ref.kind, ref.value);
}

export async function findUserByLoginId(ref: LoginIdRef): Promise<UserRecord | undefined> {
  const userId = await findUserIdByLoginId(ref);
  return userId ? getUser(userId) : undefined;
}

/**
 * Creates a user and claims each of its login ids in one transaction: if any id is taken, nothing
 * is written (LoginIdTakenError). `extra` adds items that must appear with the user (a child link).
 */
export async function createUser(user: UserRecord, loginIds: LoginIdRef[], extra: TransactItem[] = []): Promise<void> {
  try {
    await createUserItems(user, loginIds, extra);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const first = 1 + loginIds.length;
    const failed = cancelledIndexes(error);
    if (failed.length && failed.every((i) => i >= first)) throw new ExtraConditionError(failed.map((i) => i - first));
    throw new LoginIdTakenError('A login id of this account is already taken.');
  }
}

/** The update that sets plain fields on a user that exists, for `updateUser` or a transaction. */
export function userUpdate(userId: string, fields: Partial<Omit<UserRecord, 'userId'>>) {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  return userUpdateBody(userId, {
    UpdateExpression: 'SET ' + entries.map((_, i) => `#f${i} = :v${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    ConditionExpression: 'attribute_exists(pk)',
  });
}

/** Sets plain fields on a user that exists. */
export async function updateUser(userId: string, fields: Partial<Omit<UserRecord, 'userId'>>): Promise<void> {
  if (!Object.values(fields).some((v) => v !== undefined)) return;
  await sendUserUpdate(userUpdate(userId, fields));
}

/**
 * The ids an account may be found by, from its fields: a typed contact is a login id only once
 * proven, so callers check that the LOGIN# item points to the account.
 */
export function loginIdsOf(user: Pick<UserRecord, 'email' | 'phone' | 'username' | 'verifiedPhone'>): LoginIdRef[] {
  const refs: LoginIdRef[] = [];
  if (user.email) refs.push({ kind: 'email', value: user.email });
  if (user.phone) refs.push({ kind: 'phone', value: user.phone });
  if (user.verifiedPhone && user.verifiedPhone !== user.phone) refs.push({ kind: 'phone', value: user.verifiedPhone });
  if (user.username) refs.push({ kind: 'username', value: user.username });
  return refs;
}

/** False for a deleted child or an account merged into another: such an account gets no new tokens. */
export function isActiveUser(user: UserRecord): boolean {
  return !user.deletedAt && !user.mergedInto;
}

export function displayName(user: UserRecord): string {
  return user.fullName?.trim() || user.username || user.email?.split('@')[0] || user.phone || user.loginId;
}

import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { prefixes, userPk, type Key } from '../data/keys';
import type { Condition, Expression, TransactItem } from '../lib/transactions';
import * as z from 'zod/mini';
import { parseOptional, type ItemSchema } from '../lib/stored-items';

/**
 * The identity area's store: the only place it reads or writes DynamoDB with the document client
 * (keys in functions/data/keys.ts). Sign-in codes and their send limits, session families, the
 * local stack's refresh sessions, Cognito's one-time proofs, licence keys, and the token marker's
 * writes (its read, on the authorizer's path, is ./token-marker.ts with the plain client). The rules
 * are the conditions the callers pass in; the store only says where each item lives.
 */

/** One item, read through its schema (decision 0714); the schemas of the records the callers declare are theirs. */
async function read<T>(Key: Key, schema: ItemSchema<T>, consistent = true): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return parseOptional(schema, Item);
}
async function put(Item: Record<string, unknown>, condition: Condition = {}): Promise<void> {
  await db().send(new PutCommand({ TableName: mainTable(), Item, ...condition }));
}
async function update(Key: Key, expression: Expression): Promise<void> {
  await db().send(new UpdateCommand({ TableName: mainTable(), Key, ...expression }));
}
/** An update whose item, as it is after it, is read back through its schema. */
async function updateReturning<T>(Key: Key, schema: ItemSchema<T>, expression: Expression): Promise<T | undefined> {
  const { Attributes } = await db().send(
    new UpdateCommand({ TableName: mainTable(), Key, ...expression, ReturnValues: 'ALL_NEW' }),
  );
  return parseOptional(schema, Attributes);
}
const anyItem = z.looseObject({});
async function remove(Key: Key, condition: Condition = {}): Promise<void> {
  await db().send(new DeleteCommand({ TableName: mainTable(), Key, ...condition }));
}

// One-time codes (./otp.ts): one challenge per purpose and id, replaced by a newer one.
export type ChallengeRef = { purpose: string; id: string };
export const otpStore = {
  put: (ref: ChallengeRef, item: Record<string, unknown>, expiresAt: number) =>
    put({ ...keys.otp(ref.purpose, ref.id), entity: 'otp', ...item, expiresAt }),
  read: <T>(ref: ChallengeRef, schema: ItemSchema<T>) => read(keys.otp(ref.purpose, ref.id), schema),
  /** Spends one try (the condition is the caller's); the challenge after it. */
  spend: <T>(ref: ChallengeRef, schema: ItemSchema<T>, expression: Expression) =>
    updateReturning(keys.otp(ref.purpose, ref.id), schema, expression),
  remove: (ref: ChallengeRef, condition: Condition) => remove(keys.otp(ref.purpose, ref.id), condition),
};

// The opaque id sign-in codes for one login id are verified under (./send-codes.ts).
export const signInChallengeStore = {
  read: (kind: string, value: string) =>
    read(keys.signInChallenge(kind, value), z.looseObject({ challengeId: z.string(), expiresAt: z.number() })),
  /** Writes the id only if none is there or it expired (a parallel request may have chosen one). */
  putIfFree: (kind: string, value: string, challengeId: string, expiresAt: number, nowSeconds: number) =>
    put(
      { ...keys.signInChallenge(kind, value), entity: 'signInChallenge', challengeId, expiresAt },
      {
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      },
    ),
};

// Codes sent to one destination on one day (./send-window.ts).
export const sendsStore = {
  claim: (destination: string, day: string, expression: Expression) => update(keys.sends(destination, day), expression),
  read: (destination: string, day: string) =>
    read(
      keys.sends(destination, day),
      z.looseObject({ sends: z.optional(z.number()), lastSentAt: z.optional(z.number()) }),
      false,
    ),
};

// A product-issued session's refresh token family (./session-families.ts).
export const sessionFamilyStore = {
  /** A new family: fails if the id is taken. */
  create: (userId: string, familyId: string, family: Record<string, unknown>, expiresAt: number) =>
    put(
      { ...keys.sessionFamily(userId, familyId), entity: 'sessionFamily', ...family, expiresAt },
      { ConditionExpression: 'attribute_not_exists(pk)' },
    ),
  read: <T>(userId: string, familyId: string, schema: ItemSchema<T>) =>
    read(keys.sessionFamily(userId, familyId), schema),
  update: (userId: string, familyId: string, expression: Expression) =>
    update(keys.sessionFamily(userId, familyId), expression),
  remove: (userId: string, familyId: string, condition: Condition = {}) =>
    remove(keys.sessionFamily(userId, familyId), condition),
};

// The local stack's refresh sessions, by the token's hash (./adapters/local-identity.ts).
export const refreshStore = {
  /** The session, and a pointer to it under its account (the erase finds it there: decision 0801). */
  put: async (tokenHash: string, fields: Record<string, unknown>, expiresAt: number) => {
    await put({ ...keys.refresh(tokenHash), entity: 'refresh', ...fields, expiresAt });
    if (typeof fields.userId === 'string')
      await put({ ...keys.refreshPointer(fields.userId, tokenHash), entity: 'refreshPointer', expiresAt });
  },
  read: (tokenHash: string) => read(keys.refresh(tokenHash), anyItem),
  remove: (tokenHash: string) => remove(keys.refresh(tokenHash)),
};

// Cognito's custom-auth proofs, by their hash: left by ./adapters/aws-identity.ts, spent by the trigger.
export const proofStore = {
  put: (proofHash: string, fields: Record<string, unknown>) =>
    put({ ...keys.proof(proofHash), entity: 'proof', ...fields }),
  /** Deletes the proof under the caller's condition: it works once. */
  spend: (proofHash: string, condition: Condition) => remove(keys.proof(proofHash), condition),
};

// Staff sign-in's authenticator step (./staff-mfa.ts): the pending step by its token's hash, and the
// enrolled authenticator of each staff account. Both change only together, in one transaction.
export const mfaStepStore = {
  put: (tokenHash: string, fields: Record<string, unknown>, expiresAt: number) =>
    put({ ...keys.mfaStep(tokenHash), entity: 'mfaStep', ...fields, expiresAt }),
  read: <T>(tokenHash: string, schema: ItemSchema<T>) => read(keys.mfaStep(tokenHash), schema),
  /** The step deleted under the caller's condition, for a transaction. */
  spendItem: (tokenHash: string, condition: Condition): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.mfaStep(tokenHash), ...condition },
  }),
};
export const staffTotpStore = {
  read: <T>(userId: string, schema: ItemSchema<T>) => read(keys.staffTotp(userId), schema),
  putItem: (userId: string, fields: Record<string, unknown>, condition: Condition): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.staffTotp(userId), entity: 'staffTotp', userId, ...fields },
      ...condition,
    },
  }),
  updateItem: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.staffTotp(userId), ...expression },
  }),
  remove: (userId: string) => remove(keys.staffTotp(userId)),
  /** The enrolment deleted if there is one, for a transaction (an operator's reset). */
  removeItem: (userId: string): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.staffTotp(userId), ConditionExpression: 'attribute_exists(pk)' },
  }),
};

// The local stack's stand-in for Cognito's software-token state (./adapters/local-identity.ts).
export const localSoftwareTokenStore = {
  put: (userId: string, fields: Record<string, unknown>) =>
    put({ ...keys.localSoftwareToken(userId), entity: 'localSoftwareToken', ...fields }),
  read: (userId: string) => read(keys.localSoftwareToken(userId), anyItem),
  update: (userId: string, expression: Expression) => update(keys.localSoftwareToken(userId), expression),
};

/** One update of a user's record (a field identity keeps on it, under the caller's condition). */
export const updateUserItem = (userId: string, expression: Expression) => update(keys.user(userId), expression);

/** The subject's "valid after" marker, written (read by ./token-marker.ts). */
export const tokenMarkerStore = {
  update: (userId: string, expression: Expression) => update(keys.tokenMarker(userId), expression),
  item: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.tokenMarker(userId), ...expression },
  }),
};
/** Whether the user holds any child licence (one item read at most). */
export async function hasChildLicenceItem(userId: string): Promise<boolean> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.childLicence },
      Limit: 1,
    }),
  );
  return (result.Count ?? 0) > 0;
}

// Organisation licence keys (./licences.ts) and what claiming one writes.
export const licenceStore = {
  read: <T>(licenceKey: string, schema: ItemSchema<T>) => read(keys.licence(licenceKey), schema),
  updateItem: (licenceKey: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.licence(licenceKey), ...expression },
  }),
  userUpdateItem: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.user(userId), ...expression },
  }),
  enrolmentUpdateItem: (userId: string, courseId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.enrolment(userId, courseId), ...expression },
  }),
  /** The user's own record of a key they applied (GET v1/licenses lists these). */
  userLicencePutItem: (userId: string, licenceKey: string, fields: Record<string, unknown>): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.userLicence(userId, licenceKey), entity: 'userLicence', licenceKey, ...fields },
    },
  }),
};

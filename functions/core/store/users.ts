import type { UserType } from '#shared/api/caller';
import type { Gender, PrimaryPurpose, ProfileUserType } from '#shared/schemas/accounts';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import type { Expression, TransactItem } from '../../lib/transactions';
import * as z from 'zod/mini';
import { oneOf, type ItemSchema } from '../../lib/stored-items';
import { read, update } from './items';

/** A Fluentia account: adult learner (T), parent (k) or junior (w). Credentials live here too. */
export interface UserRecord {
  userId: string;
  type: UserType;
  retail: boolean;
  orgId?: string;
  parentId?: string;
  /** The login id the account was created with, shown back to the user. */
  loginId: string;
  email?: string;
  phone?: string;
  username?: string;
  fullName?: string;
  pic?: string;
  grade?: number;
  isPaid: boolean;
  /**
   * Lives outside India (spec 02 §6): dollar prices and card payments. Set on the account (support,
   * the seed); the spec does not say how it is decided (docs/decisions.md).
   */
  international?: boolean;
  /** True until onboarding is finished (spec 01 §4). */
  onboarding: boolean;
  activeCourseId?: string;
  pinHash?: string;
  createdAt: string;
  /**
   * What the Cognito user was last told of this account's attributes (a hash: identity/cognito-user.ts),
   * so a sign-in writes to Cognito only when they changed. Absent locally and before a first sign-in.
   */
  cognitoSync?: string;
  /**
   * Staff groups ('coach', 'orgadmin'): locally the ID token's `cognito:groups`; on AWS the Cognito group is the
   * truth.
   */
  groups?: Array<'coach' | 'orgadmin'>;
  /** An organisation admin's organisation (decision 0772): read on every console request, with the group. */
  orgAdminOf?: string;
  /** A coach account's coach (`COACH#<coachId>`, infra/content/coaches.json): whose calls it sees. */
  coachId?: string;
  /** A junior a school registered (decision 0890): its class and the registration that wrote it. */
  school?: { orgId: string; classId: string; registrationId: string };

  // Profile (spec 01 §3), written by the account calls (functions/accounts/).
  gender?: Gender;
  age?: number;
  /** The profile's "user type" (Working Professional, Student…), not the account type above. */
  background?: ProfileUserType;
  primaryPurpose?: PrimaryPurpose;
  primaryPurposeOther?: string;
  isParent?: boolean;
  /** Comma-joined ages, as the spec stores them. */
  childrenAge?: string;
  receiveWhatsapp?: boolean;
  whatsappNumber?: string;
  isSubscribe?: boolean;
  /** The phone number an OTP proved; the mobile is verified while it equals `phone`. */
  verifiedPhone?: string;
  /**
   * An account a licence key created: 'unproven' while nobody has proven its login id with a code
   * (the key signs it in), 'ended' once someone has (then only a PIN, OTP or social sign-in do;
   * docs/security.md, "Licence keys").
   */
  keySignIn?: 'unproven' | 'ended';
  speechOn?: boolean;
  micTest?: { ok: boolean; at: string };
  coachIntake?: { background: string; role: number; skill: number };

  // Families (functions/family/): a parent's child counter; a child's picture.
  /** How many children a parent has; kept by the same transactions that add and remove them (at most 8). */
  childCount?: number;
  avatar?: number;
  /** Key of the child's uploaded photo in the uploads bucket. */
  photoKey?: string;

  /** Set when a parent deleted this child, or when the account was merged into another (functions/accounts/). */
  deletedAt?: string;
  /**
   * The end of the undo window of a deleted child or an account its owner deleted (decision 0801); an adult's
   * account stays usable until then, a child's does not.
   */
  eraseAfter?: string;
  /** A deleted child's PIN hash, set aside so it cannot sign in, and given back if the parent restores it. */
  heldPinHash?: string;
  /** Set by the erase job when it starts: a restore can no longer win. */
  erasing?: boolean;
  mergedInto?: string;
  /** The merge holding this account while its items move (the other account's id). */
  mergeLock?: string;
}

const optionalText = z.optional(z.string());
/** The schema a user item is read through (decision 0714). */
export const userSchema: ItemSchema<UserRecord> = z.looseObject({
  userId: z.string(),
  type: oneOf<UserType>(),
  retail: z.boolean(),
  orgId: optionalText,
  parentId: optionalText,
  loginId: z.string(),
  email: optionalText,
  phone: optionalText,
  username: optionalText,
  fullName: optionalText,
  pic: optionalText,
  grade: z.optional(z.number()),
  isPaid: z.boolean(),
  international: z.optional(z.boolean()),
  onboarding: z.boolean(),
  activeCourseId: optionalText,
  pinHash: optionalText,
  createdAt: z.string(),
  cognitoSync: optionalText,
  groups: z.optional(z.array(z.enum(['coach', 'orgadmin']))),
  orgAdminOf: optionalText,
  coachId: optionalText,
  gender: z.optional(oneOf<Gender>()),
  age: z.optional(z.number()),
  background: z.optional(oneOf<ProfileUserType>()),
  primaryPurpose: z.optional(oneOf<PrimaryPurpose>()),
  primaryPurposeOther: optionalText,
  isParent: z.optional(z.boolean()),
  childrenAge: optionalText,
  receiveWhatsapp: z.optional(z.boolean()),
  whatsappNumber: optionalText,
  isSubscribe: z.optional(z.boolean()),
  verifiedPhone: optionalText,
  keySignIn: z.optional(z.enum(['unproven', 'ended'])),
  speechOn: z.optional(z.boolean()),
  micTest: z.optional(z.object({ ok: z.boolean(), at: z.string() })),
  coachIntake: z.optional(z.object({ background: z.string(), role: z.number(), skill: z.number() })),
  childCount: z.optional(z.number()),
  school: z.optional(z.object({ orgId: z.string(), classId: z.string(), registrationId: z.string() })),
  avatar: z.optional(z.number()),
  photoKey: optionalText,
  deletedAt: optionalText,
  mergedInto: optionalText,
  mergeLock: optionalText,
});

const loginIdSchema = z.looseObject({ userId: z.string() });
const attemptsSchema = z.looseObject({ tries: z.optional(z.number()) });

/**
 * Users and what guards them (../users.ts, ../contact-ids.ts, ../attempt-guard.ts):
 * the profile item under `keys.user`, one item per login id pointing to it and the sign-in lockout.
 */
export const readUser = (userId: string) => read(keys.user(userId), userSchema);
/** The user a login id points to, if any. */
export async function loginIdUserId(kind: string, value: string): Promise<string | undefined> {
  return (await read(keys.loginId(kind, value), loginIdSchema, false))?.userId;
}

/** The user and its login ids, each only if absent, with `extra` items, in one transaction. */
export async function createUserItems(
  user: { userId: string },
  loginIds: ReadonlyArray<{ kind: string; value: string }>,
  extra: TransactItem[],
): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [...newUserItems(user, loginIds), ...extra] }));
}

/** The puts of a new user and its login ids, each only if absent (a school's registration writes many in chunks). */
export function newUserItems(
  user: { userId: string },
  loginIds: ReadonlyArray<{ kind: string; value: string }>,
): TransactItem[] {
  const TableName = mainTable();
  return [
    {
      Put: {
        TableName,
        Item: { ...keys.user(user.userId), entity: 'user', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...loginIds.map((ref) => ({
      Put: {
        TableName,
        Item: { ...keys.loginId(ref.kind, ref.value), entity: 'loginId', userId: user.userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
}

/** The body of an update of a user's record (for `sendUserUpdate` or a transaction's `Update`). */
export const userUpdateBody = (userId: string, expression: Expression) => ({
  TableName: mainTable(),
  Key: keys.user(userId),
  ...expression,
});
export async function sendUserUpdate(body: ReturnType<typeof userUpdateBody>): Promise<void> {
  await db().send(new UpdateCommand(body));
}

/**
 * Sign-in attempts reserved against a subject (./attempt-guard.ts), under the caller's condition; the attributes it
 * asks back.
 */
export const attemptsStore = {
  update: (subject: string, expression: Expression & { ReturnValues?: 'UPDATED_NEW' }) =>
    update(keys.attempts(subject), attemptsSchema, expression),
};

/** The items that move a user's contact login ids (./contact-ids.ts): each only while free or already theirs. */
export const loginIdItems = {
  /** The id is free or already this user's (it is not claimed yet). */
  checkFree: (kind: string, value: string, userId: string): TransactItem => ({
    ConditionCheck: {
      TableName: mainTable(),
      Key: keys.loginId(kind, value),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  }),
  /** Claims the id for the user, if it is free or already theirs. */
  claim: (kind: string, value: string, userId: string): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.loginId(kind, value), entity: 'loginId', userId },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  }),
  /** Releases the id, if it is the user's. */
  release: (kind: string, value: string, userId: string): TransactItem => ({
    Delete: {
      TableName: mainTable(),
      Key: keys.loginId(kind, value),
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  }),
  updateUser: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.user(userId), ...expression },
  }),
};

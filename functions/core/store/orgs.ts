import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { OrgSettings } from '#shared/orgs/org-settings';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import { orgPk, type Key } from '../../data/keys';
import type { Condition, Expression, TransactItem } from '../../lib/transactions';
import { oneOf, parseItems, record, type ItemSchema } from '../../lib/stored-items';
import { read } from './items';

/**
 * Organisations and their licence keys (../organisations.ts, ../licence-keys.ts, ../seat-usage.ts;
 * docs/organisations.md): what both the sign-in (identity/) and the organisation's console (orgs/)
 * read and write. The console's lists through the indexes are in functions/orgs/store.ts.
 */
export interface OrgRecord {
  orgId: string;
  orgName: string;
  kind?: 'school' | 'company';
  contact?: { name: string; email?: string; phone?: string };
  /** Spec 01 §3 supportPhone: given to the organisation's learners at sign-in, comma separated. */
  supportPhone?: string;
  settings?: OrgSettings;
  createdAt?: string;
  updatedAt?: string;
}

export interface LicenceCourse {
  courseId: number;
  courseTitle: string;
  courseType: string;
}

/** A pool of seats: keys are issued against it while `issued` stays within `seats` and it has not expired. */
export interface SeatPool {
  orgId: string;
  poolId: string;
  name: string;
  /** What a key of the pool grants, enrolled when the key is first used. */
  courses: LicenceCourse[];
  productId?: string;
  seats: number;
  /** Keys issued and not revoked (unused and used): written only by admins and operators (decision 0773). */
  issued: number;
  /** The last India date the seats run; a key's courses close then. */
  expiresOn: string;
  createdAt: string;
}

export type KeyState = 'unused' | 'used' | 'revoked';

/** A licence key's item, under the keyed hash of its text (`ref`); the text is never stored (decision 0771). */
export interface LicenceRecord {
  ref: string;
  orgId: string;
  orgName: string;
  /** Absent on keys from before seats (migrated by `npm run org:migrate-keys`). */
  poolId?: string;
  courses?: LicenceCourse[];
  expiresOn?: string;
  /** The key as an admin may see it later: its first group and last four characters. */
  masked: string;
  state: KeyState;
  issuedAt?: string;
  issuedBy?: string;
  batch?: string;
  userId?: string;
  holderLoginId?: string;
  appliedAt?: string;
  /** A used key whose use is in the pool's count (the follow-up of its first use; ../seat-usage.ts). */
  counted?: boolean;
  revokedAt?: string;
  revokedBy?: string;
}

/** Someone who joined the organisation with one of its keys. */
export interface OrgMember {
  orgId: string;
  userId: string;
  loginId: string;
  joinedAt: string;
  ref?: string;
  masked?: string;
  poolId?: string;
  /** Their key was revoked: what they earned stays, their access through it ended. */
  endedAt?: string;
}

const text = z.string();
const optionalText = z.optional(z.string());
const course = z.object({ courseId: z.number(), courseTitle: z.string(), courseType: z.string() });

/** The schemas the organisation's items are read through (decision 0714). */
export const orgSchema: ItemSchema<OrgRecord> = z.looseObject({
  orgId: text,
  orgName: text,
  kind: z.optional(oneOf<'school' | 'company'>()),
  contact: z.optional(z.object({ name: text, email: optionalText, phone: optionalText })),
  supportPhone: optionalText,
  settings: z.optional(record<OrgSettings>()),
  createdAt: optionalText,
  updatedAt: optionalText,
});

export const seatPoolSchema: ItemSchema<SeatPool> = z.looseObject({
  orgId: text,
  poolId: text,
  name: text,
  courses: z.array(course),
  productId: optionalText,
  seats: z.number(),
  issued: z.number(),
  expiresOn: text,
  createdAt: text,
});

export const licenceSchema: ItemSchema<LicenceRecord> = z.looseObject({
  ref: text,
  orgId: text,
  orgName: text,
  poolId: optionalText,
  courses: z.optional(z.array(course)),
  expiresOn: optionalText,
  masked: text,
  state: oneOf<KeyState>(),
  issuedAt: optionalText,
  issuedBy: optionalText,
  batch: optionalText,
  userId: optionalText,
  holderLoginId: optionalText,
  appliedAt: optionalText,
  counted: z.optional(z.boolean()),
  revokedAt: optionalText,
  revokedBy: optionalText,
});

export const orgMemberSchema: ItemSchema<OrgMember> = z.looseObject({
  orgId: text,
  userId: text,
  loginId: text,
  joinedAt: text,
  ref: optionalText,
  masked: optionalText,
  poolId: optionalText,
  endedAt: optionalText,
});

export const readOrg = (orgId: string, consistent = false) => read(keys.org(orgId), orgSchema, consistent);
export const readLicence = (ref: string) => read(keys.licence(ref), licenceSchema);
export const readSeatPool = (orgId: string, poolId: string) => read(keys.orgSeats(orgId, poolId), seatPoolSchema);

/** Every item of the organisation's partition whose sort key starts with `prefix` (its pools, its used counts). */
export async function orgItemsByPrefix<T>(orgId: string, prefix: string, schema: ItemSchema<T>): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefix },
        ConsistentRead: true,
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...parseItems(schema, page.Items));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The items of the transactions that issue, use and revoke keys: each by its key, its condition the caller's. */
export const orgWrites = {
  put: (Item: Record<string, unknown> & Key, condition: Condition = {}): TransactItem => ({
    Put: { TableName: mainTable(), Item, ...condition },
  }),
  update: (Key: Key, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key, ...expression },
  }),
  check: (Key: Key, condition: Required<Pick<Condition, 'ConditionExpression'>> & Condition): TransactItem => ({
    ConditionCheck: { TableName: mainTable(), Key, ...condition },
  }),
  delete: (Key: Key, condition: Condition = {}): TransactItem => ({
    Delete: { TableName: mainTable(), Key, ...condition },
  }),
};

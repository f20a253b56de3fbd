import * as z from 'zod/mini';
import { pathId } from './path-params';

/**
 * Request schemas of the organisation's console (docs/organisations.md). Every id is checked for its
 * shape here; whether it is the admin's own organisation's is the handler's answer.
 */
export const orgMessages = {
  seatsRequired: 'Please choose the seats to issue keys from.',
  countRange: 'Issue between 1 and 99 keys at a time.',
  keyIdInvalid: 'We could not find this key in your organisation.',
  searchTooLong: 'Search for at most 64 characters.',
  pageInvalid: 'This page of the list is no longer valid. Please start from the first page.',
  testInvalid: 'Please choose one of the olympiad’s tests.',
} as const;

/** At most this many keys in one issue: one transaction of the seats and every key (DynamoDB's 100 items). */
export const MAX_KEYS_PER_ISSUE = 99;

/** A pool of seats: lower-case letters, digits and dashes (an operator names it: `sunrise-english-2026`). */
export const seatsId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,47}$/, orgMessages.seatsRequired));
/** A key's id in the console: the 43 characters of its keyed hash, never the key. */
export const keyId = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, orgMessages.keyIdInvalid));
const search = z.optional(z.string().check(z.trim(), z.maxLength(64, orgMessages.searchTooLong)));
const cursor = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1024}$/, orgMessages.pageInvalid)));

export const keyStates = ['all', 'unused', 'used', 'revoked'] as const;
export type KeyFilter = (typeof keyStates)[number];

export const orgKeysQuerySchema = z.object({
  state: z.optional(z.enum(keyStates)),
  /** A key in full (its hash is looked up), or the start of a holder's login id. */
  search,
  cursor,
});

export const issueKeysSchema = z.object({
  seats_id: seatsId,
  count: z.coerce
    .number()
    .check(
      z.int(orgMessages.countRange),
      z.gte(1, orgMessages.countRange),
      z.lte(MAX_KEYS_PER_ISSUE, orgMessages.countRange),
    ),
});

export const revokeKeySchema = z.object({ key_id: keyId });

export const orgPeopleQuerySchema = z.object({ search, cursor });

/**
 * What an export holds: the organisation's people or keys; a school's results of one of the olympiad's tests
 * (one class's, or every class's without `class_id`); one class's certificates of participation as a ZIP.
 */
export const exportKinds = ['people', 'keys', 'results', 'certificates'] as const;
export const startExportSchema = z.object({
  kind: z.enum(exportKinds),
  class_id: z.optional(pathId),
  test: z.optional(
    z.coerce.number(orgMessages.testInvalid).check(z.int(orgMessages.testInvalid), z.gte(1, orgMessages.testInvalid)),
  ),
});
export type ExportKind = (typeof exportKinds)[number];

export const exportParams = { exportId: pathId } as const;

import * as keys from '../data/keys';
import { indexKeys, isConditionFailure } from '../data/keys';
import { cancelledIndexes, transact, type TransactItem } from '../lib/transactions';
import { grantOf, heldEnrolments } from '../core/key-grants';
import { licenceRef, maskLicenceKey } from '../core/licence-keys';
import { orgWrites, type KeyState, type LicenceCourse } from '../core/store';
import { getUser } from '../core/users';
import type { IndexPage } from './store';

/**
 * Keys stored in clear before decision 0771 (`LICENCE#<the key>`), turned into keys stored by their
 * hash (npm run org:migrate-keys; the local stack runs it at start). Each key is one transaction: its
 * hashed item (used, unused or revoked as it was, the holder kept), the old item deleted under the
 * condition that it still holds that key, the holder's own record of it and the grant on their
 * enrolments renamed, and the holder among the organisation's people. Running it again finds nothing
 * left to do. A key whose hashed item exists already (the local seed made it) only loses its old item.
 */
interface LegacyKey {
  pk: string;
  licenceKey: string;
  orgId: string;
  orgName?: string;
  courses?: LicenceCourse[];
  userId?: string;
  appliedAt?: string;
  disabled?: boolean;
}

/** Pages of the keys still stored in clear: a Scan, made only by the operator side (infra/orgs/legacy-keys.ts). */
export type LegacyKeyPages = (
  start: Record<string, unknown> | undefined,
) => Promise<IndexPage<Record<string, unknown>>>;

export interface Migration {
  found: number;
  migrated: number;
}

export async function migrateKeys(options: {
  dryRun: boolean;
  pages: LegacyKeyPages;
  now?: number;
}): Promise<Migration> {
  const result: Migration = { found: 0, migrated: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await options.pages(start);
    for (const item of page.items as unknown as LegacyKey[]) {
      result.found++;
      if (!options.dryRun && (await migrateOne(item, options.now ?? Date.now()))) result.migrated++;
    }
    start = page.last;
  } while (start);
  return result;
}

async function migrateOne(old: LegacyKey, now: number): Promise<boolean> {
  const ref = await licenceRef(old.licenceKey);
  const dropOld = orgWrites.delete(
    { pk: old.pk, sk: 'KEY' },
    { ConditionExpression: 'licenceKey = :key', ExpressionAttributeValues: { ':key': old.licenceKey } },
  );
  try {
    await transact([await hashedItem(old, ref, now), dropOld, ...(await holderItems(old, ref))]);
    return true;
  } catch (error) {
    if (!isConditionFailure(error) || !cancelledIndexes(error).includes(0)) throw error;
    await transact([dropOld, ...(old.userId ? [orgWrites.delete(keys.userLicence(old.userId, old.licenceKey))] : [])]);
    return true;
  }
}

async function hashedItem(old: LegacyKey, ref: string, now: number): Promise<TransactItem> {
  const state: KeyState = old.disabled ? 'revoked' : old.userId ? 'used' : 'unused';
  const at = old.appliedAt ?? new Date(now).toISOString();
  const holder = old.userId ? await getUser(old.userId) : undefined;
  return orgWrites.put(
    {
      ...keys.licence(ref),
      entity: 'licence',
      ref,
      orgId: old.orgId,
      orgName: old.orgName ?? old.orgId,
      ...(old.courses ? { courses: old.courses } : {}),
      masked: maskLicenceKey(old.licenceKey),
      state,
      issuedAt: at,
      issuedBy: 'migration',
      ...(old.userId ? { userId: old.userId, appliedAt: at, holderLoginId: holder?.loginId ?? null } : {}),
      ...(state === 'revoked' ? { revokedAt: new Date(now).toISOString(), revokedBy: 'migration' } : {}),
      ...indexKeys.orgKeyByState(old.orgId, state, at, ref),
      ...indexKeys.orgKeyIssued(old.orgId, at, ref),
    },
    { ConditionExpression: 'attribute_not_exists(pk)' },
  );
}

/** The holder's own record under the new name, their enrolments' grant renamed, and their place among the people. */
async function holderItems(old: LegacyKey, ref: string): Promise<TransactItem[]> {
  if (!old.userId) return [];
  const holder = await getUser(old.userId);
  const at = old.appliedAt ?? new Date().toISOString();
  const loginId = holder?.loginId ?? old.userId;
  return [
    orgWrites.delete(keys.userLicence(old.userId, old.licenceKey)),
    orgWrites.put({
      ...keys.userLicence(old.userId, ref),
      entity: 'userLicence',
      ref,
      masked: maskLicenceKey(old.licenceKey),
      orgId: old.orgId,
      orgName: old.orgName ?? old.orgId,
      appliedAt: at,
    }),
    orgWrites.put({
      ...keys.orgMember(old.orgId, old.userId),
      entity: 'orgMember',
      orgId: old.orgId,
      userId: old.userId,
      loginId,
      joinedAt: at,
      ref,
      masked: maskLicenceKey(old.licenceKey),
      ...(old.disabled ? { endedAt: at } : {}),
      ...indexKeys.orgPersonJoined(old.orgId, at, old.userId),
      ...indexKeys.orgPersonId(old.orgId, loginId, old.userId),
    }),
    ...[...(await heldEnrolments(old.userId, old).then((held) => held.values()))]
      .filter((e) => e.grantedBy === grantOf(old.licenceKey))
      .map((e) =>
        orgWrites.update(keys.enrolment(e.userId, e.courseId), {
          UpdateExpression: 'SET grantedBy = :by',
          ConditionExpression: 'grantedBy = :old',
          ExpressionAttributeValues: { ':by': grantOf(ref), ':old': e.grantedBy },
        }),
      ),
  ];
}

import * as keys from '../data/keys';
import { indexKeys } from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import { orgWrites, type LicenceRecord } from '../core/store';
import type { UserRecord } from '../core/users';

/**
 * The items of a key's first use, besides its courses (../core/key-grants.ts): the key turns used by
 * this account (only while unused: two first uses at once, one wins), the account joins the
 * organisation's people, and keeps its own record of the key (what Settings lists). None of them is
 * an item other learners write.
 */
export function claimItems(
  user: Pick<UserRecord, 'userId' | 'loginId'>,
  key: LicenceRecord,
  now: number,
): TransactItem[] {
  const at = new Date(now).toISOString();
  return [
    orgWrites.update(keys.licence(key.ref), {
      UpdateExpression:
        'SET #state = :used, userId = :user, holderLoginId = :login, appliedAt = :at, counted = :no, gsi1sk = :sk',
      ConditionExpression: 'attribute_exists(pk) AND #state = :unused',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':used': 'used',
        ':unused': 'unused',
        ':user': user.userId,
        ':login': user.loginId,
        ':at': at,
        ':no': false,
        ':sk': indexKeys.orgKeyByState(key.orgId, 'used', at, key.ref).gsi1sk,
      },
    }),
    memberItem(user, key, at),
    orgWrites.put({
      ...keys.userLicence(user.userId, key.ref),
      entity: 'userLicence',
      ref: key.ref,
      masked: key.masked,
      orgId: key.orgId,
      orgName: key.orgName,
      appliedAt: at,
    }),
  ];
}

/** The account among the organisation's people (the date it first joined kept; an ended access open again). */
function memberItem(user: Pick<UserRecord, 'userId' | 'loginId'>, key: LicenceRecord, at: string): TransactItem {
  const joined = indexKeys.orgPersonJoined(key.orgId, at, user.userId);
  const byId = indexKeys.orgPersonId(key.orgId, user.loginId, user.userId);
  return orgWrites.update(keys.orgMember(key.orgId, user.userId), {
    UpdateExpression:
      'SET entity = :entity, orgId = :org, userId = :user, loginId = :login, joinedAt = if_not_exists(joinedAt, :at), ' +
      '#ref = :ref, masked = :masked, poolId = :pool, gsi1pk = :g1, gsi1sk = if_not_exists(gsi1sk, :g1s), ' +
      'gsi2pk = :g2, gsi2sk = :g2s REMOVE endedAt',
    ExpressionAttributeNames: { '#ref': 'ref' },
    ExpressionAttributeValues: {
      ':entity': 'orgMember',
      ':org': key.orgId,
      ':user': user.userId,
      ':login': user.loginId,
      ':at': at,
      ':ref': key.ref,
      ':masked': key.masked,
      ':pool': key.poolId ?? null,
      ':g1': joined.gsi1pk,
      ':g1s': joined.gsi1sk,
      ':g2': byId.gsi2pk,
      ':g2s': byId.gsi2sk,
    },
  });
}

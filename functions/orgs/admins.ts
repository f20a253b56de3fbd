import * as keys from '../data/keys';
import { isConditionFailure } from '../data/keys';
import { transact } from '../lib/transactions';
import { orgWrites, type OrgRecord } from '../core/store';
import {
  createUser,
  findUserByLoginId,
  LoginIdTakenError,
  newUserRecord,
  type LoginIdRef,
  type UserRecord,
} from '../core/users';
import { endTokensItem } from '../identity/facade';
import { OperatorRefusal } from './org-records';

/**
 * An organisation's admins (decision 0772; docs/organisations.md, "Admins"), as an operator adds and
 * removes them (npm run org:admin). An admin is an adult account in the `orgadmin` staff group whose
 * record names the organisation (`orgAdminOf`); the organisation's partition lists its admins. Both
 * change in one transaction, and only from what was read. An account that does not exist yet is made
 * for the login id (the person proves it with an OTP or a PIN sent to it at their first sign-in, then
 * sets up an authenticator app); removing an admin ends every session of theirs.
 */
export type AdminChange = { user: UserRecord; created: boolean; changed: boolean };

const GROUP = 'orgadmin';

export async function addAdmin(
  org: OrgRecord,
  ref: LoginIdRef,
  options: { fullName?: string; dryRun: boolean },
): Promise<AdminChange> {
  const existing = await findUserByLoginId(ref);
  if (!existing) return { user: await newAdmin(org, ref, options), created: true, changed: true };
  if (existing.type !== 'T' || existing.deletedAt || existing.mergedInto)
    throw new OperatorRefusal(
      `${ref.value} is a parent's or a child's account: an admin needs an adult's own account.`,
    );
  if (existing.orgAdminOf === org.orgId) return { user: existing, created: false, changed: false };
  if (existing.orgAdminOf)
    throw new OperatorRefusal(`${ref.value} is already an admin of ${existing.orgAdminOf}: remove them there first.`);
  const groups = [...new Set([...(existing.groups ?? []), GROUP])] as UserRecord['groups'];
  if (!options.dryRun)
    await write(() =>
      transact([
        orgWrites.update(keys.user(existing.userId), {
          UpdateExpression: 'SET #groups = :groups, orgAdminOf = :org',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(orgAdminOf)',
          ExpressionAttributeNames: { '#groups': 'groups' },
          ExpressionAttributeValues: { ':groups': groups, ':org': org.orgId },
        }),
        adminItem(org, existing),
      ]),
    );
  return { user: { ...existing, groups, orgAdminOf: org.orgId }, created: false, changed: true };
}

export async function removeAdmin(org: OrgRecord, ref: LoginIdRef, options: { dryRun: boolean }): Promise<AdminChange> {
  const user = await findUserByLoginId(ref);
  if (!user) throw new OperatorRefusal(`No account has the login id ${ref.value}.`);
  if (user.orgAdminOf !== org.orgId) return { user, created: false, changed: false };
  const groups = (user.groups ?? []).filter((g) => g !== GROUP);
  if (!options.dryRun)
    await write(() =>
      transact([
        orgWrites.update(keys.user(user.userId), {
          UpdateExpression: 'SET #groups = :groups REMOVE orgAdminOf',
          ConditionExpression: 'orgAdminOf = :org',
          ExpressionAttributeNames: { '#groups': 'groups' },
          ExpressionAttributeValues: { ':groups': groups, ':org': org.orgId },
        }),
        orgWrites.delete(keys.orgAdmin(org.orgId, user.userId)),
        endTokensItem(user.userId),
      ]),
    );
  const { orgAdminOf: _removed, ...rest } = user;
  return { user: { ...rest, groups }, created: false, changed: true };
}

async function newAdmin(org: OrgRecord, ref: LoginIdRef, options: { fullName?: string; dryRun: boolean }) {
  const user = newUserRecord(ref, {
    retail: false,
    onboarding: false,
    groups: [GROUP],
    orgAdminOf: org.orgId,
    ...(options.fullName ? { fullName: options.fullName } : {}),
  });
  if (options.dryRun) return user;
  try {
    await createUser(user, [ref], [adminItem(org, user)]);
  } catch (error) {
    if (error instanceof LoginIdTakenError) throw new OperatorRefusal('That account was made meanwhile: run again.');
    throw error;
  }
  return user;
}

function adminItem(org: OrgRecord, user: UserRecord) {
  return orgWrites.put({
    ...keys.orgAdmin(org.orgId, user.userId),
    entity: 'orgAdmin',
    orgId: org.orgId,
    userId: user.userId,
    loginId: user.loginId,
    addedAt: new Date().toISOString(),
  });
}

async function write(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isConditionFailure(error)) throw new OperatorRefusal('The account changed meanwhile: run the command again.');
    throw error;
  }
}

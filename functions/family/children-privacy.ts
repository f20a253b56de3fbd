import type { ConsentView, PrivacyChildrenData } from '#shared/api/contract-privacy';
import { prefixes } from '../data/keys';
import { userItems } from '../lib/user-items';
import { consentOf, type ConsentRecord } from '../core/consent';
import { childLinkSchema, readUsersConsistent } from '../core/store';

/**
 * A parent's view of their children's data: each child's consent (who agreed, when, to which notice)
 * and the deleted children still in their undo window, which the parent may restore.
 */
export async function childrenPrivacy(parentId: string): Promise<PrivacyChildrenData> {
  const links = await userItems(parentId, prefixes.child, childLinkSchema, { consistent: true });
  const users = links.length ? await readUsersConsistent(links.map((l) => l.childId)) : [];
  const own = users.filter((u) => u.type === 'w' && u.parentId === parentId);
  const active = own.filter((u) => !u.deletedAt);
  const consents = await Promise.all(active.map((u) => consentOf(u.userId)));
  return {
    children: active.map((u, i) => ({
      child_id: u.userId,
      child_name: u.fullName ?? u.username ?? '',
      consent: consentView(consents[i]),
    })),
    deleted: own
      .filter((u) => u.deletedAt && u.eraseAfter)
      .map((u) => ({ child_id: u.userId, child_name: u.fullName ?? u.username ?? '', erase_after: u.eraseAfter! })),
  };
}

function consentView(record: ConsentRecord | undefined): ConsentView | null {
  if (!record) return null;
  return {
    given_at: record.givenAt,
    notice_version: record.noticeVersion,
    via: record.via,
    withdrawn_at: record.withdrawnAt ?? null,
  };
}

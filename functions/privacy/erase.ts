import { randomUUID } from 'node:crypto';
import * as keys from '../data/keys';
import { isConditionFailure, prefixes } from '../data/keys';
import { log } from '../lib/log';
import { erasureRequest, type ErasureRequest } from '../core/erasure-requests';
import type { UserRecord } from '../core/users';
import { claimErasure, deleteKeys, dueItems, getItem, partitionItems, putItem } from './store';
import { eraseSubject, type Removed } from './erase-subject';

/**
 * The erase job (decision 0801): every deleted child or account whose undo window has ended is
 * erased. A run claims a request (a restore can no longer win), erases, writes a report of counts
 * (by a random reference, never the subject's id) and only then drops the request: a run that
 * stops anywhere leaves the request, and the next run resumes it.
 */
export interface ErasureReport extends Removed {
  reference: string;
  kind: ErasureRequest['kind'];
  reason: ErasureRequest['reason'];
  requestedAt: string;
  erasedAt: string;
  children: number;
}

/** Requests handled a run: each is a few hundred small writes; the next run takes the rest. */
const PER_RUN = 25;

export async function eraseDue(now = new Date()): Promise<{ erased: ErasureReport[]; skipped: number }> {
  const due = await dueItems<ErasureRequest>('erasures', now.toISOString(), PER_RUN);
  const erased: ErasureReport[] = [];
  let skipped = 0;
  for (const request of due) {
    const report = await eraseOne(request, now);
    if (report) erased.push(report);
    else skipped += 1;
  }
  return { erased, skipped };
}

async function eraseOne(request: ErasureRequest, now: Date): Promise<ErasureReport | undefined> {
  const queueKey = keys.erasureDue(request.eraseAfter, request.subjectId);
  if (!request.startedAt && !(await claim(request, now))) return undefined;
  const removed = { items: 0, objects: 0, kept: 0 };
  let children = 0;
  if (request.kind === 'adult') {
    // An account's children go with it: each is erased as a child of this parent.
    for (const link of await partitionItems(keys.userPk(request.subjectId))) {
      if (!link.sk.startsWith(prefixes.child)) continue;
      const child = await getItem<UserRecord>(keys.user(String(link.childId)));
      const childRequest: ErasureRequest = child
        ? erasureRequest(child, 'accountDeleted', request.requestedBy, now)
        : { ...request, subjectId: String(link.childId), kind: 'child', parentId: request.subjectId, loginIds: [] };
      add(removed, await eraseSubject({ ...childRequest, parentId: request.subjectId }));
      children += 1;
    }
  }
  add(removed, await eraseSubject(request));
  const report: ErasureReport = {
    reference: randomUUID(),
    kind: request.kind,
    reason: request.reason,
    requestedAt: request.requestedAt,
    erasedAt: new Date().toISOString(),
    children,
    ...removed,
  };
  await putItem({
    ...keys.erasureReport(report.erasedAt.slice(0, 10), report.reference),
    entity: 'erasureReport',
    ...report,
  });
  await deleteKeys([queueKey]);
  log.info('privacy.erased', { ...report });
  return report;
}

function add(total: Removed, more: Removed): void {
  total.items += more.items;
  total.objects += more.objects;
  total.kept += more.kept;
}

/**
 * Marks the request started and the subject as being erased, in one transaction whose condition is
 * that the subject is still deleted with this window: a restore that came first wins, and its request
 * is gone with it. A subject whose profile is already gone (a run that stopped) is claimed as it is.
 */
async function claim(request: ErasureRequest, now: Date): Promise<boolean> {
  const profile = await getItem<UserRecord>(keys.user(request.subjectId));
  try {
    await claimErasure(request.eraseAfter, request.subjectId, now.toISOString(), Boolean(profile));
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

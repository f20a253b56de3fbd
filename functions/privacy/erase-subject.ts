import * as keys from '../data/keys';
import { prefixes, subjectItems, subjectPartitions, type Key } from '../data/keys';
import { flaggedSittingKey } from '../core/attempts/flagged-sittings';
import type { ErasureRequest } from '../core/erasure-requests';
import { deleteIfNames, deleteKeys, partitionItems, updateIf, type Item } from './store';
import { deletePrefix, listKeys } from './objects';
import { keepOrder } from './kept-orders';
import { forgetIdentity } from '../identity/facade';

/**
 * Erases one subject (decision 0801): every item of its partition and of the partitions and items
 * derived from its id, the items other partitions hold for it (found by keys its own items name),
 * and its objects by their prefixes. Bills stay, without the name (./kept-orders.ts). Each step may
 * run again: a resumed run deletes what is left and finds the rest gone.
 */
export interface Removed {
  items: number;
  objects: number;
  kept: number;
}

const UPLOAD_PREFIXES = ['speech', 'video', 'live', 'task', 'review', 'users'];
const GENERATED_PREFIXES = ['certificates', 'bills', 'reports', 'exports'];
const ATTEMPT_ITEM = /^ATTEMPT#[^#]+$/;

export async function eraseSubject(request: ErasureRequest): Promise<Removed> {
  const id = request.subjectId;
  const removed: Removed = { items: 0, objects: 0, kept: 0 };
  const own = await partitionItems(keys.userPk(id));
  for (const item of own) await eraseReferences(id, item, removed);
  removed.objects += await eraseObjects(request);
  if (request.kind === 'child' && request.parentId) removed.items += await eraseFromParent(request.parentId, id);
  for (const pk of subjectPartitions(id)) {
    const items = await partitionItems(pk);
    // A local refresh session is keyed by its token's hash; its account holds a pointer to it.
    const refreshes = items.filter((i) => i.sk.startsWith('REFRESH#')).map((i) => keys.refresh(i.sk.slice(8)));
    removed.items += await deleteKeys([...refreshes, ...items]);
  }
  await forgetIdentity(id);
  removed.items += await deleteKeys(subjectItems(id));
  for (const ref of request.loginIds) {
    if (await deleteIfNames(keys.loginId(ref.kind, ref.value), 'userId', id)) removed.items += 1;
    removed.items += await deleteKeys([
      keys.signInChallenge(ref.kind, ref.value),
      keys.attempts(`login#${ref.kind}#${ref.value}`),
      ...(await partitionItems(keys.sends(ref.value, '').pk)),
    ]);
  }
  // The profile last: until it goes, a resumed run still sees the subject.
  const profileLast = [...own.filter((i) => i.sk !== keys.PROFILE_SK), ...own.filter((i) => i.sk === keys.PROFILE_SK)];
  removed.items += await deleteKeys(profileLast);
  return removed;
}

/** Items elsewhere that an item of the subject names: a certificate's public copy, a coach's slot, a key's holder. */
async function eraseReferences(id: string, item: Item, removed: Removed): Promise<void> {
  const sk = item.sk;
  const derived: Key[] = [];
  if (sk.startsWith(prefixes.certificate)) derived.push(keys.publicCertificate(sk.slice(prefixes.certificate.length)));
  if (sk.startsWith(prefixes.call) && typeof item.coachId === 'string') {
    const scheduleId = sk.slice(prefixes.call.length);
    if (await deleteIfNames(keys.coachCall(item.coachId, scheduleId), 'userId', id)) removed.items += 1;
    if (typeof item.start === 'string' && (await deleteIfNames(keys.booked(item.coachId, item.start), 'userId', id)))
      removed.items += 1;
  }
  if (sk.startsWith(prefixes.userLicence)) {
    const held = await updateIf(keys.licence(sk.slice(prefixes.userLicence.length)), {
      UpdateExpression: 'SET userId = :erased',
      ConditionExpression: 'userId = :id',
      ExpressionAttributeValues: { ':erased': 'erased', ':id': id },
    });
    if (held) removed.items += 1;
  }
  if (sk.startsWith(prefixes.order)) {
    derived.push(keys.orderRef(sk.slice(prefixes.order.length)));
    if (await keepOrder(item)) removed.kept += 1;
  }
  if (sk === keys.dataExport(id).sk && typeof item.requestedAt === 'string')
    derived.push(keys.exportDue(item.requestedAt, id)); // a download still queued
  if (sk === keys.PROFILE_SK) removed.items += await eraseFromClass(id, item.school);
  if (ATTEMPT_ITEM.test(sk) && typeof item.finishedAt === 'number')
    derived.push(flaggedSittingKey(sk.slice('ATTEMPT#'.length), new Date(item.finishedAt).toISOString()));
  if (derived.length) removed.items += await deleteKeys(derived);
}

/**
 * A school's child (decision 0890): its row in the class (name, login id) goes, and the class counts one child
 * fewer. The count is lowered only by the run that deleted the row, so a resumed run does not lower it twice.
 */
async function eraseFromClass(id: string, school: unknown): Promise<number> {
  if (!school || typeof school !== 'object') return 0;
  const { orgId, classId } = school as { orgId?: unknown; classId?: unknown };
  if (typeof orgId !== 'string' || typeof classId !== 'string') return 0;
  if (!(await deleteIfNames(keys.classChild(orgId, classId, id), 'childId', id))) return 0;
  await updateIf(keys.orgClass(orgId, classId), {
    UpdateExpression: 'SET children = children - :one',
    ConditionExpression: 'children > :zero',
    ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
  });
  return 1;
}

/** The subject's objects, by its own prefixes; a recording's live session items go with its WAV. */
async function eraseObjects(request: ErasureRequest): Promise<number> {
  const id = request.subjectId;
  let count = 0;
  const recordings = (await listKeys('uploads', `speech/${id}/`))
    .map((key) => /\/([\w-]+)\.wav$/.exec(key)?.[1])
    .filter((r): r is string => Boolean(r));
  for (const recordingId of recordings)
    await deleteKeys([keys.speechSession(id, recordingId), keys.liveTranscript(id, recordingId)]);
  for (const prefix of UPLOAD_PREFIXES) count += await deletePrefix('uploads', `${prefix}/${id}/`);
  for (const prefix of GENERATED_PREFIXES) count += await deletePrefix('generated', `${prefix}/${id}/`);
  if (request.kind === 'child' && request.parentId)
    count += await deletePrefix('uploads', `users/${request.parentId}/children/${id}/`);
  return count;
}

/** The parent's link to the child goes; purchases for the child stay with the parent, no longer naming it. */
async function eraseFromParent(parentId: string, childId: string): Promise<number> {
  let count = await deleteKeys([keys.child(parentId, childId)]);
  for (const item of await partitionItems(keys.userPk(parentId))) {
    if (item.childId !== childId) continue;
    if (item.sk.startsWith(prefixes.childLicence) || item.sk.startsWith(prefixes.order)) {
      const changed = await updateIf(
        { pk: item.pk, sk: item.sk },
        {
          UpdateExpression: 'SET childErased = :yes REMOVE childId',
          ConditionExpression: 'childId = :child',
          ExpressionAttributeValues: { ':yes': true, ':child': childId },
        },
      );
      if (changed) count += 1;
    }
  }
  return count;
}

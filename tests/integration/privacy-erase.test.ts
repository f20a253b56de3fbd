import { describe, expect, it, vi } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import type { PrivacyChildrenData } from '#shared/api/contract-privacy';
import type { SchoolClassData } from '#shared/api/contract-schools';
import { useLocalStackDirectly } from '../support/direct-env';
import { TestClient } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { schoolWithChildren } from '../support/school-children';
import { getItem, partition } from '../support/table';
import {
  answerSpoken,
  bringEraseForward,
  itemsMentioning,
  keysUnder,
  objectsMentioning,
  uniqueName,
} from '../support/privacy';

useLocalStackDirectly();
// Whole journeys through the local API and the jobs: minutes on a busy shared machine, never a timing assertion.
vi.setConfig({ testTimeout: 240_000 });
const { eraseDue } = await import('../../functions/privacy/erase');
const { restoreChild } = await import('../../functions/family/child-deletion');
const { getUser } = await import('../../functions/core/users');

/**
 * Deleting a child: the undo window, restoring, and the erase after it, which leaves the child's id and
 * name in no item of the table and no object of the buckets (decision 0801).
 */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2,
]);
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

async function addChild(parent: TestClient, name: string): Promise<ChildProfile> {
  const form = new FormData();
  form.set('child_name', name);
  form.set('child_grade', '6');
  form.set('child_photo', new Blob([Buffer.from(PNG)], { type: 'image/png' }), 'me.png');
  const res = await parent.post('/v1/childprofile', form);
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.data.child;
}

describe('deleting a child', () => {
  it('waits out the undo window, can be restored in it, and is then erased without a trace', async () => {
    const parent = await signUp({ parentName: 'Lata Nair' });
    const name = uniqueName('Zoya');
    const child = await addChild(parent.client, name);
    const childId = child.child_id;
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    const recordings = await answerSpoken(junior, childId);
    expect(await keysUnder('uploads', `speech/${childId}/`)).toEqual(expect.arrayContaining(recordings));
    expect((await itemsMentioning([childId])).length).toBeGreaterThan(5);
    // The sweep that must later find nothing finds the recordings now.
    expect((await objectsMentioning([childId])).length).toBeGreaterThanOrEqual(recordings.length);

    // Deleted: the junior is signed out and cannot sign in; the parent sees it among the deleted.
    const deleted = await parent.client.put('/v1/childprofile', { child_id: childId, is_delete: true });
    expect(deleted.body.data).toMatchObject({ kind: 'deleted', child_id: childId });
    const due = Date.parse(deleted.body.data.erase_after);
    expect(due - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await junior.get('/v1/childdetails')).status).toBe(403); // its tokens ended with the delete
    const signIn = await new TestClient().post('/v1/login', {
      login_id: child.child_user_name,
      pin: child.child_pin,
      keepalive: true,
    });
    expect(signIn.status).toBe(401);
    const view = (await parent.client.get<PrivacyChildrenData>('/v1/privacy/children')).body.data;
    expect(view.deleted).toEqual([{ child_id: childId, child_name: name, erase_after: deleted.body.data.erase_after }]);
    expect(view.children).toEqual([]);

    // Twice, or by another parent: 'Child Token not found!', and nothing changes.
    expect((await parent.client.put('/v1/childprofile', { child_id: childId, is_delete: true })).body.message).toBe(
      'Child Token not found!',
    );
    const stranger = await signUp({ parentName: 'Ravi Rao' });
    for (const path of ['/v1/privacy/restore_child', '/v1/privacy/withdraw_consent'])
      expect((await stranger.client.post(path, { child_id: childId })).body.message).toBe('Child Token not found!');

    // Restored in the window: back with its PIN; then deleted again.
    expect((await parent.client.post('/v1/privacy/restore_child', { child_id: childId })).status).toBe(200);
    await juniorSignIn(child.child_user_name, child.child_pin!);
    expect((await parent.client.post('/v1/privacy/restore_child', { child_id: childId })).body.message).toBe(
      'Child Token not found!',
    );
    const again = await parent.client.put('/v1/childprofile', { child_id: childId, is_delete: true });
    expect(again.status).toBe(200);

    // After the window nobody can restore it.
    const parentRecord = (await getUser(parent.userId))!;
    await expect(restoreChild(parentRecord, childId, later(8))).rejects.toMatchObject({ key: 'restoreWindowOver' });

    // The erase: a run before the window ends leaves it; after it, everything goes.
    const requestedAt = new Date(Date.parse(again.body.data.erase_after) - 7 * DAY).toISOString();
    expect((await eraseDue()).erased.find((r) => r.requestedAt === requestedAt)).toBeUndefined();
    expect(await getItem(`USER#${childId}`, 'PROFILE')).toBeDefined();
    await bringEraseForward(childId);
    const run = await eraseDue();
    const report = run.erased.find((r) => r.requestedAt === requestedAt)!;
    expect(report).toMatchObject({ kind: 'child', reason: 'childDeleted' });
    expect(report.items).toBeGreaterThan(5);
    expect(report.objects).toBeGreaterThanOrEqual(recordings.length + 1); // the recordings and the photo
    expect(JSON.stringify(report)).not.toContain(childId);

    expect(await itemsMentioning([childId, name])).toEqual([]);
    expect(await objectsMentioning([childId, name])).toEqual([]);
    // The parent's account is whole: its place is free again and the username can be someone else's.
    expect((await partition(`USER#${parent.userId}`)).find((i) => i.sk === 'PROFILE')).toMatchObject({ childCount: 0 });
    expect(await getItem(`LOGIN#username#${child.child_user_name}`, 'LOGIN')).toBeUndefined();
    // Running again finds nothing more of it to do.
    expect((await eraseDue()).erased.find((r) => r.requestedAt === requestedAt)).toBeUndefined();
  });

  it("erases a school's child a parent linked and deleted from its class too, which counts one child fewer", async () => {
    const { admin, classId, cards } = await schoolWithChildren(2);
    const card = cards[0]!;
    const parent = await signUp({ parentName: 'Meena Pillai' });
    const linked = await parent.client.post('/v1/childprofile/link', {
      login_id: card.loginId,
      pin: card.pin,
      consent: true,
    });
    expect(linked.status, linked.body.message).toBe(200);
    const deleted = await parent.client.put('/v1/childprofile', { child_id: card.childId, is_delete: true });
    expect(deleted.status, deleted.body.message).toBe(200);

    await bringEraseForward(card.childId);
    const run = await eraseDue();
    expect(run.erased.some((r) => r.kind === 'child' && r.reason === 'childDeleted')).toBe(true);
    expect(await itemsMentioning([card.childId, card.name])).toEqual([]);
    const page = (await admin.get<SchoolClassData>(`/v1/org/classes/${classId}`)).body.data;
    expect(page.children.map((c) => c.child_id)).toEqual([cards[1]!.childId]);
    expect(page.class.children).toBe(1);
  });
});

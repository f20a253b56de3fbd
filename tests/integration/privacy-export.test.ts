import { describe, expect, it, vi } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { ChildProfile } from '#shared/api/contract-accounts';
import type { ExportData, PrivacyChildrenData } from '#shared/api/contract-privacy';
import { useLocalStackDirectly } from '../support/direct-env';
import { readyExport } from '../support/privacy-export';
import { TestClient } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { partition } from '../support/table';
import { answerSpoken, bucketsClient, jsonOf, openDownload } from '../support/privacy';
import { spokenWav, uploadRecording } from '../support/speech';

useLocalStackDirectly();
// Whole journeys through the local API and the jobs: minutes on a busy shared machine, never a timing assertion.
vi.setConfig({ testTimeout: 240_000 });

/**
 * Consent and the data download (decisions 0800, 0802): a parent's consent is recorded with each child
 * and shown back; a child without one cannot record; downloads are one at a time, only of one's own
 * data or one's own child's, and hold a thousand recordings as well as one.
 */
async function parentWithChild(
  name = 'Tara Nair',
): Promise<{ parent: Awaited<ReturnType<typeof signUp>>; child: ChildProfile }> {
  const parent = await signUp({ parentName: 'Lata Nair' });
  const res = await parent.client.post('/v1/childprofile', { child_name: name, child_grade: '5', child_avatar: 2 });
  return { parent, child: res.body.data.child };
}

describe('consent', () => {
  it('is recorded when a parent adds a child, shown back, and needed before the child records', async () => {
    const { parent, child } = await parentWithChild();
    const consent = await partition(`USER#${child.child_id}`).then((items) => items.find((i) => i.sk === 'CONSENT'));
    expect(consent).toMatchObject({
      role: 'parent',
      givenBy: parent.userId,
      via: 'phone',
      contact: parent.loginId,
      noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const view = (await parent.client.get<PrivacyChildrenData>('/v1/privacy/children')).body.data;
    expect(view.children).toEqual([
      expect.objectContaining({
        child_id: child.child_id,
        consent: expect.objectContaining({ via: 'phone', withdrawn_at: null }),
      }),
    ]);

    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    await uploadRecording(junior, spokenWav('good morning')); // with consent: allowed
    const { deleteKeys } = await import('../../functions/privacy/store');
    await deleteKeys([{ pk: `USER#${child.child_id}`, sk: 'CONSENT' }]); // a child from before consent records
    const refused = await junior.post('/v1/recordingupload', { content_type: 'audio/wav' });
    expect(refused.body).toMatchObject({
      code: 403,
      message: 'A parent needs to agree to the privacy notice before this child can record answers.',
    });
    expect((await junior.post('/v1/speechSession', { recording_id: crypto.randomUUID() })).body.code).toBe(403);
  });

  it('withdrawn by the parent deletes the child, with the undo window', async () => {
    const { parent, child } = await parentWithChild();
    const res = await parent.client.post('/v1/privacy/withdraw_consent', { child_id: child.child_id });
    expect(res.body).toMatchObject({ code: 200, data: { child_id: child.child_id, erase_after: expect.any(String) } });
    const items = await partition(`USER#${child.child_id}`);
    expect(items.find((i) => i.sk === 'CONSENT')).toMatchObject({ withdrawnAt: expect.any(String) });
    expect((await partition('ERASURES')).filter((i) => String(i.sk).endsWith(child.child_id))).toEqual([
      expect.objectContaining({ reason: 'consentWithdrawn', kind: 'child' }),
    ]);
    const view = (await parent.client.get<PrivacyChildrenData>('/v1/privacy/children')).body.data;
    expect(view.deleted.map((d) => d.child_id)).toEqual([child.child_id]);
  });
});

describe('a data download', () => {
  it('asked for twice at once is built once; only one’s own or one’s own child’s', async () => {
    const { parent, child } = await parentWithChild();
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    await answerSpoken(junior, child.child_id);
    const both = await Promise.all(
      [0, 1].map(() => parent.client.post<ExportData>('/v1/privacy/export', { child_id: child.child_id })),
    );
    expect(both.map((r) => r.body.data.status)).toEqual(['building', 'building']);
    const queued = (await partition('EXPORTS')).filter((i) => String(i.sk).endsWith(child.child_id));
    expect(queued).toHaveLength(1);

    const stranger = await signUp({ parentName: 'Ravi Rao' });
    expect((await stranger.client.post('/v1/privacy/export', { child_id: child.child_id })).body.message).toBe(
      'Child Token not found!',
    );
    expect((await stranger.client.get(`/v1/privacy/export?child_id=${child.child_id}`)).body.message).toBe(
      'Child Token not found!',
    );
    expect((await junior.post('/v1/privacy/export', {})).status).toBe(403);
    expect((await new TestClient().get('/v1/privacy/export')).status).toBe(401);

    const ready = await readyExport(parent.client, child.child_id);
    const files = await openDownload(ready.url!);
    expect(jsonOf(files, 'consent.json')).toMatchObject({ role: 'parent', givenBy: parent.userId });
    expect(jsonOf(files, 'profile.json')).toMatchObject({ fullName: 'Tara Nair', userId: child.child_id });
    expect(Object.keys(files).filter((f) => f.startsWith(`files/uploads/speech/${child.child_id}/`)).length).toBe(1);
    // The parent's own download is another one, of the parent.
    const own = await parent.client.post<ExportData>('/v1/privacy/export', {});
    expect(own.body.data.status).toBe('building');
  });

  it('holds an account’s thousand recordings', async () => {
    const adult = await signUp();
    const s3 = bucketsClient();
    const wav = spokenWav('hello');
    for (let batch = 0; batch < 1000; batch += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          s3.send(
            new PutObjectCommand({
              Bucket: 'fluentia-local-uploads',
              Key: `speech/${adult.userId}/${String(batch + i).padStart(4, '0')}.wav`,
              Body: wav,
            }),
          ),
        ),
      );
    await adult.client.post('/v1/privacy/export', {});
    const ready = await readyExport(adult.client);
    expect(ready.status).toBe('ready');
    const files = await openDownload(ready.url!);
    expect(Object.keys(files).filter((f) => f.startsWith(`files/uploads/speech/${adult.userId}/`))).toHaveLength(1000);
  });
});

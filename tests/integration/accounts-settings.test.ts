import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DashboardData, LicencesData } from '#shared/api/contract-accounts';
import { TestClient, freshEmail } from '../support/api-client';
import { juniorSignIn, newLicence, signUp } from '../support/accounts';
import { licencePk } from '../support/licences';
import { maskLicenceKey } from '../../functions/core/licence-keys';
import { getItem, putItem } from '../support/table';

/** Settings, dashboard, notifications and history, through the local API. */
async function pinSignIn(loginId: string, pin: string): Promise<TestClient> {
  const client = new TestClient();
  client.token = (await client.post('/v1/login', { login_id: loginId, pin })).body.data.token;
  return client;
}

describe('GET and POST v1/licenses', () => {
  it('applies an organisation key once, with its organisation, and refuses a second use', async () => {
    const key = await newLicence();
    const { client, userId } = await signUp();
    expect((await client.get<LicencesData>('/v1/licenses')).body.data).toEqual({
      organisationID: null,
      organisation_name: null,
      keys: [],
    });
    const applied = await client.post<LicencesData>('/v1/licenses', { license_key: key.toLowerCase() });
    expect(applied.body).toMatchObject({
      status: true,
      data: { organisationID: 'org-sunrise', organisation_name: 'Sunrise Public School' },
    });
    expect(applied.body.data.keys).toEqual([
      expect.objectContaining({ license_key: maskLicenceKey(key), organisation_name: 'Sunrise Public School' }),
    ]);
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBe(userId);
    expect((await client.post('/v1/licenses', { license_key: key })).body.status).toBe(true); // one's own key again

    const other = await signUp();
    // Someone else's key answers as a key that does not exist.
    const used = await other.client.post('/v1/licenses', { license_key: key });
    expect(used.body).toMatchObject({
      code: 401,
      message: 'This licence key is not valid or is already in use. Please check it with your organisation.',
    });
    expect(used.body).toEqual((await other.client.post('/v1/licenses', { license_key: 'FLU-NOPE-0000' })).body);
    expect((await other.client.get<LicencesData>('/v1/licenses')).body.data.organisationID).toBeNull();
  });

  it('refuses a junior, a parent acting for a child, an unknown key and an empty one', async () => {
    const key = await newLicence();
    const kabir = await juniorSignIn('kabir4821', '482913');
    expect((await kabir.post('/v1/licenses', { license_key: key })).body.code).toBe(403);
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBeUndefined();
    const { client } = await signUp();
    expect((await client.post('/v1/licenses', { license_key: 'FLU-NOPE-0000' })).body).toMatchObject({
      code: 401,
      message: 'This licence key is not valid or is already in use. Please check it with your organisation.',
    });
    expect((await client.post('/v1/licenses', { license_key: ' ' })).body).toMatchObject({
      code: 422,
      message: 'Please enter a licence key',
    });
  });

  it('lets two accounts race for one key and gives it to exactly one', async () => {
    const key = await newLicence();
    const people = await Promise.all([signUp(), signUp(), signUp()]);
    const results = await Promise.all(people.map((p) => p.client.post('/v1/licenses', { license_key: key })));
    expect(results.filter((r) => r.body.status).length).toBe(1);
    expect(results.filter((r) => r.body.code === 401).length).toBe(2);
  });

  it('shows the seeded organisation learner their key', async () => {
    const vikram = await pinSignIn('9876543210', 'FLU-ORG1-0001');
    const data = (await vikram.get<LicencesData>('/v1/licenses')).body.data;
    expect(data).toMatchObject({ organisationID: 'org-sunrise', organisation_name: 'Sunrise Public School' });
    // Masked: no key is kept in clear, not even for its holder (decision 0771).
    expect(data.keys.map((k) => k.license_key)).toContain('FLU-••••-0001');
  });
});

describe('v1/checkspeech, v1/checknotify and v1/micTest', () => {
  it('keeps the toggles, and a passed echo test turns speech on', async () => {
    const { client } = await signUp();
    expect((await client.get('/v1/checkspeech')).body.data).toEqual({ speech_is_on: false });
    expect((await client.post('/v1/micTest', { success: false })).body.data).toEqual({
      mic_ok: false,
      speech_is_on: false,
    });
    expect((await client.get('/v1/checkspeech')).body.data).toEqual({ speech_is_on: false });
    expect((await client.post('/v1/micTest', { success: true })).body.data).toEqual({
      mic_ok: true,
      speech_is_on: true,
    });
    expect((await client.get('/v1/checkspeech')).body.data).toEqual({ speech_is_on: true });
    expect((await client.post('/v1/checkspeech', { speech_is_on: '0' })).body.data).toEqual({ speech_is_on: false });
    expect((await client.post('/v1/checknotify', { notify_is_on: true })).body.data).toEqual({ notify_is_on: true });
    expect((await client.get('/v1/checknotify')).body.data).toEqual({ notify_is_on: true });
    expect((await client.post('/v1/checknotify', { notify_is_on: 'maybe' })).body.code).toBe(422);
    expect((await client.post('/v1/micTest', {})).body.code).toBe(422);
  });

  it('lets a junior run the echo test for speech answers', async () => {
    const meera = await juniorSignIn('meera7315', '731594');
    expect((await meera.get('/v1/checkspeech')).body.status).toBe(true);
    expect((await meera.get('/v1/checknotify')).body.code).toBe(403);
  });
});

describe('GET v1/mydashboard', () => {
  it('gives a retail learner Up Next from their courses and the Daily widget', async () => {
    const asha = await pinSignIn('asha@example.com', '246810');
    const data = (await asha.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(data).toMatchObject({
      is_retail: true,
      show_dailystep: true,
      dailystep: { course_id: 0, element_id: 246 },
      childStatus: { is_parent: false, children: 0 },
    });
    expect(data.upnext.map((u) => u.course_id)).toEqual(expect.arrayContaining([101, 201, 487]));
    expect(data.upnext.map((u) => u.course_id)).not.toContain(683); // expired
    expect(data.upnext.map((u) => u.course_id)).not.toContain(0); // the Daily widget, not Up Next
    expect(data.upnext.find((u) => u.course_id === 201)).toMatchObject({
      type: 'live',
      link: 'mycourse?course_id=201',
    });
    expect(data.upnext.find((u) => u.course_id === 487)).toMatchObject({ type: 'coach' });
  });

  it('gives a new retail learner no made-up Up Next row, and shows no Daily widget to an organisation learner', async () => {
    const { client } = await signUp();
    const fresh = (await client.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(fresh).toMatchObject({
      upnext: [],
      show_dailystep: false,
      profile_incomplete: true,
      streak: null,
      levels: null,
    });
    const vikram = await pinSignIn('9876543210', 'FLU-ORG1-0001');
    const org = (await vikram.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(org).toMatchObject({ is_retail: false, show_dailystep: false, profile_incomplete: false });
    expect(org.upnext.map((u) => u.course_id)).toEqual(expect.arrayContaining([315, 428, 101]));
  });
});

describe('GET and POST v1/notifications', () => {
  it('lists a user’s own notifications newest first and marks them read', async () => {
    const { client, userId } = await signUp();
    for (const [i, at] of ['2025-03-01T10:00:00.000Z', '2025-03-02T10:00:00.000Z'].entries()) {
      const noteId = `${at}#${randomUUID()}`;
      await putItem({
        pk: `USER#${userId}`,
        sk: `NOTE#${noteId}`,
        entity: 'notification',
        noteId,
        message: `Note ${i}`,
        target: null,
        status: 'info',
        unread: true,
        createdAt: at,
      });
    }
    const list = (await client.get('/v1/notifications')).body.data;
    expect(list.notifications.map((n: { message: string }) => n.message)).toEqual(['Note 1', 'Note 0']);
    expect(list.unread).toBe(2);
    const stranger = await signUp();
    expect(
      (await stranger.client.post('/v1/notifications', { ids: [list.notifications[0].id] })).body.data.unread,
    ).toBe(0);
    expect((await client.get('/v1/notifications')).body.data.unread).toBe(2);
    expect((await client.post('/v1/notifications', { ids: [list.notifications[0].id] })).body.data).toEqual({
      unread: 1,
    });
    expect((await client.post('/v1/notifications', {})).body.data).toEqual({ unread: 0 });
  });
});

describe('GET v1/listcertificates and v1/orders', () => {
  it('are empty with the spec messages, then list the user’s own items with signed links', async () => {
    const { client, userId } = await signUp({ loginId: freshEmail() });
    expect((await client.get('/v1/listcertificates')).body).toMatchObject({
      status: true,
      message: 'No Certificates Found',
      data: [],
    });
    expect((await client.get('/v1/orders')).body).toMatchObject({ status: true, message: 'No Orders found', data: [] });
    await putItem({
      pk: `USER#${userId}`,
      sk: 'CERT#c1',
      entity: 'certificate',
      certId: 'c1',
      certName: 'Ravi Kumar',
      courseName: 'Everyday English',
      attemptDate: '2025-02-01',
      fileKey: `users/${userId}/certificates/c1.pdf`,
    });
    await putItem({
      pk: `USER#${userId}`,
      sk: 'ORDER#o1',
      entity: 'order',
      orderId: 'o1',
      productName: 'Everyday English',
      orderedAt: '2025-01-01T00:00:00.000Z',
      amount: 499,
      currency: 'INR',
    });
    const certs = (await client.get('/v1/listcertificates')).body.data;
    expect(certs).toEqual([
      expect.objectContaining({
        cert_id: 'c1',
        course_name: 'Everyday English',
        cert_url: expect.stringMatching(/^http.*X-Amz-Signature/),
      }),
    ]);
    expect((await client.get('/v1/orders')).body.data).toEqual([
      expect.objectContaining({ order_id: 'o1', bill: null, amount: 499 }),
    ]);
    expect((await (await signUp()).client.get('/v1/orders')).body.data).toEqual([]);
  });
});

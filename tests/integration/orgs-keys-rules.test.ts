import { describe, expect, it } from 'vitest';
import type { IssuedKeysData, OrgKeysData, OrgOverviewData } from '#shared/api/contract-orgs';
import { TestClient, freshEmail } from '../support/api-client';
import { signUp } from '../support/accounts';
import { issued, newOrg, newOrgAdmin, type TestAdmin } from '../support/orgs';
import { allItems, getItem, partition, putItem, setFields } from '../support/table';
import { todayIst } from '../../functions/core/learner-state';

/**
 * The rules of keys and seats (docs/organisations.md; decisions 0773, 0774) against the local API and
 * DynamoDB Local: never past the seats bought however many issue at once, an expired or revoked key
 * refused with what happened, a revoke's effects on its holder, and no key anywhere in clear.
 */
const revoked = 'Your organisation has withdrawn this licence key. Please contact them for a new one.';
const expired = 'This licence key has expired. Please contact your organisation to renew it.';
const usedOrUnknown = 'This licence key is not valid or is already in use. Please check it with your organisation.';

function as(admin: TestAdmin): TestClient {
  const client = new TestClient();
  client.token = admin.token;
  return client;
}

const login = (loginId: string, key: string) => new TestClient().post('/v1/login', { login_id: loginId, pin: key });
const keysOf = async (orgId: string) =>
  (await allItems()).filter((i) => i.entity === 'licence' && i.orgId === orgId && i.state !== 'revoked');

describe('issuing within the seats bought', () => {
  it('gives 30 parallel issues racing the last seats exactly the seats there are, each refusal saying why', async () => {
    const test = await newOrg({ seats: 40 });
    const admins = await Promise.all([newOrgAdmin(test.org), newOrgAdmin(test.org), newOrgAdmin(test.org)]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        as(admins[i % 3]!).post<IssuedKeysData>('/v1/org/keys', { seats_id: test.poolId, count: 2 }),
      ),
    );
    const won = answers.filter((a) => a.body.code === 200);
    const lost = answers.filter((a) => a.body.code !== 200);
    for (const a of lost)
      expect(['seatsExhausted', 'orgBusy']).toContain((a.body.data as unknown as { error: string }).error);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // Never over: the pool's count, the keys stored and the keys answered agree, and stay within the 40 seats.
    const pool = await getItem(`ORG#${test.org.orgId}`, `SEATS#${test.poolId}`);
    const given = won.flatMap((a) => a.body.data.keys.map((k) => k.key_id));
    expect(pool?.issued).toBe(given.length);
    expect(given.length).toBeLessThanOrEqual(40);
    expect(new Set(given).size).toBe(given.length);
    expect((await keysOf(test.org.orgId)).map((k) => k.ref).sort()).toEqual([...given].sort());
    // Busy answers may leave seats: whatever is left can be issued, and then not one more.
    const left = 40 - given.length;
    if (left)
      expect((await as(admins[0]!).post('/v1/org/keys', { seats_id: test.poolId, count: left })).body.code).toBe(200);
    const over = await as(admins[0]!).post('/v1/org/keys', { seats_id: test.poolId, count: 1 });
    expect(over.body).toMatchObject({
      code: 409,
      message: 'There are not enough seats left for that many keys. Issue fewer, or contact Fluentia for more seats.',
    });
    expect((await getItem(`ORG#${test.org.orgId}`, `SEATS#${test.poolId}`))?.issued).toBe(40);
  });

  it('lets two admins revoke and issue at once: every seat and count stays right, a key is revoked once', async () => {
    const test = await newOrg({ seats: 20 });
    const [a, b] = await Promise.all([newOrgAdmin(test.org), newOrgAdmin(test.org)]);
    const keys = await issued(test, 10);
    const [holderKey, ...unused] = keys;
    await login(freshEmail(), holderKey!.key);
    const answers = await Promise.all([
      as(a).post('/v1/org/keys/revoke', { key_id: holderKey!.ref }),
      as(b).post('/v1/org/keys/revoke', { key_id: holderKey!.ref }),
      as(a).post('/v1/org/keys/revoke', { key_id: unused[0]!.ref }),
      as(b).post('/v1/org/keys', { seats_id: test.poolId, count: 5 }),
      as(a).post('/v1/org/keys', { seats_id: test.poolId, count: 5 }),
    ]);
    expect(answers.map((r) => r.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect(
      answers
        .slice(0, 2)
        .map((r) => r.body.message)
        .sort(),
    ).toEqual([
      'Key revoked. Its holder keeps what they earned and loses access at once.',
      'This key was already revoked.',
    ]);
    const overview = (await as(a).get<OrgOverviewData>('/v1/org/overview')).body.data;
    // 10 issued, 2 revoked, 10 more issued: 18 live keys, none used any more.
    expect(overview.totals).toEqual({ seats: 20, issued: 18, used: 0, unused: 18, left: 2 });
    expect((await keysOf(test.org.orgId)).length).toBe(18);
  });

  it('refuses an issue from expired seats, and an expired key at sign-in and in Settings', async () => {
    const test = await newOrg();
    const admin = as(await newOrgAdmin(test.org));
    const [key, other] = await issued(test, 2);
    await setFields(`ORG#${test.org.orgId}`, `SEATS#${test.poolId}`, {
      expiresOn: todayIst(Date.now() - 86_400_000),
    });
    expect((await admin.post('/v1/org/keys', { seats_id: test.poolId, count: 1 })).body).toMatchObject({
      code: 409,
      message: 'These seats have expired. Please contact Fluentia to renew them.',
    });
    expect((await login(freshEmail(), key!.key)).body).toMatchObject({ code: 403, message: expired });
    const { client } = await signUp();
    expect((await client.post('/v1/licenses', { license_key: other!.key })).body).toMatchObject({
      code: 403,
      message: expired,
    });
    expect((await getItem(`LICENCE#${key!.ref}`, 'KEY'))?.state).toBe('unused');
  });
});

describe('revoking a key', () => {
  it('ends its holder’s sessions and closes its courses at once; they keep what they earned; the key is refused', async () => {
    const test = await newOrg();
    const admin = as(await newOrgAdmin(test.org));
    const [key] = await issued(test, 1);
    const holder = freshEmail();
    const signedIn = await login(holder, key!.key);
    const userId = signedIn.body.data.user_id as string;
    const learner = new TestClient();
    learner.token = signedIn.body.data.token;
    expect((await learner.get('/v1/courses')).status).toBe(200);
    const certificate = {
      pk: `USER#${userId}`,
      sk: 'CERT#c-1',
      entity: 'certificate',
      certId: 'c-1',
      courseName: 'Everyday English for Adults',
      attemptDate: '2026-12-01',
    };
    await putItem(certificate);

    const done = await admin.post<{ key: OrgKeysData['keys'][number] }>('/v1/org/keys/revoke', { key_id: key!.ref });
    expect(done.body).toMatchObject({ code: 200, data: { key: { state: 'revoked', holder } } });
    // The holder's next request is refused (the suites run without the authorizer's cache).
    expect((await learner.get('/v1/courses')).status).toBe(403);
    // Their courses of the key closed yesterday; their certificate and account stay.
    const yesterday = todayIst(Date.now() - 86_400_000);
    expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ closeDate: yesterday });
    expect(await getItem(`USER#${userId}`, 'CERT#c-1')).toMatchObject(certificate);
    expect(await getItem(`ORG#${test.org.orgId}`, `MEMBER#${userId}`)).toMatchObject({ endedAt: expect.any(String) });

    // The key tells its holder it was withdrawn; to anyone else it is no key at all, at sign-in and in Settings.
    expect((await login(holder, key!.key)).body).toMatchObject({ code: 403, message: revoked });
    expect((await login(freshEmail(), key!.key)).body).toMatchObject({ code: 401, message: usedOrUnknown });
    const someone = await signUp();
    expect((await someone.client.post('/v1/licenses', { license_key: key!.key })).body).toMatchObject({ code: 401 });
  });

  it('frees an unused key’s seat, and tells whoever holds the withdrawn key so', async () => {
    const test = await newOrg({ seats: 1 });
    const admin = as(await newOrgAdmin(test.org));
    const [key] = await issued(test, 1);
    expect((await admin.post('/v1/org/keys/revoke', { key_id: key!.ref })).body.code).toBe(200);
    expect((await login(freshEmail(), key!.key)).body).toMatchObject({ code: 403, message: revoked });
    const { client } = await signUp();
    expect((await client.post('/v1/licenses', { license_key: key!.key })).body).toMatchObject({
      code: 403,
      message: revoked,
    });
    expect((await admin.post('/v1/org/keys', { seats_id: test.poolId, count: 1 })).body.code).toBe(200);
  });
});

describe('keys at rest', () => {
  it('keeps no licence key in clear anywhere in the table: the seeded keys, issued keys, and after sign-ins', async () => {
    const test = await newOrg();
    const keys = await issued(test, 3);
    await login(freshEmail(), keys[0]!.key);
    const { client } = await signUp();
    await client.post('/v1/licenses', { license_key: keys[1]!.key });
    await new TestClient().post('/v1/login', { login_id: '9876543210', pin: 'FLU-ORG1-0001' });
    const texts = [
      ...keys.map((k) => k.key),
      'FLU-ORG1-0001',
      'FLU-ORG1-0002',
      'FLU-ORG1-0003',
      'FLU-ORG1-0004',
      'FLU-ORG1-0005',
    ];
    const stored = JSON.stringify(await allItems()).toUpperCase();
    expect(texts.filter((t) => stored.includes(t))).toEqual([]);
    // Each key is found by its hash only, and the holder's own record names it masked.
    const holderItems = await partition(`ORG#${test.org.orgId}`);
    expect(holderItems.some((i) => i.entity === 'orgMember' && /^FLU-••••-••••-••••-/.test(i.masked))).toBe(true);
  });
});

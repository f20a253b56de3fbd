import { describe, expect, it } from 'vitest';
import type { OrgExportData, OrgKeysData, OrgOverviewData, OrgPeopleData } from '#shared/api/contract-orgs';
import { TestClient, freshEmail } from '../support/api-client';
import { asAdmin, exportDone, issued, newOrg, newOrgAdmin } from '../support/orgs';
import { getItem, setFields } from '../support/table';
import { removeAdmin } from '../../functions/orgs/admins';

/**
 * The organisation's console through the local API (docs/organisations.md): the overview's counts, the
 * key list by state and search, people with their progress and a CSV export fetched through its link;
 * an admin reaches only their own organisation, and a removed admin nothing.
 */
const url = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

async function keySignIn(key: string, loginId = freshEmail()) {
  const res = await new TestClient().post('/v1/login', { login_id: loginId, pin: key });
  expect(res.body.code, res.body.message).toBe(200);
  return { loginId, userId: res.body.data.user_id as string, token: res.body.data.token as string };
}

describe('the overview and the key list', () => {
  it('counts seats bought, issued, used and unused, lists keys masked by state, and finds one by key or holder', async () => {
    const test = await newOrg({ seats: 10 });
    const admin = asAdmin(await newOrgAdmin(test.org));
    const keys = await issued(test, 4);
    const holder = await keySignIn(keys[0]!.key);

    const overview = (await admin.get<OrgOverviewData>('/v1/org/overview')).body.data;
    expect(overview).toMatchObject({ org_id: test.org.orgId, kind: 'company' });
    expect(overview.totals).toEqual({ seats: 10, issued: 4, used: 1, unused: 3, left: 6 });
    expect(overview.recent).toEqual([
      {
        key: expect.stringMatching(/^FLU-••••-••••-••••-[0-9A-Z]{4}$/),
        login_id: holder.loginId,
        used_at: expect.any(String),
        seats_name: 'Business English',
      },
    ]);

    const used = (await admin.get<OrgKeysData>(url('/v1/org/keys', { state: 'used' }))).body.data;
    expect(used.keys.map((k) => [k.key_id, k.holder, k.state])).toEqual([[keys[0]!.ref, holder.loginId, 'used']]);
    const all = (await admin.get<OrgKeysData>(url('/v1/org/keys', { state: 'all' }))).body.data.keys;
    expect(all).toHaveLength(4);
    // No answer carries a key in full after its issue.
    for (const k of keys) expect(JSON.stringify(all)).not.toContain(k.key);

    const byKey = (await admin.get<OrgKeysData>(url('/v1/org/keys', { search: keys[2]!.key.toLowerCase() }))).body.data;
    expect(byKey.keys.map((k) => k.key_id)).toEqual([keys[2]!.ref]);
    const byHolder = (await admin.get<OrgKeysData>(url('/v1/org/keys', { search: holder.loginId.slice(0, 12) }))).body
      .data;
    expect(byHolder.keys.map((k) => k.key_id)).toEqual([keys[0]!.ref]);
  });

  it('pages through its lists 25 at a time with the cursor it answers, and refuses a cursor into another organisation', async () => {
    const test = await newOrg({ seats: 60 });
    const admin = asAdmin(await newOrgAdmin(test.org));
    const keys = await issued(test, 30);
    const first = (await admin.get<OrgKeysData>('/v1/org/keys')).body.data;
    expect(first.keys).toHaveLength(25);
    expect(first.next).toEqual(expect.any(String));
    const second = (await admin.get<OrgKeysData>(url('/v1/org/keys', { cursor: first.next! }))).body.data;
    expect(second.keys).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(new Set([...first.keys, ...second.keys].map((k) => k.key_id))).toEqual(new Set(keys.map((k) => k.ref)));

    // Another organisation's admin holding this cursor pages nothing of this organisation.
    const other = await newOrg();
    const stranger = asAdmin(await newOrgAdmin(other.org));
    const forged = await stranger.get(url('/v1/org/keys', { cursor: first.next! }));
    expect(forged.body).toMatchObject({ code: 422, data: { fields: { cursor: expect.any(String) } } });
  });
});

describe('people and their export', () => {
  it('lists who joined with their progress, and exports them as a CSV file with formula text made plain', async () => {
    const test = await newOrg();
    const admin = asAdmin(await newOrgAdmin(test.org));
    const [k1, k2] = await issued(test, 2);
    const a = await keySignIn(k1!.key);
    const b = await keySignIn(k2!.key);
    await setFields(`USER#${a.userId}`, 'PROFILE', { fullName: '=HYPERLINK("https://evil.example","Click")' });
    await setFields(`USER#${b.userId}`, 'COURSE#101#ENROL', { percentComplete: 40 });

    const people = (await admin.get<OrgPeopleData>('/v1/org/people')).body.data;
    expect(people.people.map((p) => p.login_id).sort()).toEqual([a.loginId, b.loginId].sort());
    const bee = people.people.find((p) => p.user_id === b.userId)!;
    expect(bee).toMatchObject({ access: 'active', seats_name: 'Business English' });
    expect(bee.progress).toEqual([
      { course_id: 101, course_title: 'Everyday English for Adults', percent: 40, closes_on: expect.any(String) },
      { course_id: 507, course_title: 'Business Writing Essentials', percent: 0, closes_on: expect.any(String) },
    ]);
    const found = (
      await admin.get<OrgPeopleData>(url('/v1/org/people', { search: b.loginId.slice(0, 14).toUpperCase() }))
    ).body;
    expect(found.data.people.map((p) => p.user_id)).toEqual([b.userId]);

    const started = await admin.post<OrgExportData>('/v1/org/exports', { kind: 'people' });
    expect(started.body).toMatchObject({ code: 200, data: { state: 'running', url: null } });
    const ready = await exportDone(admin, started.body.data.export_id);
    expect(ready).toMatchObject({ state: 'ready', rows: 2, url: expect.stringContaining('org-exports/') });
    const bytes = Buffer.from(await (await fetch(ready.url!)).arrayBuffer());
    const csv = bytes.toString('utf8');
    // UTF-8 with a byte order mark, so Excel reads names in any script.
    expect(csv.startsWith('\uFEFF"Name","Login id"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csv).toContain('Everyday English for Adults: 40%');
  });
});

describe('an admin reaches their own organisation only', () => {
  it("finds none of another organisation's keys or exports, and a removed admin reaches nothing", async () => {
    const mine = await newOrg();
    const theirs = await newOrg();
    const me = await newOrgAdmin(mine.org);
    const stranger = asAdmin(await newOrgAdmin(theirs.org));
    const [key] = await issued(mine, 1);
    const exported = (await asAdmin(me).post<OrgExportData>('/v1/org/exports', { kind: 'keys' })).body.data;

    const revoke = await stranger.post('/v1/org/keys/revoke', { key_id: key!.ref });
    expect(revoke.body).toMatchObject({ code: 404, data: { error: 'keyNotFound' } });
    expect((await getItem(`LICENCE#${key!.ref}`, 'KEY'))?.state).toBe('unused');
    expect((await stranger.get(`/v1/org/exports/${exported.export_id}`)).body).toMatchObject({
      code: 404,
      data: { error: 'exportNotFound' },
    });
    const issue = await stranger.post('/v1/org/keys', { seats_id: mine.poolId, count: 1 });
    expect(issue.body).toMatchObject({ code: 404, data: { error: 'seatsNotFound' } });
    expect((await stranger.get<OrgKeysData>(url('/v1/org/keys', { search: key!.key }))).body.data.keys).toEqual([]);

    await removeAdmin(mine.org, { kind: 'email', value: me.loginId }, { dryRun: false });
    const after = await asAdmin(me).get('/v1/org/overview');
    expect(after.status).toBeGreaterThanOrEqual(401);
    expect(after.status).toBeLessThan(500);
  });
});

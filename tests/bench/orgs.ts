import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import { MAX_KEYS_PER_ISSUE } from '#shared/schemas/orgs';
import { todayIst } from '../../functions/core/learner-state';
import { findLicence } from '../../functions/core/licence-keys';
import { createUser, newUserRecord } from '../../functions/core/users';
import { claimItems } from '../../functions/identity/licence-claim';
import { transact } from '../../functions/lib/transactions';
import { addAdmin } from '../../functions/orgs/admins';
import { issueKeys } from '../../functions/orgs/issue';
import { saveOrg, savePool } from '../../functions/orgs/org-records';
import { signIdToken } from '../support/tokens';
import { quantile, shuffled } from './stats';

/**
 * `npm run bench`, section `orgs` (docs/performance.md, "Organisations at 50,000 people"): two
 * organisations made with the product's code, one of BENCH_ORG_SMALL people (100) and one of
 * BENCH_ORG_PEOPLE (2,000), each person a key issued within seats and its first use's items. Through
 * the local API as the admin's browser calls it: the People list's first and last page (the last
 * reached by following the cursors), the Keys list's first page, beside a plain signed-in GET in the
 * same interleaved rounds; then the people export, from its start to its file, timed. A page that
 * costs the same at 2,000 people as at 100 reads through its index, not the organisation.
 */
interface Stack {
  url: string;
  keys: { privateJwk: JWK };
}

export interface OrgSize {
  people: number;
  /** p50 ms of each call, and of the baseline GET in the same rounds. */
  p50: Record<'baseline' | 'firstPeople' | 'lastPeople' | 'firstKeys', number>;
  pages: number;
  pageBytes: number;
  exportSeconds: number;
  exportBytes: number;
}

const COURSES = [
  { courseId: 101, courseTitle: 'Everyday English for Adults', courseType: 'online' as const },
  { courseId: 507, courseTitle: 'Business Writing Essentials', courseType: 'online' as const },
];

export async function measureOrgs(stack: Stack, rounds: number, sizes: number[]): Promise<OrgSize[]> {
  const orgs = [];
  for (const people of sizes) orgs.push(await consoleOf(stack, people));
  // Every call of every size in the same shuffled rounds, so a busier moment of the machine falls on all alike.
  const calls = orgs.flatMap((o, i) => (Object.keys(o.calls) as CallName[]).map((name) => ({ i, name })));
  for (let r = 0; r < rounds * 4; r++)
    for (const { i, name } of shuffled(calls))
      orgs[i]!.samples[name].push((await orgs[i]!.get(orgs[i]!.calls[name])).ms);
  const figures: OrgSize[] = [];
  for (const o of orgs) {
    const p50 = Object.fromEntries(Object.entries(o.samples).map(([k, v]) => [k, quantile(v, 0.5)])) as OrgSize['p50'];
    figures.push({
      people: o.people,
      p50,
      pages: o.pages,
      pageBytes: o.pageBytes,
      ...(await timeExport(stack, o.token, o.people)),
    });
  }
  return figures;
}

type CallName = keyof OrgSize['p50'];

/** A company of `people`, every key used by a new account (the first use's items, as a sign-in writes them). */
async function orgOf(stack: Stack, people: number): Promise<{ orgId: string; adminToken: Promise<string> }> {
  const orgId = `bench-org-${randomUUID().slice(0, 8)}`;
  const org = { orgId, orgName: `Bench Company ${people}`, kind: 'company' as const, contact: { name: 'Bench' } };
  await saveOrg(org, { dryRun: false });
  const poolId = `${orgId}-seats`;
  const expiresOn = todayIst(Date.now() + 365 * 86_400_000);
  await savePool({ orgId, poolId, name: 'Everyone', courses: COURSES, seats: people, expiresOn }, { dryRun: false });
  const texts: string[] = [];
  for (let at = 0; at < people; at += MAX_KEYS_PER_ISSUE) {
    const count = Math.min(MAX_KEYS_PER_ISSUE, people - at);
    texts.push(...(await issueKeys(org, { poolId, count, by: 'bench' })).keys.map((k) => k.key));
  }
  for (let at = 0; at < texts.length; at += 25)
    await Promise.all(
      texts.slice(at, at + 25).map(async (text, i) => {
        const email = `${orgId}-${at + i}@bench.example`;
        const user = newUserRecord({ kind: 'email', value: email }, { fullName: `Person ${at + i}` });
        await createUser(user, [{ kind: 'email', value: email }]);
        await transact(claimItems(user, (await findLicence(text))!, Date.now()));
      }),
    );
  const admin = `${orgId}-admin@bench.example`;
  const { user } = await addAdmin(org, { kind: 'email', value: admin }, { fullName: 'Bench Admin', dryRun: false });
  const adminToken = signIdToken(stack.keys.privateJwk, {
    sub: user.userId,
    type: 'T',
    retail: false,
    groups: ['orgadmin'],
  });
  return { orgId, adminToken };
}

/** The organisation, its admin's calls, and the cursor of its last page found as a person finds it. */
async function consoleOf(stack: Stack, people: number) {
  const token = await (await orgOf(stack, people)).adminToken;
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}/${path}`, { headers: { 'access-token': token, platform: 'w1' } });
    const text = await res.text();
    const json = JSON.parse(text) as { code: number; message: string; data: { next?: unknown; people?: unknown[] } };
    if (json.code !== 200) throw new Error(`${path} answered ${json.code}: ${json.message}`);
    return { ms: performance.now() - started, data: json.data, bytes: Buffer.byteLength(text) };
  };
  const peoplePage = (cursor?: string) => `v1/org/people${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  // Following `next` from the first page; the last page with people in it (a full last page still has a `next`).
  const first = await get(peoplePage());
  let last: string | undefined;
  let pages = 1;
  for (let next = first.data.next; typeof next === 'string';) {
    const page = await get(peoplePage(next));
    if (page.data.people?.length) [last, pages] = [next, pages + 1];
    next = page.data.next;
  }
  const calls: Record<CallName, string> = {
    baseline: 'v3/user_profile',
    firstPeople: peoplePage(),
    lastPeople: peoplePage(last),
    firstKeys: 'v1/org/keys',
  };
  const samples: Record<CallName, number[]> = { baseline: [], firstPeople: [], lastPeople: [], firstKeys: [] };
  return { people, token, get, calls, samples, pages, pageBytes: first.bytes };
}

/** The people export from the admin's press to the file fetched through its presigned link. */
async function timeExport(stack: Stack, token: string, people: number) {
  const headers = { 'access-token': token, platform: 'w1', 'content-type': 'application/json' };
  const started = performance.now();
  const start = await fetch(`${stack.url}/v1/org/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'people' }),
  });
  const { data } = (await start.json()) as { data: { export_id: string } };
  for (;;) {
    const res = await fetch(`${stack.url}/v1/org/exports/${data.export_id}`, { headers });
    const { data: state } = (await res.json()) as { data: { state: string; url: string | null; rows: number } };
    if (state.state === 'failed') throw new Error('The bench export failed.');
    if (state.state === 'ready' && state.url) {
      const file = await (await fetch(state.url)).arrayBuffer();
      if (state.rows !== people) throw new Error(`The export has ${state.rows} rows of ${people}.`);
      return { exportSeconds: (performance.now() - started) / 1000, exportBytes: file.byteLength };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { useLocalStackDirectly } from './direct-env';
import './licences';
import type { OrgExportData } from '#shared/api/contract-orgs';
import { freshEmail, TestClient } from './api-client';
import { signIdToken } from './tokens';
import { todayIst } from '../../functions/core/learner-state';
import type { OrgRecord, SeatPool } from '../../functions/core/store';
import { addAdmin } from '../../functions/orgs/admins';
import { issueKeys } from '../../functions/orgs/issue';
import { saveOrg, savePool } from '../../functions/orgs/org-records';

/**
 * Organisations for the suites, made with the product's own code (functions/orgs/, as the operator
 * commands make them) against the suite's stack: each test gets an organisation of its own, so files
 * run side by side and the demo organisations stay as the seed left them.
 */
useLocalStackDirectly();

export const COURSES: SeatPool['courses'] = [
  { courseId: 101, courseTitle: 'Everyday English for Adults', courseType: 'online' },
  { courseId: 507, courseTitle: 'Business Writing Essentials', courseType: 'online' },
];

export interface TestOrg {
  org: OrgRecord;
  poolId: string;
}

/** A new company (or school) with one pool of `seats` (default 50) of the adult courses, for a year unless given. */
export async function newOrg(
  options: { seats?: number; expiresOn?: string; name?: string; kind?: OrgRecord['kind'] } = {},
): Promise<TestOrg> {
  const orgId = `test-org-${randomUUID().slice(0, 8)}`;
  const org: OrgRecord = {
    orgId,
    orgName: options.name ?? `Test ${options.kind === 'school' ? 'School' : 'Company'} ${orgId.slice(-4)}`,
    kind: options.kind ?? 'company',
    contact: { name: 'Test Contact', email: 'contact@company.example' },
  };
  await saveOrg(org, { dryRun: false });
  const poolId = `${orgId}-seats`;
  await savePool(
    {
      orgId,
      poolId,
      name: 'Business English',
      courses: COURSES,
      seats: options.seats ?? 50,
      expiresOn: options.expiresOn ?? todayIst(Date.now() + 365 * 86_400_000),
    },
    { dryRun: false },
  );
  return { org, poolId };
}

export interface TestAdmin {
  userId: string;
  loginId: string;
  token: string;
}

/** An admin of the organisation (a new account, as `npm run org:admin add` makes one), with an ID token. */
export async function newOrgAdmin(org: OrgRecord): Promise<TestAdmin> {
  const loginId = freshEmail();
  const { user } = await addAdmin(org, { kind: 'email', value: loginId }, { fullName: 'Test Admin', dryRun: false });
  const token = await signIdToken(JSON.parse(inject('signingKey')), {
    sub: user.userId,
    type: 'T',
    retail: false,
    groups: ['orgadmin'],
  });
  return { userId: user.userId, loginId, token };
}

/** `count` new keys of the organisation's pool, in full (as an admin's issue answers them). */
export async function issued(test: TestOrg, count: number): Promise<Array<{ key: string; ref: string }>> {
  return (await issueKeys(test.org, { poolId: test.poolId, count, by: 'test' })).keys;
}

/** A class file as the console sends it: CSV lines (the headings first unless given), base64. */
export function classFile(rows: string[], options: { bom?: boolean; heading?: string; eol?: string } = {}): string {
  const text = [options.heading ?? 'name,class,section', ...rows].join(options.eol ?? '\r\n') + (options.eol ?? '\r\n');
  return Buffer.from((options.bom ? '\uFEFF' : '') + text, 'utf8').toString('base64');
}

/** A name no other test uses: letters only, as a class file's names must be. */
export function freshName(first = 'Canary'): string {
  const letters = randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** An API client signed in as the admin. */
export function asAdmin(admin: TestAdmin): TestClient {
  const client = new TestClient();
  client.token = admin.token;
  return client;
}

/** The export's record, asked until its job has finished. */
export async function exportDone(client: TestClient, exportId: string): Promise<OrgExportData> {
  for (;;) {
    const got = (await client.get<OrgExportData>(`/v1/org/exports/${exportId}`)).body.data;
    if (got.state !== 'running') return got;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { OrgExportData } from '#shared/api/contract-orgs';
import type { ClassResultsData, RosterRegisteredData, SchoolClassData } from '#shared/api/contract-schools';
import { TestClient } from '../support/api-client';
import { answerAll, start } from '../support/attempts';
import { cardLogins } from '../support/login-cards';
import { asAdmin, classFile, exportDone, freshName, newOrg, newOrgAdmin } from '../support/orgs';
import { setFields } from '../support/table';
import * as keys from '../../functions/data/keys';

/**
 * A class's results (docs/organisations.md, "Class results"): children of a registered class sit the olympiad's
 * practice set and final test as juniors; the coordinator sees who has not started, is on it or has finished,
 * each finished child's score, levels, percentile and certificate, and exports the class's results as a
 * formula-safe CSV file and its certificates as a ZIP, both through the export job. Another school sees none.
 */
const FINAL = 3004;
const PRACTICE = 3001;

async function registeredClass(names: string[]) {
  const test = await newOrg({ kind: 'school', name: 'Results Test School' });
  const admin = asAdmin(await newOrgAdmin(test.org));
  await admin.post('/v1/org/classes', { grade: 6, section: 'A', teacher: 'Meera Iyer' });
  const done = await admin.post<RosterRegisteredData>('/v1/org/classes/6-a/register', {
    file: classFile(names.map((n) => `${n},6,A`)),
    attest: true,
  });
  expect(done.status, done.body.message).toBe(200);
  const pins = new Map(cardLogins(Buffer.from(done.body.data.cards_pdf, 'base64')).map((c) => [c.loginId, c.pin]));
  const children = (await admin.get<SchoolClassData>('/v1/org/classes/6-a')).body.data.children;
  const cards = new Map(
    children.map((c) => [c.name, { loginId: c.login_id, pin: pins.get(c.login_id)!, childId: c.child_id }]),
  );
  return { admin, org: test.org, cards };
}

async function signedIn(card: { loginId: string; pin: string }): Promise<TestClient> {
  const client = new TestClient();
  const res = await client.post('/v1/login', { login_id: card.loginId, pin: card.pin, keepalive: true });
  expect(res.status, res.body.message).toBe(200);
  client.token = res.body.data.token as string;
  return client;
}

const results = (admin: TestClient, test?: number) =>
  admin.get<ClassResultsData>(`/v1/org/classes/6-a/results${test ? `?test=${test}` : ''}`);

async function downloaded(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("a class's results", () => {
  it('show who has not started, is on the test or finished, with scores, levels and certificates, and export', async () => {
    const [asha, ravi, zoya] = [freshName('Asha'), freshName('Ravi'), freshName('Zoya')];
    const { admin, cards } = await registeredClass([asha, ravi, zoya]);

    // Asha finishes the final test and a practice set; Ravi starts the final test; Zoya does nothing.
    const ashaClient = await signedIn(cards.get(asha)!);
    await answerAll(ashaClient, (await start(ashaClient, 300, FINAL)).body.data.attempt);
    await answerAll(ashaClient, (await start(ashaClient, 300, PRACTICE)).body.data.attempt);
    const raviClient = await signedIn(cards.get(ravi)!);
    expect((await start(raviClient, 300, FINAL)).status).toBe(200);

    const final = (await results(admin)).body.data;
    expect(final.test).toMatchObject({ element_id: FINAL, kind: 'final' });
    expect(final.tests.map((t) => t.element_id)).toEqual([FINAL, 3001, 3002, 3003]);
    expect(final.counts).toEqual({ not_started: 1, in_progress: 1, finished: 1 });
    const byName = new Map(final.rows.map((r) => [r.name, r]));
    expect(final.rows.map((r) => r.name)).toEqual([asha, ravi, zoya]);
    const done = byName.get(asha)!;
    expect(done).toMatchObject({ status: 'finished', login_id: cards.get(asha)!.loginId });
    expect(done.levels.overall).toBeGreaterThanOrEqual(1);
    expect(done.score_percent).toBeGreaterThan(0);
    expect(done.finished_at).not.toBeNull();
    // The local stack seeds 40 scores per class, so Class 6 has a percentile.
    expect(done.percentile).toEqual(expect.any(Number));
    expect(byName.get(ravi)).toMatchObject({ status: 'in_progress', score_percent: null, percentile: null });
    expect(byName.get(zoya)).toMatchObject({ status: 'not_started', certificate_url: null });
    expect(done.certificate_url).toBeNull(); // nobody has looked at Asha's result yet: the ZIP makes it

    const practice = (await results(admin, PRACTICE)).body.data;
    expect(practice.counts).toEqual({ not_started: 2, in_progress: 0, finished: 1 });
    expect(practice.rows.find((r) => r.name === asha)).toMatchObject({ status: 'finished', percentile: null });

    // The certificates: a ZIP of the one child who finished, made by the job; then the page links it.
    const zipJob = await admin.post<OrgExportData>('/v1/org/exports', { kind: 'certificates', class_id: '6-a' });
    expect(zipJob.status, zipJob.body.message).toBe(200);
    const zipReady = await exportDone(admin, zipJob.body.data.export_id);
    expect(zipReady).toMatchObject({ state: 'ready', rows: 1 });
    const files = unzipSync(new Uint8Array(await downloaded(zipReady.url!)));
    expect(Object.keys(files)).toEqual([`${asha} - ${cards.get(asha)!.loginId}.pdf`]);
    expect(Buffer.from(files[Object.keys(files)[0]!]!).subarray(0, 4).toString()).toBe('%PDF');
    const linked = (await results(admin)).body.data.rows.find((r) => r.name === asha)!;
    expect(linked.certificate_url).toContain('certificates/');
    expect((await downloaded(linked.certificate_url!)).subarray(0, 4).toString()).toBe('%PDF');

    // The results as CSV, for the class and for the whole school.
    for (const request of [{ class_id: '6-a' }, {}]) {
      const job = await admin.post<OrgExportData>('/v1/org/exports', { kind: 'results', test: FINAL, ...request });
      const ready = await exportDone(admin, job.body.data.export_id);
      expect(ready).toMatchObject({ state: 'ready', rows: 3 });
      const text = (await downloaded(ready.url!)).toString('utf8');
      expect(text.startsWith('\uFEFF"Class","Section","Name","Login id","Test","Status","Score %","Level"')).toBe(true);
      expect(text).toContain(`"6","A","${asha}","${cards.get(asha)!.loginId}","Final Test","Finished"`);
      expect(text).toContain(`"${zoya}","${cards.get(zoya)!.loginId}","Final Test","Not started"`);
    }
  });

  it('are the school’s own: another school, a company and bad choices are refused without a partial file', async () => {
    const { admin } = await registeredClass([freshName('Kabir')]);
    const otherSchool = asAdmin(await newOrgAdmin((await newOrg({ kind: 'school' })).org));
    const company = asAdmin(await newOrgAdmin((await newOrg()).org));

    for (const res of [
      await otherSchool.get('/v1/org/classes/6-a/results'),
      await otherSchool.post('/v1/org/exports', { kind: 'results', class_id: '6-a' }),
      await otherSchool.post('/v1/org/exports', { kind: 'certificates', class_id: '6-a' }),
    ])
      expect([res.status, res.body.data.error]).toEqual([404, 'classNotFound']);
    const notSchool = await company.post('/v1/org/exports', { kind: 'results' });
    expect([notSchool.status, notSchool.body.data.error]).toEqual([403, 'notASchool']);

    const noTest = await results(admin, 101);
    expect([noTest.status, noTest.body.message]).toEqual([
      404,
      'This test is not one of the olympiad’s tests. Please choose one from the list.',
    ]);
    const badTest = await admin.get('/v1/org/classes/6-a/results?test=abc');
    expect([badTest.status, badTest.body.message]).toEqual([422, 'Please choose one of the olympiad’s tests.']);
    const noClass = await admin.post('/v1/org/exports', { kind: 'certificates' });
    expect([noClass.status, noClass.body.data.error]).toEqual([400, 'exportClassMissing']);
    const badClass = await admin.post('/v1/org/exports', { kind: 'results', class_id: '<script>' });
    expect(badClass.status).toBe(422);
  });

  it('write a name that looks like a formula as plain text in the CSV file', async () => {
    // A name with a formula cannot be registered (the file's check), so one is put on the class row as if it were.
    const ira = freshName('Ira');
    const { admin, org, cards } = await registeredClass([ira]);
    const key = keys.classChild(org.orgId, '6-a', cards.get(ira)!.childId);
    await setFields(key.pk, key.sk, { name: '=HYPERLINK("http://x")' });
    const job = await admin.post<OrgExportData>('/v1/org/exports', { kind: 'results', class_id: '6-a' });
    const ready = await exportDone(admin, job.body.data.export_id);
    const text = (await downloaded(ready.url!)).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

import { describe, expect, it } from 'vitest';
import type { RosterRegisteredData, SchoolClassData } from '#shared/api/contract-schools';
import { TestClient } from '../support/api-client';
import { asAdmin, classFile, freshName, newOrg, newOrgAdmin } from '../support/orgs';
import { cardLogins } from '../support/login-cards';
import { getItem } from '../support/table';

/**
 * A school's classes through the local API (docs/organisations.md, "Classes"; decisions 0890-0892): a
 * coordinator adds a class, previews a file row by row, registers its good rows as juniors with the
 * school's attestation, prints their cards and gives one child a new PIN; another school's coordinator
 * and a company's admin reach none of it.
 */

async function school() {
  const test = await newOrg({ kind: 'school', name: 'Sunrise Test School' });
  return { ...test, admin: asAdmin(await newOrgAdmin(test.org)) };
}

const login = (loginId: string, pin: string) =>
  new TestClient().post('/v1/login', { login_id: loginId, pin, keepalive: true });

describe('classes', () => {
  it('are added once per section, listed by grade, and reached only by their own school', async () => {
    const { admin } = await school();
    const other = (await school()).admin;
    const made = await admin.post('/v1/org/classes', { grade: 6, section: 'b', teacher: '  Meera  Iyer ' });
    expect(made.body.data.class).toMatchObject({ class_id: '6-b', grade: 6, section: 'B', teacher: 'Meera Iyer' });
    await admin.post('/v1/org/classes', { grade: 4, section: 'A', teacher: 'Ravi Kumar' });
    const again = await admin.post('/v1/org/classes', { grade: 6, section: 'B', teacher: 'Someone Else' });
    expect([again.status, again.body.data.error]).toEqual([409, 'classExists']);
    const listed = (await admin.get('/v1/org/classes')).body.data.classes as Array<{ class_id: string }>;
    expect(listed.map((c) => c.class_id)).toEqual(['4-a', '6-b']);

    const outside = await admin.post('/v1/org/classes', { grade: 11, section: 'A', teacher: 'Ravi Kumar' });
    expect([outside.status, outside.body.message]).toEqual([422, 'Choose a class from 3 to 10.']);

    expect((await other.get('/v1/org/classes')).body.data.classes).toEqual([]);
    for (const res of [
      await other.get('/v1/org/classes/6-b'),
      await other.post('/v1/org/classes/6-b/preview', { file: classFile(['Asha Rao,6,B']) }),
      await other.post('/v1/org/classes/6-b/register', { file: classFile(['Asha Rao,6,B']), attest: true }),
    ])
      expect([res.status, res.body.data.error]).toEqual([404, 'classNotFound']);

    const company = await newOrg();
    const companyAdmin = asAdmin(await newOrgAdmin(company.org));
    const refused = await companyAdmin.post('/v1/org/classes', { grade: 5, section: 'A', teacher: 'Ravi Kumar' });
    expect([refused.status, refused.body.data.error]).toEqual([403, 'notASchool']);
  });
});

describe('registering a class from its file', () => {
  it('previews every bad row and duplicate by line, writes nothing, then registers the good rows with cards', async () => {
    const { admin, org } = await school();
    await admin.post('/v1/org/classes', { grade: 5, section: 'B', teacher: 'Meera Iyer' });
    const [aarav, diya] = [freshName('Aarav'), freshName('Diya')];
    const file = classFile(
      [
        `${aarav},5,B`,
        `"${diya}",Class 5,b`,
        '=HYPERLINK("x"),5,B',
        '<b>Bold</b>,5,B',
        'Kabir Das,11,B',
        'Ira Sen,5,C',
        ',5,B',
        `${aarav.toUpperCase()},5,B`,
        '',
      ],
      { bom: true },
    );
    const preview = (await admin.post('/v1/org/classes/5-b/preview', { file })).body.data;
    expect(preview).toMatchObject({ rows: 8, good: 2 });
    expect(preview.problems.map((p: { line: number }) => p.line)).toEqual([4, 5, 6, 7, 8]);
    expect(preview.problems[0].reason).toBe('A name cannot start with =, +, - or @ (spreadsheet formula).');
    expect(preview.problems[2].reason).toBe('The class must be from 3 to 10.');
    expect(preview.duplicates).toEqual([{ line: 9, name: aarav.toUpperCase(), reason: 'The same name as line 2.' }]);
    expect((await admin.get('/v1/org/classes/5-b')).body.data.children).toEqual([]);

    const noAttest = await admin.post('/v1/org/classes/5-b/register', { file });
    expect(noAttest.body.message).toBe("Please confirm that the children's parents have agreed to the privacy notice.");

    const done = await admin.post<RosterRegisteredData>('/v1/org/classes/5-b/register', { file, attest: true });
    expect(done.body.data.registered, done.body.message).toBe(2);
    const pdf = Buffer.from(done.body.data.cards_pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const cards = cardLogins(pdf);
    expect(cards).toHaveLength(2);

    const page = (await admin.get<SchoolClassData>('/v1/org/classes/5-b')).body.data;
    expect(page.class.children).toBe(2);
    expect(page.children.map((c) => c.name).sort()).toEqual([aarav, diya].sort());
    expect(page.attestations).toEqual([
      { attested_by: 'Test Admin', attested_at: expect.any(String), notice_version: expect.any(String), children: 2 },
    ]);
    // No answer after the registration's carries a PIN.
    for (const c of cards) expect(JSON.stringify(page)).not.toContain(c.pin);

    // Each card signs its child in on the junior page; the child is the school's, with its attestation.
    const signedIn = await login(cards[0]!.loginId, cards[0]!.pin);
    expect(signedIn.status, signedIn.body.message).toBe(200);
    const child = page.children.find((c) => c.login_id === cards[0]!.loginId)!;
    expect(await getItem(`USER#${child.child_id}`, 'CONSENT')).toMatchObject({ role: 'schoolAdmin', orgId: org.orgId });
    const user = await getItem(`USER#${child.child_id}`, 'PROFILE');
    expect(user).toMatchObject({ type: 'w', orgId: org.orgId, grade: 5 });
    expect(JSON.stringify(user)).not.toContain(cards[0]!.pin);

    // The same file again: its children are now "already registered", and nothing is written twice.
    const again = await admin.post('/v1/org/classes/5-b/preview', { file });
    expect(again.body.data.good).toBe(0);
    expect(again.body.data.duplicates).toHaveLength(3);
    const twice = await admin.post('/v1/org/classes/5-b/register', { file, attest: true });
    expect(twice.body.data.error).toBe('rosterNothingToRegister');
  });

  it('lets one of 30 uploads of the same class at once win, and writes the class once', async () => {
    const { admin } = await school();
    await admin.post('/v1/org/classes', { grade: 8, section: 'A', teacher: 'Meera Iyer' });
    const file = classFile(Array.from({ length: 30 }, () => `${freshName('Child')},8,A`));
    // 30 at once: every limit holds under 30 parallel requests.
    const results = await Promise.all(
      Array.from({ length: 30 }, () => admin.post('/v1/org/classes/8-a/register', { file, attest: true })),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200))
      expect(['classBeingRegistered', 'rosterNothingToRegister']).toContain(lost.body.data.error);
    const page = (await admin.get<SchoolClassData>('/v1/org/classes/8-a')).body.data;
    expect([page.class.children, page.children.length, page.attestations.length]).toEqual([30, 30, 1]);
  });

  it('refuses an empty file, another encoding, wrong headings and too many rows, each saying what to do', async () => {
    const { admin } = await school();
    await admin.post('/v1/org/classes', { grade: 3, section: 'A', teacher: 'Meera Iyer' });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('name,class,section\r\nAsha,3,A\r\n', 'utf16le'),
    ]);
    const latin1 = Buffer.from('name,class,section\r\nJos\xe9 Pereira,3,A\r\n', 'latin1');
    const cases: Array<[string, string]> = [
      [classFile([]), 'rosterEmpty'],
      [Buffer.from('\uFEFF').toString('base64'), 'rosterEmpty'],
      [utf16.toString('base64'), 'rosterEncoding'],
      [latin1.toString('base64'), 'rosterEncoding'],
      [classFile(['Asha Rao,3,A'], { heading: 'student,grade,div' }), 'rosterHeading'],
      [classFile(Array.from({ length: 151 }, () => `${freshName()},3,A`)), 'rosterTooLong'],
      [classFile(['=1+1,3,A', 'Asha,12,A']), 'rosterNothingToRegister'],
    ];
    for (const [file, error] of cases) {
      const route = error === 'rosterNothingToRegister' ? 'register' : 'preview';
      const res = await admin.post(`/v1/org/classes/3-a/${route}`, { file, attest: true });
      expect([res.status, res.body.data.error], error).toEqual([400, error]);
    }
    // Excel's semicolons and LF line ends are read too.
    const semi = classFile([`${freshName()};3;A`], { heading: 'Name;Class;Section', eol: '\n' });
    expect((await admin.post('/v1/org/classes/3-a/preview', { file: semi })).body.data.good).toBe(1);
  });
});

describe("a child's new PIN", () => {
  it('refuses the old PIN at once, signs in with the new card, and is the school’s own only', async () => {
    const { admin } = await school();
    const other = (await school()).admin;
    await admin.post('/v1/org/classes', { grade: 9, section: 'D', teacher: 'Meera Iyer' });
    const done = await admin.post<RosterRegisteredData>('/v1/org/classes/9-d/register', {
      file: classFile([`${freshName('Zoya')},9,D`]),
      attest: true,
    });
    const [card] = cardLogins(Buffer.from(done.body.data.cards_pdf, 'base64'));
    const page = (await admin.get<SchoolClassData>('/v1/org/classes/9-d')).body.data;
    const childId = page.children[0]!.child_id;

    const stranger = await other.post(`/v1/org/classes/9-d/children/${childId}/pin`, {});
    expect(stranger.body.data.error).toBe('classNotFound');
    const reset = await admin.post(`/v1/org/classes/9-d/children/${childId}/pin`, {});
    expect(reset.status, reset.body.message).toBe(200);
    const [fresh] = cardLogins(Buffer.from(reset.body.data.card_pdf, 'base64'));
    expect(fresh!.loginId).toBe(card!.loginId);
    expect((await login(card!.loginId, card!.pin)).status).toBe(fresh!.pin === card!.pin ? 200 : 401);
    expect((await login(fresh!.loginId, fresh!.pin)).status).toBe(200);
  });
});

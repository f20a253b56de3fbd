import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { TestClient, freshEmail } from '../support/api-client';
import { refOf } from '../support/licences';
import { getItem, partition, putItem } from '../support/table';
import { mapLimit } from '../support/route-calls';

/**
 * The organisation commands (npm run org:…; docs/operations.md, "Onboarding an organisation") run as an
 * operator runs them against a local stack, found through its data folder: each idempotent, a dry run
 * writing nothing, one sentence and exit code 1 for every bad argument; and the migration of keys
 * stored in clear.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-org-commands-'));
/** Each command is a process of its own (a few seconds to start on a busy machine): a test runs many. */
const SLOW = { timeout: 600_000 };

async function run(command: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const { APP_ENV: _app, ...env } = process.env;
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', `infra/orgs/${command}.ts`, ...args], {
      env: { ...env, DATA_DIR: inject('dataDir') },
      timeout: 90_000,
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, out: (failed.stderr ?? '').trim() };
  }
}

describe('onboarding an organisation with the commands', () => {
  it(
    'makes the organisation, its seats and its admin, issues a named batch once, reports usage and revokes a key',
    SLOW,
    async () => {
      const org = `acme-${randomUUID().slice(0, 6)}`;
      const create = ['--id', org, '--name', 'Acme Pvt Ltd', '--kind', 'company', '--contact-name', 'Asha Rao'];
      expect(await run('create', ...create, '--dry-run')).toEqual({
        code: 0,
        out: `Dry run: organisation ${org} would be made. Nothing was written.`,
      });
      expect(await getItem(`ORG#${org}`, 'ORG')).toBeUndefined();
      expect(await run('create', ...create)).toEqual({ code: 0, out: `Organisation ${org} is made.` });
      expect((await run('create', ...create)).out).toBe(
        `Organisation ${org} already has these values: nothing changed.`,
      );

      const seats = ['--org', org, '--id', `${org}-2026`, '--name', 'Business English', '--course', '101'];
      expect((await run('seats', ...seats, '--seats', '3', '--expires', '2030-03-31')).out).toBe(
        `Seats ${org}-2026 of ${org} are made: 3 seats of Everyday English for Adults until 2030-03-31.`,
      );
      const admin = freshEmail();
      expect((await run('admin', 'add', admin, '--org', org, '--name', 'Asha Rao')).out).toContain(
        `${admin} is an admin of Acme Pvt Ltd (a new account).`,
      );
      expect((await run('admin', 'add', admin, '--org', org)).out).toBe(
        `${admin} is already an admin of Acme Pvt Ltd: nothing changed.`,
      );

      const out = path.join(dir, `${org}.csv`);
      const issue = ['--org', org, '--seats', `${org}-2026`, '--count', '2', '--batch', 'first', '--out', out];
      expect((await run('issue-keys', ...issue)).code).toBe(0);
      expect((await run('issue-keys', ...issue)).out).toBe('Batch first is already issued (2 keys): nothing issued.');
      const lines = readFileSync(out, 'utf8').trim().split('\r\n');
      expect(lines).toHaveLength(3); // the header and two keys, however often it ran
      const keys = lines.slice(1).map((l) => l.split(',')[0]!.replaceAll('"', ''));
      // The file is the one place the keys are in clear: they sign in.
      const signedIn = await new TestClient().post('/v1/login', { login_id: freshEmail(), pin: keys[0]! });
      expect(signedIn.body.code).toBe(200);
      const more = await run('issue-keys', ...issue.slice(0, -6), '--count', '2', '--batch', 'second');
      expect(more).toEqual({ code: 1, out: `${org}-2026 has 1 seats left, fewer than the 2 keys asked for.` });

      const usage = await run('usage', '--org', org);
      expect(usage.out).toContain('Acme Pvt Ltd (company), contact Asha Rao');
      expect(usage.out).toMatch(/'Business English'\s*│\s*3\s*│\s*2\s*│\s*1\s*│\s*1\s*│\s*1/);

      expect((await run('revoke-key', keys[1]!, '--org', org)).out).toBe(
        `The key FLU-••••-••••-••••-${keys[1]!.slice(-4)} is revoked. Its seat is back in ${org}-2026.`,
      );
      expect((await getItem(`LICENCE#${await refOf(keys[1]!)}`, 'KEY'))?.state).toBe('revoked');
      expect((await run('revoke-key', keys[1]!, '--org', org)).out).toContain('was already revoked: nothing changed.');
      expect((await run('admin', 'remove', admin, '--org', org)).out).toBe(
        `${admin} is no longer an admin of Acme Pvt Ltd; every session of theirs has ended.`,
      );
    },
  );

  it('takes settings from a file, checked, and says which argument is wrong, writing nothing', SLOW, async () => {
    const org = `school-${randomUUID().slice(0, 6)}`;
    const settings = path.join(dir, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ submitHold: [{ courseId: 315, elementId: 3153, remainingSeconds: 1740 }] }),
    );
    const made = await run(
      'create',
      '--id',
      org,
      '--name',
      'A School',
      '--kind',
      'school',
      '--contact-name',
      'Ravi',
      '--settings',
      settings,
    );
    expect(made.code).toBe(0);
    expect((await getItem(`ORG#${org}`, 'ORG'))?.settings).toEqual({
      submitHold: [{ courseId: 315, elementId: 3153, remainingSeconds: 1740 }],
    });
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ submitHold: [{ courseId: 'x' }] }));
    // One wrong argument of each command that needs the stack to find it wrong (the argument checks
    // themselves: tests/unit/local/org-command-args.test.ts).
    const cases: Array<[string, string[], RegExp]> = [
      ['create', ['--id', org, '--settings', bad], /--settings .* is not valid: submitHold/],
      ['create', ['--id', `${org}-x`, '--name', 'X'], /A new organisation needs --kind, --contact-name\./],
      [
        'seats',
        ['--org', org, '--id', 's', '--name', 'S', '--course', '99999', '--seats', '5', '--expires', '2030-01-01'],
        /No course 99999 is imported/,
      ],
      ['admin', ['add', '9812345678', '--org', org], /is a parent's or a child's account/],
      ['issue-keys', ['--org', org, '--seats', 'none', '--count', '1', '--batch', 'b'], /has no seats none/],
      ['revoke-key', ['FLU-NOPE-NOPE-NOPE-NOPE', '--org', org], /A School has no such key\./],
    ];
    const results = await mapLimit(cases, 4, ([command, args]) => run(command, ...args));
    for (const [i, [command, args, message]] of cases.entries()) {
      expect(results[i]!.code, `${command} ${args.join(' ')}`).toBe(1);
      expect(results[i]!.out, `${command} ${args.join(' ')}`).toMatch(message);
    }
    expect(await getItem(`ORG#${org}-x`, 'ORG')).toBeUndefined();
    expect((await partition(`ORG#${org}`)).map((i) => i.sk)).toEqual(['ORG']);
  });
});

describe('keys stored in clear before they were hashed', () => {
  it(
    'are migrated once, keeping their holder and courses, and still sign in; the command then finds nothing',
    SLOW,
    async () => {
      const text = `FLU-LEGACY-${randomUUID().slice(0, 6).toUpperCase()}`;
      const holderText = `${text}-H`;
      await putItem({
        pk: `LICENCE#${text}`,
        sk: 'KEY',
        entity: 'licence',
        licenceKey: text,
        orgId: 'org-sunrise',
        orgName: 'Sunrise Public School',
      });
      const holder = `legacy-${randomUUID()}`;
      await putItem({
        pk: `USER#${holder}`,
        sk: 'PROFILE',
        entity: 'user',
        userId: holder,
        type: 'T',
        retail: false,
        loginId: freshEmail(),
        isPaid: true,
        onboarding: false,
        createdAt: '2025-01-01T00:00:00.000Z',
      });
      await putItem({
        pk: `LICENCE#${holderText}`,
        sk: 'KEY',
        entity: 'licence',
        licenceKey: holderText,
        orgId: 'org-sunrise',
        orgName: 'Sunrise Public School',
        userId: holder,
        appliedAt: '2025-01-02T00:00:00.000Z',
      });
      await putItem({
        pk: `USER#${holder}`,
        sk: `LICENCE#${holderText}`,
        entity: 'userLicence',
        licenceKey: holderText,
        orgId: 'org-sunrise',
        orgName: 'Sunrise Public School',
        appliedAt: '2025-01-02T00:00:00.000Z',
      });

      expect((await run('migrate-keys', '--dry-run')).out).toMatch(
        /^Dry run: \d+ keys stored in clear would be migrated\./,
      );
      expect(await getItem(`LICENCE#${text}`, 'KEY')).toBeDefined();
      expect((await run('migrate-keys')).out).toMatch(
        /^\d+ keys are now stored by their hash; none is left in clear\.$/,
      );
      expect(await getItem(`LICENCE#${text}`, 'KEY')).toBeUndefined();
      expect(await getItem(`LICENCE#${await refOf(text)}`, 'KEY')).toMatchObject({
        state: 'unused',
        masked: expect.stringMatching(/^FLU-/),
      });
      expect(await getItem(`LICENCE#${await refOf(holderText)}`, 'KEY')).toMatchObject({
        state: 'used',
        userId: holder,
      });
      expect(await getItem(`USER#${holder}`, `LICENCE#${holderText}`)).toBeUndefined();
      expect(await getItem(`USER#${holder}`, `LICENCE#${await refOf(holderText)}`)).toMatchObject({
        ref: await refOf(holderText),
      });
      expect(await getItem('ORG#org-sunrise', `MEMBER#${holder}`)).toMatchObject({ userId: holder });
      expect((await new TestClient().post('/v1/login', { login_id: freshEmail(), pin: text })).body.code).toBe(200);
      expect((await run('migrate-keys')).out).toBe('No key is stored in clear: nothing to do.');
    },
  );
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, date, loginRef, parse, slug, text } from '../../../infra/orgs/args';

/**
 * The organisation commands' arguments (infra/orgs/args.ts): every bad one ends the command with one
 * sentence naming it, before the stack is reached (tests/integration/orgs-operator.test.ts runs the
 * commands themselves).
 */
let said: string[] = [];

beforeEach(() => {
  said = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The one sentence a bad argument ends the command with. */
function refusal(run: () => unknown): string {
  said = [];
  expect(run).toThrow('exit 1');
  return said.join('\n');
}

const usage = 'npm run org:x -- --id acme';

describe('the organisation commands refuse a bad argument with one sentence', () => {
  it('names an unknown option, a missing value, and a wrong number of values', () => {
    expect(refusal(() => parse(['--nope'], { id: { type: 'string' } }, usage))).toBe(
      `Unknown option '--nope'. Use: ${usage}`,
    );
    expect(refusal(() => text({}, 'id', usage))).toBe(`--id is missing. Use: ${usage}`);
    expect(refusal(() => parse(['extra'], { id: { type: 'string' } }, usage))).toBe(`Give only options. Use: ${usage}`);
    expect(refusal(() => parse([], {}, usage, 2))).toBe(`Give 2 values besides the options. Use: ${usage}`);
  });

  it('checks ids, dates, counts and login ids', () => {
    expect(refusal(() => slug('Acme Ltd', 'id'))).toBe(
      '--id Acme Ltd is not an id: use lower-case letters, digits and dashes, at most 48 (e.g. acme-2026).',
    );
    expect(refusal(() => date('2027-02-30', 'expires'))).toBe(
      '--expires 2027-02-30 is not a date: write it as YYYY-MM-DD (e.g. 2027-03-31).',
    );
    expect(refusal(() => date('31/03/2027', 'expires'))).toContain('is not a date');
    for (const bad of ['0', '-1', '1.5', '1e3', '101', 'ten'])
      expect(refusal(() => count(bad, 'count', 100))).toBe(`--count ${bad} is not a whole number from 1 to 100.`);
    expect(refusal(() => loginRef('kabir4821', usage))).toBe(
      `kabir4821 is not an e-mail or a mobile number. Use: ${usage}`,
    );
    expect(refusal(() => loginRef(undefined, usage))).toBe(`Give an e-mail or a mobile number. Use: ${usage}`);
  });

  it('takes good values as they are', () => {
    expect(parse(['--id', 'acme', '--dry-run'], { id: { type: 'string' } }, usage)).toMatchObject({
      values: { id: 'acme' },
      dryRun: true,
    });
    expect(slug('acme-2026', 'id')).toBe('acme-2026');
    expect(date('2028-02-29', 'expires')).toBe('2028-02-29');
    expect(count('99', 'count', 99)).toBe(99);
    expect(loginRef('Asha@Example.com', usage)).toEqual({ kind: 'email', value: 'asha@example.com' });
    expect(loginRef('9876543210', usage)).toEqual({ kind: 'phone', value: '9876543210' });
  });
});

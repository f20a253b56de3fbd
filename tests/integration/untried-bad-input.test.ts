import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient, freshPhone, outboxCount } from '../support/api-client';
import { signUp } from '../support/accounts';
import { freshLearner } from '../support/attempts';
import { addChild } from '../support/route-world';
import { partition } from '../support/table';

/**
 * Bad input on the routes that send messages (a code, a PIN) or delete (an account, a child's data), which the
 * attack run left alone: each gets the spec's envelope with the catalogue's message, never a 500, and nothing is
 * written or sent. Every caller is this file's own.
 */
type Caller = 'public' | 'adult' | 'parent';
interface RouteCase {
  path: string;
  caller: Caller;
  /** The field a contact goes in (it must receive nothing), and the request's other valid fields. */
  contact?: string;
  valid: Record<string, unknown>;
}

const routes: RouteCase[] = [
  { path: '/v1/register', caller: 'public', contact: 'login_id', valid: { full_name: 'Arjun Das' } },
  { path: '/v1/forgotpassword', caller: 'public', contact: 'user_name', valid: {} },
  { path: '/v1/otplogin', caller: 'public', contact: 'login_id', valid: {} },
  { path: '/v1/parentsignup', caller: 'public', contact: 'login_id', valid: { parent_name: 'Lata Nair' } },
  { path: '/v1/sendOTP', caller: 'adult', contact: 'mobile', valid: {} },
  { path: '/v1/sendotp', caller: 'adult', contact: 'user_name', valid: {} },
  { path: '/v1/becomeparent', caller: 'adult', contact: 'mobile', valid: {} },
  { path: '/v1/privacy/delete_account', caller: 'adult', valid: { otp: '123456' } },
  { path: '/v1/privacy/withdraw_consent', caller: 'parent', valid: {} },
];

const HUGE = 'x'.repeat(100 * 1024);
/** The bad inputs for a route: the valid request with one thing broken. */
function badInputs(r: RouteCase, contact: string, childId: string): Array<[string, string]> {
  const field = r.contact ?? (r.caller === 'parent' ? 'child_id' : 'otp');
  const good = {
    ...r.valid,
    ...(r.contact ? { [r.contact]: contact } : {}),
    ...(r.caller === 'parent' ? { child_id: childId } : {}),
  };
  const json = (body: unknown) => JSON.stringify(body);
  const without = Object.fromEntries(Object.entries(good).filter(([k]) => k !== field));
  return [
    ['malformed JSON', '{"' + field + '":'],
    ['a JSON array', json([good])],
    ['the field missing', json(without)],
    ['the field null', json({ ...good, [field]: null })],
    ['the field a number', json({ ...good, [field]: 12345 })],
    ['the field an object', json({ ...good, [field]: { $ne: '' } })],
    ['the field 100 KB long', json({ ...good, [field]: HUGE })],
    ['the field with control characters', json({ ...good, [field]: '98765\u0000\u202e43210' })],
  ];
}

const messages = {
  json: 'The request body is not valid JSON.',
  details: 'Some details are missing or not valid.',
  tooLarge: 'The request body is too large (at most 64 KB).',
  loginId: 'Please enter a valid email or mobile number',
  email: 'Please enter a valid email',
  phone: 'Phone number is required',
  otp: 'Please enter OTP.',
  otpFormat: 'The OTP is 6 digits',
  child: 'Child Token not found!',
};

/** The field's own message when the field is missing or of the wrong kind, and for a malformed value. */
const fieldMessages: Record<string, [empty: string, malformed: string, code?: number]> = {
  login_id: [messages.loginId, messages.email],
  user_name: [messages.loginId, messages.email],
  mobile: [messages.phone, messages.phone],
  otp: [messages.otp, messages.otpFormat],
  // A well-formed id that is no child of this parent: 404, as for another parent's child.
  child_id: [messages.child, messages.child, 404],
};

/** What the spec's envelope must say (from the one catalogue, shared/errors.ts, or the field's form message). */
function expectedAnswer(r: RouteCase, what: string): { code: number; message: string } {
  const field = r.contact ?? (r.caller === 'parent' ? 'child_id' : 'otp');
  const [empty, malformed, malformedCode] = fieldMessages[field]!;
  if (what === 'malformed JSON') return { code: 400, message: messages.json };
  if (what === 'a JSON array') return { code: 422, message: messages.details };
  if (what.includes('100 KB')) return { code: 413, message: messages.tooLarge };
  if (what.includes('control characters')) return { code: malformedCode ?? 422, message: malformed };
  return { code: 422, message: empty };
}

let callers: Record<Caller, { client: TestClient; userId?: string }>;
let childId: string;

beforeAll(async () => {
  const [adult, parent] = await Promise.all([freshLearner([]), signUp({ parentName: 'Lata Nair' })]);
  childId = (await addChild(parent.client, 'Kiran')).child_id;
  callers = { public: { client: new TestClient() }, adult, parent };
});

describe('bad input to the routes that send messages or delete', () => {
  it('gets the envelope and the catalogue’s message, never a 500, and writes and sends nothing', async () => {
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const r of routes) {
      const { client, userId } = callers[r.caller];
      const contact = freshPhone();
      const before = userId ? await partition(`USER#${userId}`) : [];
      const answers = await Promise.all(
        badInputs(r, contact, childId).map(async ([what, raw]) => {
          const res = await client.call('POST', r.path, new Blob([raw]), { 'content-type': 'application/json' });
          return { what, status: res.status, body: res.body };
        }),
      );
      for (const a of answers) {
        const expected = expectedAnswer(r, a.what);
        seen.push(`${r.path} with ${a.what}: ${a.status} ${a.body.code} ${a.body.message}`);
        if (a.status !== expected.code || a.body.message !== expected.message || a.body.status !== false)
          wrong.push(
            `${r.path} with ${a.what}: got ${a.status} ${a.body.message}, not ${expected.code} ${expected.message}`,
          );
        expect(a.body).toMatchObject({ status: false, code: a.status });
      }
      expect(await outboxCount(contact)).toBe(0);
      for (const kind of ['PENDING', 'SENDS', 'LOGIN#phone']) expect(await partition(`${kind}#${contact}`)).toEqual([]);
      if (userId) expect(await partition(`USER#${userId}`)).toEqual(before);
    }
    expect(wrong, seen.join('\n')).toEqual([]);
  });
});

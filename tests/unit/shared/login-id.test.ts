import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isValidAadhaar, loginIdMessages, resolveLoginId, resolveUsername } from '#shared/auth/login-id';
import { juniorLoginSchema, loginSchema, otpLoginSchema, verifyOtpSchema } from '#shared/schemas/auth';

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('login id resolution (spec 01 §4, §5)', () => {
  it.each([
    ['', 'Please enter a valid email or mobile number'],
    ['   ', 'Please enter a valid email or mobile number'],
    ['234567890123', 'Please enter valid aadhaar number'],
    ['012345678901', 'Please enter valid aadhaar number'],
    ['5876543210', 'Please enter a valid mobile number'],
    ['0876543210', 'Please enter a valid mobile number'],
    ['12345', 'Please enter a 10-digit mobile number or Olympiad ID'],
    ['98765432101', 'Please enter a 10-digit mobile number or Olympiad ID'],
    ['asha@', 'Please enter a valid email'],
    ['asha.example.com', 'Please enter a valid email'],
  ])('refuses %j with the spec message', (raw, message) => {
    expect(resolveLoginId(raw)).toEqual({ ok: false, message });
  });

  it.each([
    ['98765 43210', 'phone', '9876543210'],
    ['6000000000', 'phone', '6000000000'],
    ['1234567890', 'olympiad', '1234567890'],
    ['1234567890123456', 'olympiad', '1234567890123456'],
    [' Asha@Example.COM ', 'email', 'asha@example.com'],
  ])('resolves %j as %s', (raw, kind, value) => {
    expect(resolveLoginId(raw)).toEqual({ ok: true, kind, value });
  });

  it('accepts a 12-digit aadhaar number only with a valid Verhoeff check digit', () => {
    const prefix = '49921865432';
    const valid = Array.from({ length: 10 }, (_, d) => prefix + d).filter(isValidAadhaar);
    expect(valid).toHaveLength(1);
    expect(resolveLoginId(valid[0]!)).toMatchObject({ ok: true, kind: 'aadhar_num' });
    const swapped = valid[0]!.slice(0, 9) + valid[0]![10] + valid[0]![9] + valid[0]![11];
    if (swapped !== valid[0]) expect(isValidAadhaar(swapped)).toBe(false);
  });

  it('checks junior usernames and PINs with the spec messages', () => {
    expect(resolveUsername('')).toEqual({ ok: false, message: 'Please enter Username' });
    expect(resolveUsername('kabir 4821')).toEqual({ ok: true, kind: 'username', value: 'kabir4821' });
    expect(resolveUsername('ka')).toEqual({ ok: false, message: loginIdMessages.username });
    expect(messages(juniorLoginSchema, { login_id: 'kabir4821', pin: '', keepalive: true })).toEqual([
      'Please enter pin',
    ]);
  });
});

describe('sign-in request schemas', () => {
  it('reports the shape the payload is: main login, junior or social', () => {
    expect(messages(loginSchema, { login_id: '', pin: '' })).toEqual([
      'Please enter a valid email or mobile number',
      'Please enter your PIN',
    ]);
    expect(messages(loginSchema, { login_id: '', pin: '', keepalive: false })).toEqual([
      'Please enter Username',
      'Please enter pin',
    ]);
    expect(
      messages(loginSchema, { social_domain: 'twitter', login_id: 'a@b.co', user_token: 'x'.repeat(30) }).length,
    ).toBe(1);
  });

  it('asks for an OTP with the spec message and a login id for OTP sign-in', () => {
    expect(messages(verifyOtpSchema, { otp: '', user_id: 'u' })).toEqual(['Please enter OTP.']);
    expect(messages(verifyOtpSchema, { otp: '12ab56', user_id: 'u' })).toEqual(['The OTP is 6 digits']);
    expect(messages(otpLoginSchema, { login_id: '12' })).toEqual([
      'Please enter a 10-digit mobile number or Olympiad ID',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStepAt } from '../../../functions/identity/totp';
import { signInContext } from '../../../functions/identity/sign-in-context';
import { isStaff } from '../../../functions/identity/staff-mfa';
import { verifyMfaSchema } from '#shared/schemas/auth';
import { apiEvent } from '../../support/events';
import type { UserRecord } from '../../../functions/core/users';
import { VIEWER_ADDRESS_HEADER } from '../../../functions/lib/origin-check';

/** RFC 6238's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('authenticator codes (RFC 6238)', () => {
  it('computes the RFC 6238 test vectors (SHA-1, the last 6 of their 8 digits)', () => {
    expect(totpCode(RFC_SECRET, totpStepAt(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStepAt(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStepAt(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, totpStepAt(2_000_000_000_000))).toBe('279037');
  });

  it('matches a code one step either side of now, and says which step', () => {
    const now = 1_234_567_890_000;
    const step = totpStepAt(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets, each new, and the URI an app scans', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(otpauthUri(secret, 'meera.coach@example.com')).toBe(
      `otpauth://totp/Fluentia:meera.coach%40example.com?issuer=Fluentia&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('who needs the authenticator step', () => {
  const base: UserRecord = {
    userId: 'u',
    type: 'T',
    retail: true,
    loginId: 'x@example.com',
    isPaid: false,
    onboarding: false,
    createdAt: '2026-01-01T00:00:00Z',
  };
  it('staff only: the coach group on the account', () => {
    expect(isStaff({ ...base, groups: ['coach'] })).toBe(true);
    expect(isStaff(base)).toBe(false);
    expect(isStaff({ ...base, groups: [] })).toBe(false);
  });
});

describe('the code field', () => {
  const token = 'A'.repeat(43);
  it('takes 6 digits, with the spaces an app shows; refuses anything else with the field message', () => {
    expect(verifyMfaSchema.safeParse({ mfa_token: token, code: '123 456' })).toMatchObject({
      success: true,
      data: { code: '123456' },
    });
    for (const code of ['12345', '1234567', 'abcdef', '12 34 5x']) {
      const result = verifyMfaSchema.safeParse({ mfa_token: token, code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The code is 6 digits');
    }
    expect(verifyMfaSchema.safeParse({ mfa_token: token, code: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter the 6-digit code from your authenticator app.',
    );
    expect(verifyMfaSchema.safeParse({ mfa_token: 'not a token!', code: '123456' }).success).toBe(false);
  });
});

describe('the sign-in context given to Cognito', () => {
  it('names the viewer CloudFront’s function wrote, or the source address, and passes device headers only', () => {
    const event = apiEvent({
      method: 'POST',
      path: '/v1/login',
      headers: { 'user-agent': 'Chromium', cookie: 'fl_rt=secret', 'access-token': 't', 'accept-language': 'en-IN' },
    });
    event.requestContext.http.sourceIp = '203.0.113.9';
    const context = signInContext(event);
    expect(context.ipAddress).toBe('203.0.113.9');
    expect(context.headers.map((h) => h.headerName).sort()).toEqual(['accept-language', 'user-agent']);
    // CloudFront's viewer-request function writes the viewer's address over whatever the browser sent (decision 0860).
    event.headers[VIEWER_ADDRESS_HEADER] = '2001:db8::7';
    expect(signInContext(event).ipAddress).toBe('2001:db8::7');
    event.headers[VIEWER_ADDRESS_HEADER] = '198.51.100.4';
    expect(signInContext(event).ipAddress).toBe('198.51.100.4');
  });
});

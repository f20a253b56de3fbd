import { describe, expect, it } from 'vitest';
import { sealAnswer } from '../../../functions/lib/sealed-answer';
import {
  cookieMaxAge,
  isProductRefreshToken,
  judge,
  parseRefreshToken,
  tokenHash,
  type Family,
} from '../../../functions/identity/session-families';

/**
 * The refresh-token families of learner sessions: what a refresh with a given token may do, decided
 * from the family as read (rotation, a retry within the minute, reuse of a replaced token). The
 * writes that follow are proved against DynamoDB Local by tests/integration/auth-learner-sessions.test.ts.
 */
const NOW = Date.parse('2027-02-14T10:00:00Z');
const token = (n: number) => `fls1.kid-1.${'F'.repeat(22)}.${String(n).padStart(43, 'S')}`;

function family(fields: Partial<Family> = {}): Family {
  return {
    userId: 'kid-1',
    familyId: 'F'.repeat(22),
    current: tokenHash(token(0)),
    authTime: NOW / 1000 - 600,
    keepalive: true,
    expiresAtMs: NOW + 86_400_000,
    ...fields,
  };
}

/** The family after one refresh replaced token(0) with token(1), `ago` ms before NOW. */
function rotated(ago: number): Family {
  return family({
    current: tokenHash(token(1)),
    previous: tokenHash(token(0)),
    rotatedAtMs: NOW - ago,
    successor: sealAnswer(token(1), token(0), 'kid-1'),
  });
}

describe('a refresh token of a learner session', () => {
  it('is told from Cognito’s by its prefix, and names its account and family', () => {
    expect(isProductRefreshToken(token(0))).toBe(true);
    expect(isProductRefreshToken('eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.a.b.c.d')).toBe(false);
    expect(parseRefreshToken(token(0))).toEqual({ userId: 'kid-1', familyId: 'F'.repeat(22) });
    for (const bad of [
      'fls1.kid-1.short.secret',
      `fls1..${'F'.repeat(22)}.${'S'.repeat(43)}`,
      `fls1.kid#1.${'F'.repeat(22)}.${'S'.repeat(43)}`,
      `${token(0)}x`,
      'fls1.',
    ]) {
      expect(parseRefreshToken(bad), bad).toBeUndefined();
    }
  });

  it('rotates when it is the family’s live token', () => {
    expect(judge(family(), token(0), NOW)).toEqual({ kind: 'rotate' });
  });

  it('sent again within the minute after it was replaced, gets the same successor (a retry, two tabs at once)', () => {
    expect(judge(rotated(0), token(0), NOW)).toEqual({ kind: 'retry', successor: token(1) });
    expect(judge(rotated(60_000), token(0), NOW)).toEqual({ kind: 'retry', successor: token(1) });
    expect(judge(rotated(30_000), token(1), NOW)).toEqual({ kind: 'rotate' });
  });

  it('sent again after that minute, or any older token of the family, is a stolen copy: reuse', () => {
    expect(judge(rotated(60_001), token(0), NOW)).toEqual({ kind: 'reuse' });
    const twice = family({
      current: tokenHash(token(2)),
      previous: tokenHash(token(1)),
      rotatedAtMs: NOW,
      successor: sealAnswer(token(2), token(1), 'kid-1'),
    });
    expect(judge(twice, token(0), NOW)).toEqual({ kind: 'reuse' });
    // A made-up secret for a known family is no better than an old one.
    expect(judge(rotated(0), token(7), NOW)).toEqual({ kind: 'reuse' });
  });

  it('opens no successor sealed for another token or another account', () => {
    const foreign = family({
      current: tokenHash(token(1)),
      previous: tokenHash(token(0)),
      rotatedAtMs: NOW,
      successor: sealAnswer(token(1), token(0), 'someone-else'),
    });
    expect(judge(foreign, token(0), NOW)).toEqual({ kind: 'reuse' });
  });

  it('is refused when its family is gone (logout, ended) or its session has run out', () => {
    expect(judge(undefined, token(0), NOW)).toEqual({ kind: 'refuse' });
    expect(judge(family({ expiresAtMs: NOW }), token(0), NOW)).toEqual({ kind: 'refuse' });
  });

  it('keeps a persistent cookie for what is left of the session, and a browser-session cookie otherwise', () => {
    expect(cookieMaxAge(family({ expiresAtMs: NOW + 3_600_500 }), NOW)).toBe(3600);
    expect(cookieMaxAge(family({ keepalive: false }), NOW)).toBeUndefined();
  });
});

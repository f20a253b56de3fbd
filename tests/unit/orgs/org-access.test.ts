import { describe, expect, it } from 'vitest';
import { routes } from '#shared/api/routes';
import { AppError } from '#shared/errors';
import { checkAccess } from '../../../functions/lib/access';
import { decodeCursor, encodeCursor } from '../../../functions/orgs/cursor';

/**
 * Who reaches the organisation's console (decision 0772): only an adult of the orgadmin group on their
 * own token; and a list's cursor, which comes back from the browser, names only its own partition.
 */
function refusal(run: () => unknown): AppError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('the orgAdmin access level', () => {
  const route = routes.orgOverview;
  it('lets an adult organisation admin in, and refuses a coach, a parent, a junior and a child token', () => {
    expect(
      refusal(() => checkAccess(route, { userId: 'a', type: 'T', retail: false, orgAdmin: true })),
    ).toBeUndefined();
    const refused = [
      { userId: 'c', type: 'T' as const, retail: true, coach: true },
      { userId: 'l', type: 'T' as const, retail: true },
      { userId: 'k', type: 'k' as const, retail: true, orgAdmin: true },
      { userId: 'w', type: 'w' as const, retail: true, orgAdmin: true },
      { userId: 'w', type: 'w' as const, retail: true, orgAdmin: true, actingParentId: 'p' },
    ];
    for (const caller of refused) expect(refusal(() => checkAccess(route, caller))?.key).toBe('forbidden');
    expect(refusal(() => checkAccess(route, undefined))?.key).toBe('tokenMissing');
  });

  it('is the level of every console route, and no console route takes an organisation id', () => {
    const console = Object.values(routes).filter((r) => r.path.startsWith('v1/org/'));
    expect(console.map((r) => r.access)).toEqual(console.map(() => 'orgAdmin'));
    expect(console.some((r) => /org_?id/i.test(r.path))).toBe(false);
  });
});

describe("a list's cursor", () => {
  const start = { pk: 'LICENCE#r', sk: 'KEY', gsi1pk: 'ORGKEYS#acme', gsi1sk: 'used#2026#r' };
  it('comes back as it went, for the same partition', () => {
    expect(decodeCursor(encodeCursor(start)!, 'gsi1', 'ORGKEYS#acme')).toEqual(start);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, 'gsi1', 'ORGKEYS#acme')).toBeUndefined();
  });

  it("is refused for another organisation's partition, another index, extra or missing keys, or garbage", () => {
    const bad = [
      encodeCursor(start)!, // asked for another organisation below
      encodeCursor({ ...start, gsi1pk: 'ORGKEYS#other' })!,
      encodeCursor({ ...start, extra: 'x' })!,
      encodeCursor({ pk: 'LICENCE#r', sk: 'KEY', gsi1pk: 'ORGKEYS#acme' })!,
      encodeCursor({ ...start, sk: { S: 'KEY' } })!,
      'not-json',
      Buffer.from('[1,2]').toString('base64url'),
    ];
    expect(refusal(() => decodeCursor(bad[0], 'gsi1', 'ORGKEYS#other'))?.key).toBe('validation');
    for (const cursor of bad.slice(1))
      expect(refusal(() => decodeCursor(cursor, 'gsi1', 'ORGKEYS#acme'))?.key, cursor).toBe('validation');
    expect(refusal(() => decodeCursor(encodeCursor(start)!, 'gsi2', 'ORGKEYS#acme'))?.key).toBe('validation');
  });
});

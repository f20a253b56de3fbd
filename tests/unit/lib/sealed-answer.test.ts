import { describe, expect, it } from 'vitest';
import { openAnswer, sealAnswer } from '../../../functions/lib/sealed-answer';

/** Idempotency records keep their answer sealed under the request's own key (docs/security.md, "Stored answers"). */
describe('a sealed answer', () => {
  const answer = {
    data: { kind: 'child', child: { child_pin: '482913', child_user_name: 'kabir4821' } },
    message: 'Child added.',
    code: 200,
  };
  const key = 'k-5d1e0c1a-2f8e-4f7a-9d4b-3c2a1b0e9f8d';

  it('opens with the same key and user only', () => {
    const sealed = sealAnswer(answer, key, 'user-1');
    expect(openAnswer(sealed, key, 'user-1')).toEqual(answer);
    expect(() => openAnswer(sealed, `${key}x`, 'user-1')).toThrow();
    expect(() => openAnswer(sealed, key, 'user-2')).toThrow();
  });

  it('holds nothing of the answer in clear, and differs each time', () => {
    const one = sealAnswer(answer, key, 'user-1');
    const bytes = Buffer.from(one.sealed, 'base64');
    for (const secret of ['482913', 'kabir4821', 'Child added.'])
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    expect(sealAnswer(answer, key, 'user-1').sealed).not.toBe(one.sealed);
  });

  it('refuses a record changed at rest', () => {
    const bytes = Buffer.from(sealAnswer(answer, key, 'user-1').sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openAnswer({ sealed: bytes.toString('base64') }, key, 'user-1')).toThrow();
  });
});

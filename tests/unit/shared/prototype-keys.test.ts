import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { genderField } from '#shared/schemas/accounts';
import { loginShapeOf } from '#shared/schemas/auth';
import { childProfilePostAction } from '#shared/schemas/family';
import { normalTokens } from '../../../functions/core/language/normalise';
import { parseMultipart } from '../../../functions/lib/multipart';
import { buildHttpEvent } from '../../../infra/local/events';

/**
 * Every look-up keyed by what a caller sends uses own keys or a Map (docs/security.md, "Look-ups by
 * id and by name"): the names every object inherits are never members.
 */
const inherited = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];

describe('prototype names', () => {
  it('are not genders', () => {
    for (const name of inherited) expect(z.safeParse(genderField, name).success, name).toBe(false);
    expect(z.safeParse(genderField, 'F')).toMatchObject({ success: true, data: 'F' });
  });

  it('are ordinary words to the scorer (no spelling look-up hit)', () => {
    expect(normalTokens('The constructor hasOwnProperty __proto__ colour')).toEqual([
      'constructor',
      'hasownproperty',
      'proto',
      'color',
    ]);
  });

  it('do not choose a request shape unless the body has them itself', () => {
    const inheriting = Object.create({ keepalive: true, parent_name: 'x', child_name: 'y' }) as Record<string, unknown>;
    expect(loginShapeOf(inheriting)).toBe('pin');
    expect(
      childProfilePostAction(Object.assign(Object.create({ child_name: 'y' }) as object, { parent_name: 'Lata' })),
    ).toBe('updateParent');
  });

  it('are plain keys in a multipart body and in a query string', async () => {
    const form = new FormData();
    form.set('__proto__', 'x');
    form.set('name', 'Anu');
    const request = new Request('http://x', { method: 'POST', body: form });
    const parsed = await parseMultipart(
      Buffer.from(await request.arrayBuffer()),
      request.headers.get('content-type')!,
      4096,
    );
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.entries(parsed)).toEqual([
      ['__proto__', 'x'],
      ['name', 'Anu'],
    ]);

    const event = buildHttpEvent(
      { method: 'GET', url: '/v1/courses?constructor=1&toString=2&a=1&a=2', headers: {} },
      'GET /v1/courses',
    );
    expect(event.queryStringParameters).toEqual({ constructor: '1', toString: '2', a: '1,2' });
  });
});

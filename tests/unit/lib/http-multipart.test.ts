import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pipeline, ok } from '../../../functions/lib/http';
import { parseMultipart } from '../../../functions/lib/multipart';
import type { RouteDef } from '#shared/api/routes';
import { isUploadedFile } from '#shared/schemas/form-fields';
import { apiEvent, context, parse } from '../../support/events';

/** multipart/form-data in the one HTTP pipeline: opt-in per route, size-limited, files handed to the schema. */
const route: RouteDef = {
  method: 'POST',
  path: 'v1/upload',
  handler: 'test/upload',
  access: 'parent',
  request: z.object({ name: z.string(), photo: z.optional(z.custom(isUploadedFile)) }),
  multipart: true,
  maxBodyBytes: 4096,
};
const parent = { userId: 'p1', type: 'k' as const, retail: true };
const upload = pipeline(
  route,
  async (req) => {
    const input = req.input as unknown as { name: string; photo?: { filename: string; bytes: Uint8Array } };
    return ok({
      name: input.name,
      file: input.photo
        ? { filename: input.photo.filename, size: input.photo.bytes.length, first: input.photo.bytes[0] }
        : null,
    });
  },
  { multipart: parseMultipart },
);

async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function send(handler: typeof upload, body: Buffer | string, contentType: string) {
  return parse(
    await handler(
      apiEvent({ method: 'POST', path: '/v1/upload', headers: { 'content-type': contentType }, body, caller: parent }),
      context,
    ),
  );
}

describe('multipart bodies', () => {
  it('gives the schema text fields and files', async () => {
    const form = new FormData();
    form.set('name', 'Anu');
    form.set('photo', new Blob([Uint8Array.from([0x89, 1, 2])], { type: 'image/png' }), 'anu.png');
    const { body, type } = await multipart(form);
    const res = await send(upload, body, type);
    expect(res.body).toMatchObject({
      status: true,
      data: { name: 'Anu', file: { filename: 'anu.png', size: 3, first: 0x89 } },
    });
  });

  it('treats an empty file input as no file', async () => {
    const form = new FormData();
    form.set('name', 'Anu');
    form.set('photo', new Blob([]), '');
    const { body, type } = await multipart(form);
    expect((await send(upload, body, type)).body.data).toEqual({ name: 'Anu', file: null });
  });

  it('still takes JSON on the same route', async () => {
    expect((await send(upload, '{"name":"Om"}', 'application/json')).body.data).toEqual({ name: 'Om', file: null });
  });

  it('refuses a body over the route limit with 413, and broken multipart with 400', async () => {
    const form = new FormData();
    form.set('name', 'Anu');
    form.set('photo', new Blob([new Uint8Array(5000)]), 'big.png');
    const { body, type } = await multipart(form);
    const big = await send(upload, body, type);
    expect(big.body).toMatchObject({ code: 413, message: 'The request body is too large (at most 4 KB).' });
    const broken = await send(
      upload,
      '--b\r\ncontent-disposition: form-data; name="name"\r\n\r\nAnu',
      'multipart/form-data; boundary=b',
    );
    expect(broken.body).toMatchObject({ code: 400, message: 'The request body is not valid multipart/form-data.' });
  });

  it('insists that a multipart route’s module passes the parser', () => {
    expect(() => pipeline(route, async () => ok(null))).toThrow(/must pass the parser/);
  });

  it('refuses multipart on a route that did not opt in', async () => {
    const jsonOnly = pipeline({ ...route, multipart: false }, async () => ok(null));
    const form = new FormData();
    form.set('name', 'Anu');
    const { body, type } = await multipart(form);
    const res = await send(jsonOnly as typeof upload, body, type);
    expect(res.body).toMatchObject({
      code: 415,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });
});

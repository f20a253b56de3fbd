import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails } from '#shared/api/contract';
import { TestClient } from '../support/api-client';

/** Course media at stable, cacheable URLs of the site, as CloudFront's /content/* behaviour serves it. */
let asha: TestClient;
let image: URL;

beforeAll(async () => {
  asha = new TestClient();
  asha.token = (await asha.post('/v1/login', { login_id: 'asha@example.com', pin: '246810' })).body.data.token;
  const course = (await asha.get('/v1/courses/101')).body.data as CourseDetails;
  image = new URL(course.imageUrl!, asha.base);
});

describe('GET /content/*', () => {
  it('serves a course image with its type, an ETag and a day of caching, the same URL on every call', async () => {
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toBeTruthy();
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const again = (await asha.get('/v1/courses/101')).body.data as CourseDetails;
    expect(new URL(again.imageUrl!, asha.base).href).toBe(image.href);
  });

  it('answers 304 to a browser that has the file, and a byte range to an audio player', async () => {
    const first = await fetch(image);
    await first.arrayBuffer();
    const cached = await fetch(image, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    const part = await fetch(image, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
  });

  it('needs no sign-in (content is the same for every learner) but serves nothing outside content/', async () => {
    expect((await fetch(image, { headers: { cookie: '' } })).status).toBe(200);
    expect((await fetch(new URL('/content/101/no-such-file.png', asha.base))).status).toBe(404);
    expect((await fetch(new URL('/content/%2e%2e/uploads/x', asha.base))).status).toBe(404);
    expect((await fetch(new URL('/content/101/%2e%2e/%2e%2e/speech/x.mp3', asha.base))).status).toBe(404);
    expect((await fetch(image, { method: 'DELETE' })).status).toBe(405);
  });
});

import { describe, expect, it } from 'vitest';
import type { AttemptData, ReviewData, TestQuestion, VideoViewData } from '#shared/api/contract-assessment';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../../functions/lib/object-links';
import type { TestClient } from '../support/api-client';
import { answerAll, freshLearner, itemsOf, setDeadline, start } from '../support/attempts';

/**
 * POST v1/videoView (spec 02 §4 'You can view the video only two times.'; docs/video.md): the
 * server counts each view of a question's video with a conditional update and only then hands out
 * a short-lived presigned link. The seeded webisode "Watch and answer" (course 101, element 1013)
 * asks the video question 10040 (two views), then the video answer 10041.
 */
const COURSE = 101;
const ELEMENT = 1013;
const LIMIT_MESSAGE = 'You can view the video only two times.';

async function videoAttempt() {
  const learner = await freshLearner([COURSE]);
  const attempt = (await start(learner.client, COURSE, ELEMENT)).body.data.attempt as AttemptData;
  return { ...learner, attempt };
}

/**
 * A presigned GET of the same object as `link`, signed with the local S3 key at `signedAt` (as
 * functions/lib/object-links.ts signs).
 */
async function presigned(link: URL, signedAt: number, seconds: number): Promise<URL> {
  const signer = new SignatureV4({
    service: 's3',
    region: 'ap-south-1',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: link.protocol,
      hostname: link.hostname,
      port: Number(link.port),
      path: link.pathname,
      query: { 'response-cache-control': 'private, no-store' },
      headers: { host: link.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    { signingDate: new Date(signedAt), expiresIn: seconds },
  );
  const url = new URL(`${link.origin}${link.pathname}`);
  for (const [k, v] of Object.entries(signed.query ?? {})) url.searchParams.set(k, String(v));
  return url;
}

const view = (client: TestClient, body: Record<string, unknown>) => client.post<VideoViewData>('/v1/videoView', body);

describe('POST v1/videoView', () => {
  it('counts at most the question’s views under 30 parallel requests, each granted view with its own short-lived link', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => view(client, { attempt_id: attempt.attempt_id, question_id: 10040 })),
    );
    const granted = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(granted).toHaveLength(2);
    expect(granted.map((a) => a.body.data.views).sort()).toEqual([1, 2]);
    expect(refused).toHaveLength(28);
    for (const answer of refused)
      expect(answer.body).toMatchObject({
        status: false,
        code: 409,
        message: LIMIT_MESSAGE,
        data: { error: 'videoViewsUsed' },
      });
    const counted = (await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#V#`)).map((i) => i.views);
    expect(counted).toEqual([2]);

    for (const { body } of granted) {
      expect(body.data.limit).toBe(2);
      const link = new URL(body.data.url);
      expect(link.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(Date.parse(body.data.expires_at) - Date.now()).toBeGreaterThan(590_000);
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // a WebM (EBML) file
      // The object itself, without the link's signature, is not to be had.
      expect((await fetch(`${link.origin}${link.pathname}`)).status).toBe(403);
    }
    // Nor with a link made longer or tampered with, or one that has expired (signed with the local key itself).
    const link = new URL(granted[0]!.body.data.url);
    const longer = new URL(link);
    longer.searchParams.set('X-Amz-Expires', '604000');
    const tampered = new URL(link);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const expired = await presigned(link, Date.now() - 601_000, 600);
    for (const url of [longer, tampered, expired]) expect((await fetch(url)).status, url.search).toBe(403);
    expect((await fetch(await presigned(link, Date.now() - 1000, 600))).status).toBe(200);
    // Nor at the site's public course-media path (the importer keeps question videos out of it).
    expect((await fetch(new URL('/content/101/v-10040.webm', client.base))).status).toBe(404);
    // A further request, one at a time, is still refused.
    expect((await view(client, { attempt_id: attempt.attempt_id, question_id: 10040 })).body.message).toBe(
      LIMIT_MESSAGE,
    );
  });

  it('refuses another learner’s attempt, a question not being asked or without a video, and a finished or timed-out attempt, writing nothing', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const stranger = await freshLearner([COURSE]);
    const before = await itemsOf(userId, '');
    const theirs = await view(stranger.client, { attempt_id: attempt.attempt_id, question_id: 10040 });
    expect(theirs.body).toMatchObject({ status: false, code: 404, message: 'We could not find this test attempt.' });
    expect(JSON.stringify(theirs.body)).not.toContain(userId);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ question_id: 10041 }, 409, 'This is not the question being asked now. Please reload the test.'],
      [{ question_id: 10001 }, 404, 'This question is not part of your test.'],
      [{ attempt_id: 'no-such-attempt' }, 404, 'We could not find this test attempt.'],
    ];
    for (const [change, code, message] of refusals) {
      const answer = await view(client, { attempt_id: attempt.attempt_id, question_id: 10040, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ status: false, code, message });
    }
    expect(await itemsOf(userId, '')).toEqual(before);
    expect(await itemsOf(stranger.userId, 'ATTEMPT#')).toEqual([]);

    // The video answer is being asked: it has no video to view.
    const next = await client.post<{ attempt: AttemptData }>('/v1/submitAnswer', {
      attempt_id: attempt.attempt_id,
      question_id: 10040,
      user_answer: 'b',
    });
    const page = next.body.data.attempt.next_question as TestQuestion[];
    expect(page[0]?.question_id).toBe(10041);
    expect((await view(client, { attempt_id: attempt.attempt_id, question_id: 10041 })).body).toMatchObject({
      code: 422,
      data: { error: 'videoNotInQuestion' },
    });
    expect((await view(client, { attempt_id: attempt.attempt_id, question_id: 10040 })).body).toMatchObject({
      code: 409,
      data: { error: 'questionNotCurrent' },
    });

    await answerAll(client, next.body.data.attempt);
    expect((await view(client, { attempt_id: attempt.attempt_id, question_id: 10041 })).body).toMatchObject({
      code: 409,
      message: 'This test is already finished.',
    });
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#V#`)).toEqual([]);
  });

  it('refuses an attempt past its deadline', async () => {
    const { client, userId, attempt } = await videoAttempt();
    await setDeadline(userId, attempt.attempt_id, Date.now() - 1000);
    expect((await view(client, { attempt_id: attempt.attempt_id, question_id: 10040 })).body).toMatchObject({
      code: 409,
      data: { error: 'attemptFinished' },
    });
  });

  it('refuses bad input with a 4xx and no write', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const before = await itemsOf(userId, '');
    for (const body of [
      {},
      { attempt_id: attempt.attempt_id },
      { attempt_id: attempt.attempt_id, question_id: '10040x' },
      { attempt_id: 7, question_id: 10040 },
      { attempt_id: attempt.attempt_id, question_id: -1 },
    ]) {
      const answer = await view(client, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await itemsOf(userId, '')).toEqual(before);
  });
});

describe('the attempt’s payload', () => {
  it('carries no link to a view-limited video, while fetching, resuming and in review; the lesson video keeps its stable URL', async () => {
    const { client, attempt } = await videoAttempt();
    expect(attempt.next_question[0]).toMatchObject({ question_id: 10040, media_kind: 'video', media_url: null });
    const fetched = await client.get<AttemptData>(`/v1/fetchattempt/${attempt.attempt_id}`);
    expect(fetched.body.data.next_question[0]).toMatchObject({ media_kind: 'video', media_url: null });
    expect(fetched.body.data.lesson_video).toBe('/content/101/lesson-1013.webm');
    const resumed = (await start(client, COURSE, ELEMENT)).body.data.attempt;
    expect(resumed.attempt_id).toBe(attempt.attempt_id);
    expect(JSON.stringify(resumed)).not.toContain('v-10040');
    await answerAll(client, attempt);
    const review = await client.get<ReviewData>(`/v1/fetchattempt/${attempt.attempt_id}/1`);
    const item = review.body.data.items.find((i) => i.question.question_id === 10040);
    expect(item?.question).toMatchObject({ media_kind: 'video', media_url: null });
    expect(JSON.stringify(review.body)).not.toContain('v-10040');
  });
});

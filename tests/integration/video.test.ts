import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { CopyObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PresignedUpload } from '#shared/api/contract';
import type { AttemptData, SubmitAnswerData, TestQuestion, VideoViewData } from '#shared/api/contract-assessment';
import { localBucketName } from '../../functions/data/buckets';
import { limitedVideoKey } from '../../functions/core/media';
import type { TestClient } from '../support/api-client';
import { freshLearner, itemsOf, start } from '../support/attempts';

/**
 * Video questions and answers through the local API (spec 02 §3, §4, §7): the seeded webisode
 * "Watch and answer" (course 101, element 1013) with its video lesson, a video question that may be
 * viewed twice (10040) and a question answered with a recorded video (10041). POST checkVideo and
 * its refusals (docs/decisions.md), and video answers checked with HeadObject and left for review.
 */
const COURSE = 101;
const ELEMENT = 1013;
const media = join(import.meta.dirname, '../../infra/content/packages/everyday-english/media');
const recordedVideo = readFileSync(join(media, 'lesson-1001.webm'));
const s3 = new S3Client({
  endpoint: inject('endpoints').s3,
  region: 'ap-south-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

async function videoAttempt() {
  const learner = await freshLearner([COURSE]);
  const attempt = (await start(learner.client, COURSE, ELEMENT)).body.data.attempt as AttemptData;
  return { ...learner, attempt, question: attempt.next_question[0] as TestQuestion };
}

const checkVideo = (client: TestClient, body: Record<string, unknown>) => client.post<null>('/v1/checkVideo', body);

async function uploadVideo(client: TestClient, bytes: Buffer, contentType = 'video/webm'): Promise<string> {
  const grant = await client.post<PresignedUpload>('/v1/recordingupload', {
    content_type: contentType,
    purpose: 'video',
  });
  if (grant.body.code !== 200) throw new Error(`recordingupload answered ${grant.body.code}: ${grant.body.message}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.body.data.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'answer.webm');
  const response = await fetch(grant.body.data.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
  return grant.body.data.key;
}

/** Answers the video question right, so the video answer is the page being asked. */
async function toVideoAnswer(client: TestClient, attemptId: string) {
  const answered = await client.post<SubmitAnswerData>('/v1/submitAnswer', {
    attempt_id: attemptId,
    question_id: 10040,
    user_answer: 'b',
  });
  expect(answered.body.code).toBe(200);
  return answered.body.data.attempt.next_question[0]!;
}

describe('a webisode with a video question', () => {
  it('gives a playable video lesson, and a video question with the server’s view count and no link of its own', async () => {
    const { client, attempt, question } = await videoAttempt();
    expect(attempt.lesson_video).toMatch(/content\/101\/lesson-1013\.webm/);
    expect(question).toMatchObject({
      question_id: 10040,
      media_kind: 'video',
      videoReplayCount: 2,
      video_answer: false,
      media_url: null,
    });
    const file = await fetch(new URL(attempt.lesson_video!, client.base));
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // a WebM (EBML) file
    expect(bytes.length).toBeGreaterThan(20_000);
  });

  it('keeps the learner’s viewing figures with the answer', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const watch = { views: 2, buffering_seconds: 3, paused_seconds: 7 };
    const answer = await client.post<SubmitAnswerData>('/v1/submitAnswer', {
      attempt_id: attempt.attempt_id,
      question_id: 10040,
      user_answer: 'b',
      video_watch: watch,
    });
    expect(answer.body.data.feedback[0]).toMatchObject({ verdict: 'correct', score: 1 });
    const stored = (await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#`)).find((i) => i.questionId === 10040);
    expect(stored?.videoWatch).toEqual(watch);
    const bad = await client.post('/v1/submitAnswer', {
      attempt_id: attempt.attempt_id,
      question_id: 10041,
      video_watch: { views: -1, buffering_seconds: 0, paused_seconds: 0 },
    });
    expect(bad.body.code).toBe(422);
  });
});

/** The link of one counted view of the question's video (POST v1/videoView). */
async function viewLink(client: TestClient, attemptId: string): Promise<string> {
  const view = await client.post<VideoViewData>('/v1/videoView', { attempt_id: attemptId, question_id: 10040 });
  expect(view.body.code).toBe(200);
  return view.body.data.url;
}

describe('POST v1/checkVideo', () => {
  it('answers code 204 (reload) for the link of the question’s own video, whatever its signature', async () => {
    const { client, attempt } = await videoAttempt();
    const link = await viewLink(client, attempt.attempt_id);
    const ok = await checkVideo(client, { attempt_id: attempt.attempt_id, question_id: 10040, videoURL: link });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: true, code: 204, data: null });
    const resigned = new URL(link);
    resigned.search = '?X-Amz-Date=20200101T000000Z&X-Amz-Signature=00';
    expect(
      (await checkVideo(client, { attempt_id: attempt.attempt_id, question_id: 10040, videoURL: resigned.href })).body
        .code,
    ).toBe(204);
    // The old public path of the object, or the same path on another host, is not the question's video.
    const elsewhere = new URL(link);
    elsewhere.host = 'video.example';
    for (const videoURL of ['/content/101/v-10040.webm', elsewhere.href]) {
      expect(
        (await checkVideo(client, { attempt_id: attempt.attempt_id, question_id: 10040, videoURL })).body.code,
        videoURL,
      ).toBe(422);
    }
  });

  it('refuses another video, a question not being asked, another learner’s attempt and a finished one, writing nothing', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const question = { media_url: await viewLink(client, attempt.attempt_id) };
    const before = await itemsOf(userId, '');
    const lesson = attempt.lesson_video!;
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ videoURL: lesson }, 422, 'This video does not belong to this question. Please reload the test.'],
      [{ videoURL: 'not a url' }, 422, 'This video does not belong to this question. Please reload the test.'],
      [
        { videoURL: 'javascript:alert(1)' },
        422,
        'This video does not belong to this question. Please reload the test.',
      ],
      [{ question_id: 10041 }, 409, 'This is not the question being asked now. Please reload the test.'],
      [{ question_id: 10001 }, 404, 'This question is not part of your test.'],
    ];
    for (const [change, code, message] of refusals) {
      const answer = await checkVideo(client, {
        attempt_id: attempt.attempt_id,
        question_id: 10040,
        videoURL: question.media_url,
        ...change,
      });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ status: false, code, message });
    }
    const stranger = await freshLearner([COURSE]);
    const theirs = await checkVideo(stranger.client, {
      attempt_id: attempt.attempt_id,
      question_id: 10040,
      videoURL: question.media_url,
    });
    expect(theirs.body).toMatchObject({ code: 404, message: 'We could not find this test attempt.' });
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('says the video is unavailable when its file is missing from the bucket', async () => {
    const { client, attempt } = await videoAttempt();
    const question = { media_url: await viewLink(client, attempt.attempt_id) };
    const bucket = localBucketName('content');
    const key = limitedVideoKey(COURSE, 'media/v-10040.webm');
    const aside = `${key}.aside`;
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: aside, CopySource: `${bucket}/${key}` }));
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    try {
      const answer = await checkVideo(client, {
        attempt_id: attempt.attempt_id,
        question_id: 10040,
        videoURL: question.media_url,
      });
      expect(answer.body).toMatchObject({
        status: false,
        code: 404,
        message: expect.stringContaining('This video cannot be played right now'),
      });
    } finally {
      await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${bucket}/${aside}` }));
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: aside }));
    }
  });
});

describe('a video answer', () => {
  it('is a WebM or MP4 in the caller’s own video namespace, checked and left for review (score -1)', async () => {
    const { client, userId, attempt } = await videoAttempt();
    const page = await toVideoAnswer(client, attempt.attempt_id);
    expect(page).toMatchObject({ question_id: 10041, video_answer: true, spoken: false });
    const key = await uploadVideo(client, recordedVideo);
    expect(key).toMatch(new RegExp(`^video/${userId}/[0-9a-f-]{36}\\.webm$`));
    const answer = await client.post<SubmitAnswerData>('/v1/submitAnswer', {
      attempt_id: attempt.attempt_id,
      question_id: 10041,
      is_audio: 'vid',
      video: key,
    });
    expect(answer.body.code).toBe(204);
    const feedback = answer.body.data.feedback[0]!;
    expect(feedback).toMatchObject({ score: -1, verdict: 'awaiting_review' });
    const played = await fetch(feedback.video_url!);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(recordedVideo)).toBe(true);
    const stored = (await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#`)).find((i) => i.questionId === 10041);
    expect(stored?.videoKey).toBe(key);
    const review = await client.get<{ items: Array<{ answers: { question_id: number; video_url?: string } }> }>(
      `/v1/fetchattempt/${attempt.attempt_id}/1`,
    );
    expect(review.body.data.items.find((i) => i.answers.question_id === 10041)?.answers.video_url).toContain(key);
  });

  it('refuses a typed answer, no video, a recording of another kind, another learner’s video, one over 58 s and an oversized one, writing nothing', async () => {
    const { client, userId, attempt } = await videoAttempt();
    await toVideoAnswer(client, attempt.attempt_id);
    const before = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    const send = (extra: Record<string, unknown>) =>
      client.post('/v1/submitAnswer', { attempt_id: attempt.attempt_id, question_id: 10041, ...extra });
    expect((await send({ user_answer: 'Hello Priya' })).body).toMatchObject({
      code: 422,
      message: 'This question needs a video answer. Please record your video.',
    });
    expect((await send({ is_audio: 'vid' })).body.code).toBe(422);
    const grant = await client.post<PresignedUpload>('/v1/recordingupload', { content_type: 'audio/wav' });
    expect((await send({ is_audio: 'vid', video: grant.body.data.key })).body.code).toBe(422);
    const stranger = await freshLearner([COURSE]);
    const theirs = await uploadVideo(stranger.client, recordedVideo);
    expect((await send({ is_audio: 'vid', video: theirs })).body).toMatchObject({
      code: 422,
      message: 'We could not find your uploaded file. Please upload it again.',
    });
    const notVideo = await uploadVideo(client, Buffer.alloc(4096, 7), 'video/mp4');
    // The camera recorder stops at 58 s (the spec's alternate recorder): a file saying 70 s is refused.
    const long = Buffer.from(recordedVideo);
    long.writeFloatBE(70_000, long.indexOf(Buffer.from([0x44, 0x89, 0x84])) + 3); // Segment Duration, in milliseconds
    expect((await send({ is_audio: 'vid', video: await uploadVideo(client, long) })).body).toMatchObject({
      code: 422,
      message: 'Your video is longer than 58 seconds. Please record it again.',
    });
    const huge = await uploadVideo(client, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect((await send({ is_audio: 'vid', video: huge })).body).toMatchObject({
      code: 413,
      message: 'Please upload a file with size within 10MB.',
    });
    expect(
      (await client.post('/v1/recordingupload', { content_type: 'video/quicktime', purpose: 'video' })).body.code,
    ).toBe(422);
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(before);
    // An MP4 upload is accepted as a type: the server checks type and size, and a reviewer watches it.
    expect((await send({ is_audio: 'vid', video: notVideo })).body.code).toBe(204);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SpeechSessionData } from '#shared/api/contract';
import { parseWav } from '../../functions/speech/wav';
import { MAX_SESSIONS_PER_WINDOW, SESSION_WINDOW_SECONDS } from '../../functions/speech/live/session';
import { freshLearner } from '../support/attempts';
import { spokenWav, uploadLive } from '../support/speech';
import { ON_TOPIC_ANSWER, openSpokenAttempt, submitSpoken } from '../support/speech-attempts';
import { getItem, putItem } from '../support/table';

/**
 * Live transcription while recording (docs/scoring.md, "Latency") through the local API:
 * the session route's refusals, the parts' POST policy, the worker (pocketsphinx at the final part
 * offline) writing its transcript, and submitAnswer using a transcript only when it heard exactly
 * the submitted WAV.
 */
const session = (client: Awaited<ReturnType<typeof freshLearner>>['client'], recordingId: string) =>
  client.post<SpeechSessionData>('/v1/speechSession', { recording_id: recordingId });

const pcmHash = (wav: Buffer) => {
  const s = parseWav(wav)!.samples;
  return createHash('sha256')
    .update(Buffer.from(s.buffer, s.byteOffset, s.byteLength))
    .digest('hex');
};

// The worker hears an open answer of several seconds: generous on a shared, loaded machine.
async function transcriptOf(recordingId: string, waitMs = 60_000): Promise<Record<string, any>> {
  const until = Date.now() + waitMs;
  for (;;) {
    const item = await getItem(`RECORDING#${recordingId}`, 'TRANSCRIPT');
    if (item || Date.now() > until) return item!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a live speech session', () => {
  it('gives one POST policy for the recording’s parts, inside the caller’s namespace, and refuses a second start', async () => {
    const { client, userId } = await freshLearner([683]);
    const recordingId = randomUUID();
    const opened = (await session(client, recordingId)).body;
    expect(opened.code).toBe(200);
    const { parts } = opened.data;
    expect(parts.key_prefix).toBe(`live/${userId}/${recordingId}/`);
    expect(parts.fields.key).toBeUndefined();
    const policy = JSON.parse(Buffer.from(parts.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', parts.key_prefix],
        { 'Content-Type': 'application/octet-stream' },
        ['content-length-range', 0, parts.max_bytes],
      ]),
    );
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(await getItem(`RECORDING#${recordingId}`, 'SESSION')).toMatchObject({ owner: userId });

    expect((await session(client, recordingId)).body).toMatchObject({
      code: 409,
      message: 'This recording has already started. Please record again.',
    });
  });

  it('refuses another user’s recording id without changing its session, and bad ids through the shared schema', async () => {
    const owner = await freshLearner([683]);
    const other = await freshLearner([683]);
    const recordingId = randomUUID();
    expect((await session(owner.client, recordingId)).body.code).toBe(200);
    const refused = await session(other.client, recordingId);
    expect(refused.body).toMatchObject({ status: false, code: 409 });
    expect(JSON.stringify(refused.body)).not.toContain(owner.userId);
    expect(await getItem(`RECORDING#${recordingId}`, 'SESSION')).toMatchObject({ owner: owner.userId });
    for (const bad of ['not-a-uuid', '', `${recordingId}/../x`, 42]) {
      const res = await other.client.post('/v1/speechSession', { recording_id: bad });
      expect(res.status, String(bad)).toBe(422);
    }
  });

  it('refuses too many sessions opened at once, 30 in parallel', async () => {
    const { client } = await freshLearner([683]);
    // Sessions are counted per window of a recording's longest life: start well inside one, so a
    // slow machine does not spread the burst over two windows.
    const windowMs = SESSION_WINDOW_SECONDS * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 40_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => (await session(client, randomUUID())).body),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(MAX_SESSIONS_PER_WINDOW);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(30 - MAX_SESSIONS_PER_WINDOW);
    for (const a of refused)
      expect(a).toMatchObject({
        code: 429,
        message: 'Too many recordings were started at once. Please wait a minute and record again.',
      });
  });
});

// Open answers are heard live; known-text answers are aligned from the WAV at submit (decision 382).
describe('an open spoken answer heard while recorded', () => {
  it('is transcribed by the worker from its parts, and scored from that transcript', async () => {
    const { client, userId, attempt, question } = await openSpokenAttempt();
    const texts = [ON_TOPIC_ANSWER];
    const recordings = [];
    for (const text of texts) {
      const wav = spokenWav(text);
      recordings.push({ wav, ...(await uploadLive(client, wav)) });
    }
    for (const r of recordings) {
      const record = await transcriptOf(r.recordingId);
      expect(record).toMatchObject({
        status: 'done',
        owner: userId,
        pcmSha256: pcmHash(r.wav),
        bytes: parseWav(r.wav)!.samples.length * 2,
      });
      expect(record.words.length).toBeGreaterThan(0);
    }
    const answer = await submitSpoken(
      client,
      attempt.attempt_id,
      question.question_id,
      recordings.map((r) => r.key),
    );
    expect([200, 204]).toContain(answer.body.code); // 204: the talk may be the element's last question
    expect(answer.body.data.feedback[0]!.score).toBeGreaterThanOrEqual(0.5);
  });

  it('uses a transcript whose PCM hash matches the WAV, and ignores one that does not (the WAV is transcribed instead)', async () => {
    // Two stored transcripts that say something else entirely: only the hash decides whether one is used.
    const wrongWords = ['the', 'weather', 'in', 'london', 'is', 'very', 'cold'].map((word, i) => ({
      word,
      start: i * 0.3,
      end: i * 0.3 + 0.25,
      confidence: 1,
    }));
    const scoreWith = async (hashOf: (wav: Buffer) => string) => {
      const { client, userId, attempt, question } = await openSpokenAttempt();
      const keys = [];
      for (const text of [ON_TOPIC_ANSWER]) {
        const wav = spokenWav(text);
        const { key, recordingId } = await uploadLive(client, wav);
        await transcriptOf(recordingId); // the worker's own record, replaced below
        await putItem({
          pk: `RECORDING#${recordingId}`,
          sk: 'TRANSCRIPT',
          status: 'done',
          owner: userId,
          words: wrongWords,
          duration: 2.1,
          pcmSha256: hashOf(wav),
          bytes: 1,
        });
        keys.push(key);
      }
      return (await submitSpoken(client, attempt.attempt_id, question.question_id, keys)).body.data.feedback[0]!.score;
    };
    expect(await scoreWith(pcmHash)).toBeLessThan(0.5);
    expect(await scoreWith(() => 'f'.repeat(64))).toBeGreaterThanOrEqual(0.5);
  });

  it('falls back to the WAV when the parts were of another recording', async () => {
    const { client, userId, attempt, question } = await openSpokenAttempt();
    const keys = [];
    for (const text of [ON_TOPIC_ANSWER]) {
      const wav = spokenWav(text);
      const { key, recordingId } = await uploadLive(client, wav, {
        partsOf: spokenWav('the weather in London is very cold today'),
      });
      const record = await transcriptOf(recordingId);
      expect(record).toMatchObject({ status: 'done', owner: userId });
      expect(record.pcmSha256).not.toBe(pcmHash(wav));
      keys.push(key);
    }
    const feedback = (await submitSpoken(client, attempt.attempt_id, question.question_id, keys)).body.data
      .feedback[0]!;
    expect(feedback.score).toBeGreaterThanOrEqual(0.5);
  });
});

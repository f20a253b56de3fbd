import type { JWK } from 'jose';
import type { PresignedUpload, SpeechSessionData } from '#shared/api/contract';
import { partName, PART_TYPE, PCM_BYTES_PER_SECOND } from '#shared/speech/live-parts';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { stats as synthesis } from '../../functions/speech/synthesis-cache';
import { parseWav, wavBytes } from '../../functions/speech/wav';
import { stackData } from '../support/learners';
import { spokenWav } from '../support/speech';
import { median, quantile } from './stats';

/**
 * Spoken answers on the local stack, recorded as the page records them: the upload grant and the
 * live session at Record, a part of PCM about every second while the learner speaks (posted here at
 * twice the speed of speech, to keep the bench short: the offline recogniser hears faster than
 * that), then at Stop the final part, the WAV and submitAnswer. The figure is the time from Stop to
 * the feedback (the final part and the WAV uploaded + submitAnswer with the live transcript, the
 * scoring and the correct answer spoken), against a written short answer's submitAnswer measured in
 * the same rounds; and the hit rate of the spoken-correct-answer cache (the same question answered
 * by each learner in turn).
 */
export interface SpeechFigures {
  stopToFeedbackMs: number;
  p95Ms: number;
  writtenSubmitMs: number;
  recordingSeconds: number;
  cacheHitRate: number;
  scores: number[];
  /** Stop to feedback for long answers, by recording length (median over the rounds). */
  long: Array<{ label: string; recordingSeconds: number; stopToFeedbackMs: number; p95Ms: number; scores: number[] }>;
}

interface Stack {
  url: string;
  endpoints: { dynamodb: string };
  keys: { privateJwk: JWK };
}

async function call<T>(
  stack: Stack,
  token: string,
  path: string,
  body: unknown,
): Promise<{ code: number; data: T; message: string }> {
  const res = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token, platform: 'w1' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T; message: string };
}

/** flite reading `text` over and over, cut to `seconds`: a learner speaking for the whole of a long answer. */
export function longWav(text: string, seconds: number): Buffer {
  const once = parseWav(spokenWav(text))!;
  const want = Math.round(seconds * once.sampleRate);
  const out = new Int16Array(want);
  for (let at = 0; at < want; at += once.samples.length)
    out.set(once.samples.subarray(0, Math.min(once.samples.length, want - at)), at);
  return wavBytes(out, once.sampleRate);
}

async function post(grant: PresignedUpload, body: Blob, name: string): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries(grant.fields)) form.append(field, value);
  form.append('file', body, name);
  const res = await fetch(grant.url, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload of ${name} refused: ${res.status}`);
}

/** Twice the speed of speech: one second of audio is posted every half second. */
const PACE = 2;

/**
 * Records `wav` as the page does and resolves, at Stop, to a function that finishes the recording
 * (final part, WAV) and returns its key: the caller times that and the submit.
 */
async function record(stack: Stack, token: string, wav: Buffer, live: boolean): Promise<() => Promise<string>> {
  const grant = (
    await call<PresignedUpload>(stack, token, '/v1/recordingupload', { content_type: 'audio/wav', purpose: 'speech' })
  ).data;
  // A known-text answer opens no live session (decision 382): at Stop the WAV goes up, and submitAnswer aligns it.
  if (!live) {
    await new Promise((resolve) => setTimeout(resolve, (1000 * (wav.length - 44)) / PCM_BYTES_PER_SECOND / PACE));
    return async () => {
      await post(grant, new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'answer.wav');
      return grant.key;
    };
  }
  const recordingId = /\/([\w-]+)\.wav$/.exec(grant.key)![1]!;
  const session = (await call<SpeechSessionData>(stack, token, '/v1/speechSession', { recording_id: recordingId }))
    .data;
  const part = (index: number, pcm: Buffer, final: boolean) => {
    const name = partName(index, final);
    const key = session.parts.key_prefix + name;
    return post(
      { url: session.parts.url, fields: { key, ...session.parts.fields }, key, expires_at: session.parts.expires_at },
      new Blob([new Uint8Array(pcm)], { type: PART_TYPE }),
      name,
    );
  };
  const pcm = wav.subarray(44);
  let index = 0;
  let at = 0;
  for (; at + PCM_BYTES_PER_SECOND < pcm.length; at += PCM_BYTES_PER_SECOND) {
    await part(++index, pcm.subarray(at, at + PCM_BYTES_PER_SECOND), false);
    await new Promise((resolve) => setTimeout(resolve, 1000 / PACE));
  }
  return async () => {
    await part(++index, pcm.subarray(at), true);
    await post(grant, new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'answer.wav');
    return grant.key;
  };
}

/**
 * One long answer: start the element, answer the written questions before the spoken one, then time Stop to feedback.
 *
 */
async function timeLongAnswer(
  stack: Stack,
  token: string,
  round: (typeof LONG_ROUNDS)[number],
  wav: Buffer,
): Promise<{ ms: number; score: number }> {
  const { courseId, elementId, questionId } = round;
  const begun = await call<{ attempt: AttemptData }>(stack, token, '/v1/startAttempt', {
    course_id: courseId,
    element_id: elementId,
  });
  if (begun.code !== 200) throw new Error(`startAttempt ${courseId}/${elementId}: ${begun.code} ${begun.message}`);
  let attempt = begun.data.attempt;
  for (
    let page = attempt.next_question;
    page.length && page[0]!.question_id !== questionId;
    page = attempt.next_question
  ) {
    const q = page[0]!;
    const body =
      q.type === 'INS'
        ? {}
        : q.spoken
          ? { skip_domain: true }
          : q.type === 'MS'
            ? { user_answer: [q.choices![0]!.id] }
            : { user_answer: q.choices?.[0]?.id ?? 'hello' };
    attempt = (
      await call<SubmitAnswerData>(stack, token, '/v1/submitAnswer', {
        attempt_id: attempt.attempt_id,
        question_id: q.question_id,
        ...body,
      })
    ).data.attempt;
  }
  const stop = await record(stack, token, wav, round.label.startsWith('IELTS'));
  const started = performance.now();
  const key = await stop();
  const answer = await call<SubmitAnswerData>(stack, token, '/v1/submitAnswer', {
    attempt_id: attempt.attempt_id,
    question_id: questionId,
    is_audio: 'yes',
    audio: [key],
  });
  if (answer.code !== 200 && answer.code !== 204)
    throw new Error(`long answer to ${questionId} refused: ${answer.code} ${answer.message}`);
  return { ms: performance.now() - started, score: answer.data.feedback[0]?.speech?.overall ?? -1 };
}

const LONG_ROUNDS = [
  {
    label: 'known text, 5 s',
    courseId: 201,
    elementId: 2004,
    questionId: 20010,
    seconds: 5,
    text: "Now let's move on to the next point.",
  },
  {
    label: 'known text, 20 s',
    courseId: 201,
    elementId: 2004,
    questionId: 20010,
    seconds: 20,
    text: "Now let's move on to the next point, and then we will look at this year's figures together.",
  },
  {
    label: 'known text, 45 s',
    courseId: 201,
    elementId: 2004,
    questionId: 20010,
    seconds: 44,
    text: "Now let's move on to the next point, and then we will look at this year's figures together.",
  },
  {
    label: 'IELTS talk (open, heard live)',
    courseId: 201,
    elementId: 2001,
    questionId: 20003,
    seconds: 118,
    text: 'Hello, my name is Kiran and I live in Hyderabad with my parents. I work as a sales assistant in an electronics shop, and in my free time I play cricket with my friends.',
  },
] as const;

export async function measureSpeech(stack: Stack, rounds: number): Promise<SpeechFigures> {
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const wav = spokenWav('Good morning');
  const spoken: number[] = [];
  const written: number[] = [];
  const scores: number[] = [];
  const before = { ...synthesis };
  const long: SpeechFigures['long'] = [];
  let cache = { hits: 0, misses: 0 };
  try {
    for (let round = 0; round < rounds; round++) {
      const learner = await store.learner([683, 101]);
      const drill = (
        await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', {
          course_id: 683,
          element_id: 6831,
        })
      ).data.attempt;
      const stop = await record(stack, learner.token, wav, false);
      const started = performance.now();
      const key = await stop();
      const answer = await call<SubmitAnswerData>(stack, learner.token, '/v1/submitAnswer', {
        attempt_id: drill.attempt_id,
        question_id: drill.next_question[0]!.question_id,
        is_audio: 'yes',
        audio: [key],
      });
      spoken.push(performance.now() - started);
      scores.push(answer.data.feedback[0]?.speech?.overall ?? -1);

      const lesson = (
        await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', {
          course_id: 101,
          element_id: 1002,
        })
      ).data.attempt;
      const q = lesson.next_question[0]!;
      const writtenStart = performance.now();
      await call(stack, learner.token, '/v1/submitAnswer', {
        attempt_id: lesson.attempt_id,
        question_id: q.question_id,
        user_answer: q.choices?.[0]?.id ?? 'hello',
      });
      written.push(performance.now() - writtenStart);
    }
    // The cache figure is the short question's alone: taken before the long rounds.
    cache = { hits: synthesis.hits - before.hits, misses: synthesis.misses - before.misses };
    for (const spec of LONG_ROUNDS) {
      const wav = longWav(spec.text, spec.seconds);
      const times: number[] = [];
      const longScores: number[] = [];
      for (let round = 0; round < Math.max(1, Math.ceil(rounds / 2)); round++) {
        const learner = await store.learner([spec.courseId]);
        const { ms, score } = await timeLongAnswer(stack, learner.token, spec, wav);
        times.push(ms);
        longScores.push(score);
      }
      long.push({
        label: spec.label,
        recordingSeconds: spec.seconds,
        stopToFeedbackMs: median(times),
        p95Ms: quantile(times, 0.95),
        scores: longScores,
      });
    }
  } finally {
    store.destroy();
  }
  const { hits, misses } = cache;
  return {
    stopToFeedbackMs: median(spoken),
    p95Ms: quantile(spoken, 0.95),
    writtenSubmitMs: median(written),
    recordingSeconds: (wav.length - 44) / 32_000,
    cacheHitRate: hits + misses ? hits / (hits + misses) : 0,
    scores,
    long,
  };
}

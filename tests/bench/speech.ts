import type { JWK } from 'jose';
import type { PresignedUpload } from '#shared/api/contract';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-attempts';
import { stats as synthesis } from '../../functions/speech/synthesis-cache';
import { parseWav, wavBytes } from '../../functions/speech/wav';
import { stackData } from '../support/learners';
import { spokenWav } from '../support/speech';
import { median } from './stats';

/**
 * Spoken answers on the local stack: the time from the learner pressing Stop to the feedback on
 * screen (upload of the recording + submitAnswer with pocketsphinx scoring it + the correct answer
 * spoken), against a written short answer's submitAnswer measured in the same rounds; and the hit
 * rate of the spoken-correct-answer cache (the same question answered by each learner in turn).
 */
export interface SpeechFigures {
  stopToFeedbackMs: number;
  writtenSubmitMs: number;
  recordingSeconds: number;
  cacheHitRate: number;
  scores: number[];
  /** Stop to feedback for long answers, by recording length (median over the rounds). */
  long: Array<{ label: string; recordingSeconds: number; stopToFeedbackMs: number; scores: number[] }>;
}

interface Stack {
  url: string;
  endpoints: { dynamodb: string };
  keys: { privateJwk: JWK };
}

async function call<T>(stack: Stack, token: string, path: string, body: unknown): Promise<{ code: number; data: T; message: string }> {
  const res = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'access-token': token, platform: 'w1' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: T; message: string };
}

/** flite reading `text` over and over, cut to `seconds`: a learner speaking for the whole of a long answer. */
export function longWav(text: string, seconds: number): Buffer {
  const once = parseWav(spokenWav(text))!;
  const want = Math.round(seconds * once.sampleRate);
  const out = new Int16Array(want);
  for (let at = 0; at < want; at += once.samples.length) out.set(once.samples.subarray(0, Math.min(once.samples.length, want - at)), at);
  return wavBytes(out, once.sampleRate);
}

async function uploadWav(stack: Stack, token: string, wav: Buffer): Promise<string> {
  const grant = (await call<PresignedUpload>(stack, token, '/v1/recordingupload', { content_type: 'audio/wav' })).data;
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'answer.wav');
  await fetch(grant.url, { method: 'POST', body: form });
  return grant.key;
}

/** One long answer: start the element, answer the written questions before the spoken one, then time Stop to feedback. */
async function timeLongAnswer(stack: Stack, token: string, round: (typeof LONG_ROUNDS)[number], wav: Buffer): Promise<{ ms: number; score: number }> {
  const { courseId, elementId, questionId } = round;
  const begun = await call<{ attempt: AttemptData }>(stack, token, '/v1/startAttempt', { course_id: courseId, element_id: elementId });
  if (begun.code !== 200) throw new Error(`startAttempt ${courseId}/${elementId}: ${begun.code} ${begun.message}`);
  let attempt = begun.data.attempt;
  for (let page = attempt.next_question; page.length && page[0]!.question_id !== questionId; page = attempt.next_question) {
    const q = page[0]!;
    const body = q.type === 'INS' ? {} : q.spoken ? { skip_domain: true } : q.type === 'MS' ? { user_answer: [q.choices![0]!.id] } : { user_answer: q.choices?.[0]?.id ?? 'hello' };
    attempt = (await call<SubmitAnswerData>(stack, token, '/v1/submitAnswer', { attempt_id: attempt.attempt_id, question_id: q.question_id, ...body })).data.attempt;
  }
  const started = performance.now();
  const key = await uploadWav(stack, token, wav);
  const answer = await call<SubmitAnswerData>(stack, token, '/v1/submitAnswer', { attempt_id: attempt.attempt_id, question_id: questionId, is_audio: 'yes', audio: [key] });
  if (answer.code !== 200 && answer.code !== 204) throw new Error(`long answer to ${questionId} refused: ${answer.code} ${answer.message}`);
  return { ms: performance.now() - started, score: answer.data.feedback[0]?.speech?.overall ?? -1 };
}

const LONG_ROUNDS = [
  { label: '45 s question', courseId: 201, elementId: 2004, questionId: 20010, seconds: 44, text: "Now let's move on to the next point, and then we will look at this year's figures together." },
  {
    label: 'IELTS talk',
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
      const drill = (await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', { course_id: 683, element_id: 6831 })).data.attempt;
      const started = performance.now();
      const key = await uploadWav(stack, learner.token, wav);
      const answer = await call<SubmitAnswerData>(stack, learner.token, '/v1/submitAnswer', { attempt_id: drill.attempt_id, question_id: drill.next_question[0]!.question_id, is_audio: 'yes', audio: [key] });
      spoken.push(performance.now() - started);
      scores.push(answer.data.feedback[0]?.speech?.overall ?? -1);

      const lesson = (await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', { course_id: 101, element_id: 1002 })).data.attempt;
      const q = lesson.next_question[0]!;
      const writtenStart = performance.now();
      await call(stack, learner.token, '/v1/submitAnswer', { attempt_id: lesson.attempt_id, question_id: q.question_id, user_answer: q.choices?.[0]?.id ?? 'hello' });
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
      long.push({ label: spec.label, recordingSeconds: spec.seconds, stopToFeedbackMs: median(times), scores: longScores });
    }
  } finally {
    store.destroy();
  }
  const { hits, misses } = cache;
  return {
    stopToFeedbackMs: median(spoken),
    writtenSubmitMs: median(written),
    recordingSeconds: (wav.length - 44) / 32_000,
    cacheHitRate: hits + misses ? hits / (hits + misses) : 0,
    scores,
    long,
  };
}

import type { JWK } from 'jose';
import type { PresignedUpload } from '#shared/api/contract';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-attempts';
import { stats as synthesis } from '../../functions/speech/synthesis-cache';
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

export async function measureSpeech(stack: Stack, rounds: number): Promise<SpeechFigures> {
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const wav = spokenWav('Good morning');
  const spoken: number[] = [];
  const written: number[] = [];
  const scores: number[] = [];
  const before = { ...synthesis };
  try {
    for (let round = 0; round < rounds; round++) {
      const learner = await store.learner([683, 101]);
      const drill = (await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', { course_id: 683, element_id: 6831 })).data.attempt;
      const started = performance.now();
      const grant = (await call<PresignedUpload>(stack, learner.token, '/v1/recordingupload', { content_type: 'audio/wav' })).data;
      const form = new FormData();
      for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'answer.wav');
      await fetch(grant.url, { method: 'POST', body: form });
      const answer = await call<SubmitAnswerData>(stack, learner.token, '/v1/submitAnswer', { attempt_id: drill.attempt_id, question_id: drill.next_question[0]!.question_id, is_audio: 'yes', audio: [grant.key] });
      spoken.push(performance.now() - started);
      scores.push(answer.data.feedback[0]?.speech?.overall ?? -1);

      const lesson = (await call<{ attempt: AttemptData }>(stack, learner.token, '/v1/startAttempt', { course_id: 101, element_id: 1002 })).data.attempt;
      const q = lesson.next_question[0]!;
      const writtenStart = performance.now();
      await call(stack, learner.token, '/v1/submitAnswer', { attempt_id: lesson.attempt_id, question_id: q.question_id, user_answer: q.choices?.[0]?.id ?? 'hello' });
      written.push(performance.now() - writtenStart);
    }
  } finally {
    store.destroy();
  }
  const hits = synthesis.hits - before.hits;
  const misses = synthesis.misses - before.misses;
  return {
    stopToFeedbackMs: median(spoken),
    writtenSubmitMs: median(written),
    recordingSeconds: (wav.length - 44) / 32_000,
    cacheHitRate: hits + misses ? hits / (hits + misses) : 0,
    scores,
  };
}

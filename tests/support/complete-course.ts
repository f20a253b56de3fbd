import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import type { TestClient } from './api-client';
import { answerAll, rightSubmission, start } from './attempts';
import { rightTexts } from './speech-attempts';
import { spokenWav, uploadRecording } from './speech';
import everyday from '../../infra/content/packages/everyday-english/course.json';

/**
 * A learner's way to a certificate under its rule (decision 440), through the API: every released
 * activity of Everyday English (101) done in course order, and its final test (1010) sat with its
 * first spoken question recorded (flite) and the rest answered from the key, spoken ones skipped.
 */
export const FINAL_TEST = 1010;
const activities = everyday.units.flatMap((u) => u.elements.map((e) => e.element_id));

/** Every activity but the final test; activities not released yet are refused and left, as a learner must. */
export async function doActivities(client: TestClient, except: number[] = [FINAL_TEST]): Promise<void> {
  for (const elementId of activities.filter((id) => !except.includes(id))) {
    const started = await start(client, 101, elementId);
    if (started.body.code === 403 && /opens on|unlock/.test(started.body.message)) continue;
    if (started.body.code !== 200) throw new Error(`start ${elementId}: ${started.body.code} ${started.body.message}`);
    await answerAll(client, started.body.data.attempt);
  }
}

/** The final test with one spoken answer recorded, so no skill is wholly skipped; returns the last answer. */
export async function sitFinalTestSpeaking(client: TestClient): Promise<SubmitAnswerData> {
  const answers = await answerAll(client, await finalTestSpokenOnce(client));
  return answers.at(-1)!.data;
}

/**
 * The final test answered from the key up to its first spoken question, which is recorded (flite);
 * returns the attempt there, for the rest to be answered by the API or in the browser.
 */
export async function finalTestSpokenOnce(client: TestClient): Promise<AttemptData> {
  let attempt = (await start(client, 101, FINAL_TEST)).body.data.attempt as AttemptData;
  for (let guard = 0; guard < 60 && attempt.next_question.length; guard++) {
    const q = attempt.next_question[0]!;
    const spoken = q.spoken && attempt.next_question.length === 1;
    const body = spoken
      ? {
          attempt_id: attempt.attempt_id,
          question_id: q.question_id,
          is_audio: 'yes',
          audio: await Promise.all(rightTexts(q.question_id).map((t) => uploadRecording(client, spokenWav(t)))),
        }
      : rightSubmission(attempt.attempt_id, attempt.next_question);
    const res = await client.post<SubmitAnswerData>('/v1/submitAnswer', body);
    if (!res.body.status) throw new Error(`submitAnswer refused: ${res.body.code} ${res.body.message}`);
    attempt = res.body.data.attempt;
    if (spoken) return attempt;
  }
  throw new Error('the final test asked no spoken question to record');
}

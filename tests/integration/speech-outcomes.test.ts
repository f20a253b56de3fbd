import { describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { freshLearner, itemsOf, questions, start } from '../support/attempts';
import { parseWav, wavBytes } from '../../functions/speech/wav';
import { spokenWav, uploadRecording } from '../support/speech';

/**
 * Known-text spoken answers' three outcomes (docs/scoring.md, "Three outcomes, and recording again"),
 * through the local stack and the offline engine. Course 683's first activity asks 'Good morning', a
 * time ('It's half past seven'), a VK question (ship, sheep, chip, cheap) and 'I saw him yesterday', in
 * that order. 'half past seven' for the time is neither clearly right nor clearly wrong to the engine.
 */
type Learner = Awaited<ReturnType<typeof freshLearner>>;
/** Engine time on a busy machine: four recordings of one VK question are aligned in turn. */
const SLOW = 180_000;
/** `text` spoken, with half a second of quiet either side, as a learner's recording has (a lone word is short). */
const recording = (text: string) => {
  const speech = parseWav(spokenWav(text))!.samples;
  const padded = new Int16Array(speech.length + 16_000);
  padded.set(speech, 8_000);
  return wavBytes(padded);
};
const answer = async (learner: Learner, attempt: AttemptData, said: string[], extra: Record<string, unknown> = {}) => {
  const question = attempt.next_question[0]!;
  const audio = [];
  for (const text of said) audio.push(await uploadRecording(learner.client, recording(text)));
  return learner.client.post<SubmitAnswerData>('/v1/submitAnswer', {
    attempt_id: attempt.attempt_id,
    question_id: question.question_id,
    is_audio: 'yes',
    audio,
    ...extra,
  });
};
/** What a learner who knows says: each word of a VK question, else the first accepted text. */
const says = (id: number) => {
  const q = questions.get(id)!;
  const texts = q.correct_answers!.map((c) => c.split('|')[0]!);
  return q.type === 'VK' ? texts : texts.slice(0, 1);
};
const responseOf = async (userId: string, attemptId: string, questionId: number) => {
  const [record] = await itemsOf(userId, `ATTEMPT#${attemptId}`);
  return (record!.responses as Array<{ questionId: number; verdict: string }>).find((r) => r.questionId === questionId);
};

/** Answers the activity's first three questions as they are asked, and returns the attempt at the last one. */
async function atLastQuestion(learner: Learner): Promise<AttemptData> {
  let attempt = (await start(learner.client, 683, 6831)).body.data.attempt as AttemptData;
  for (let k = 0; k < 3; k++) {
    const sent = await answer(learner, attempt, says(attempt.next_question[0]!.question_id));
    expect(sent.body.code, sent.body.message).toBe(200);
    attempt = sent.body.data.attempt;
  }
  expect(attempt.next_question.map((q) => q.question_id)).toEqual([68304]);
  return attempt;
}

describe('a spoken answer the engine cannot tell', () => {
  it(
    'says "say it again", counts for nothing, and the one re-recording is judged afresh',
    async () => {
      const learner = await freshLearner([683]);
      let attempt = (await start(learner.client, 683, 6831)).body.data.attempt as AttemptData;
      attempt = (await answer(learner, attempt, says(68301))).body.data.attempt;
      expect(attempt.next_question[0]!.question_id).toBe(68302);

      const unsure = (await answer(learner, attempt, ['half past seven'])).body.data;
      const feedback = unsure.feedback[0]!;
      expect(feedback).toMatchObject({ verdict: 'unsure', retry_due: true });
      expect(feedback.speech).toMatchObject({ outcome: 'say_again', band: 'say it again' });
      expect(await responseOf(learner.userId, attempt.attempt_id, 68302)).toMatchObject({ verdict: 'unsure' });

      const again = await answer(learner, attempt, says(68302), { is_retry: true });
      expect(again.body.code, again.body.message).toBe(200);
      expect(again.body.data.feedback[0]).toMatchObject({ verdict: 'correct', retried: true, retry_due: false });
      expect(again.body.data.feedback[0]!.speech!.outcome).toBe('passed');
      expect(await responseOf(learner.userId, attempt.attempt_id, 68302)).toMatchObject({ verdict: 'correct' });
    },
    SLOW,
  );
});

describe('the last answer of an activity, poor', () => {
  it(
    'keeps the attempt open for its re-recording, which finishes it with the completion',
    async () => {
      const learner = await freshLearner([683]);
      const attempt = await atLastQuestion(learner);
      const poor = await answer(learner, attempt, ['I saw him today']);
      expect(poor.body.code).toBe(200);
      expect(poor.body.data.feedback[0]).toMatchObject({ verdict: 'wrong', retry_due: true });
      expect(poor.body.data.attempt).toMatchObject({ is_graded: 'N', next_question: [] });
      expect(poor.body.data.completion).toBeNull();

      const again = await answer(learner, attempt, says(68304), { is_retry: true });
      expect(again.body.code, again.body.message).toBe(204);
      expect(again.body.data.feedback[0]).toMatchObject({ verdict: 'correct', retried: true, retry_due: false });
      expect(again.body.data.attempt.is_graded).toBe('Y');
      expect(again.body.data.completion).not.toBeNull();
    },
    SLOW,
  );

  it(
    'finishes with the first recording when the learner leaves without recording it again',
    async () => {
      const learner = await freshLearner([683]);
      const attempt = await atLastQuestion(learner);
      expect((await answer(learner, attempt, ['I saw him today'])).body.data.attempt.is_graded).toBe('N');
      const read = await learner.client.get<AttemptData>(`/v1/fetchattempt/${attempt.attempt_id}`);
      expect(read.body.data.is_graded).toBe('Y');
      expect(await responseOf(learner.userId, attempt.attempt_id, 68304)).toMatchObject({ verdict: 'wrong' });
      const late = await answer(learner, attempt, says(68304), { is_retry: true });
      expect(late.body.code).toBe(409);
    },
    SLOW,
  );
});

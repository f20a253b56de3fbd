import { describe, expect, it } from 'vitest';
import type { InstructionData } from '#shared/api/contract';
import type { AttemptData, ReviewData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { freshLearner, start } from '../support/attempts';

/**
 * 'Saying hello' (course 101, element 1001) as a learner takes it: the instruction page, the
 * listening MCQ right, the am/is/are cloze two gaps of three ('is / Am / are'), the spoken question
 * skipped. The instruction page is not a question, the part-right cloze counts two thirds, and the
 * skipped question counts as asked and unanswered.
 */
describe('Saying hello: numbering, partial credit and skipped questions', () => {
  it('numbers 3 questions, scores (1 + 2/3 + 0) / 3 = 56 %, and reviews the cloze as 2 of 3 gaps', async () => {
    const { client } = await freshLearner([101]);
    expect((await client.get<InstructionData>('/v1/fetchinstructions/101/1001')).body.data.totalQuestion).toBe(3);

    const attempt = (await start(client, 101, 1001)).body.data.attempt as AttemptData;
    expect(attempt.next_question[0]!.type).toBe('INS');
    expect(attempt).toMatchObject({ answered_questions: 0, total_questions: 3 });
    const submit = (body: Record<string, unknown>) =>
      client.post<SubmitAnswerData>('/v1/submitAnswer', { attempt_id: attempt.attempt_id, ...body });

    const read = await submit({ question_id: 10001 });
    expect(read.body.data.attempt).toMatchObject({ answered_questions: 0, total_questions: 3 });
    const mcq = await submit({ question_id: 10002, user_answer: 'c' });
    expect(mcq.body.data.attempt).toMatchObject({ answered_questions: 1, total_questions: 3 });
    const cloze = await submit({ question_id: 10003, user_answer: ['is', 'Am', 'are'] });
    // Spec 02 §4: 0.67 ≥ 0.5 is 'correct'; its score says it is two thirds of a question.
    expect(cloze.body.data.feedback[0]).toMatchObject({ verdict: 'correct', score: 0.667, parts: [1, 1, 0] });
    const last = await submit({ question_id: 10004, skip_domain: true });
    expect(last.body.code).toBe(204);
    expect(last.body.data.attempt).toMatchObject({ answered_questions: 3, total_questions: 3, is_graded: 'Y' });
    expect(last.body.data.completion).toMatchObject({ attemptScore: 56, previous_o_level: null });

    const review = (await client.get<ReviewData>(`/v1/fetchattempt/${attempt.attempt_id}/1`)).body.data;
    expect(review.items.map((i) => i.question.question_id)).toEqual([10002, 10003, 10004]);
    expect(review.items.map((i) => i.answers.verdict)).toEqual(['correct', 'correct', 'skipped']);
  });
});

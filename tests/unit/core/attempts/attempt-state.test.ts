import { describe, expect, it } from 'vitest';
import type { AttemptRecord, Response } from '../../../../functions/core/attempts/attempt-record';
import {
  checkSubmission,
  graded,
  percentCorrect,
  withAnswers,
} from '../../../../functions/core/attempts/attempt-state';

/** The attempt's transitions: what a submission may answer, and what answering and finishing change. */
const open: AttemptRecord = {
  attemptId: 'a1',
  userId: 'u1',
  courseId: 101,
  unitId: 1,
  elementId: 1011,
  elementType: 'W',
  elementName: 'Making plans',
  attemptName: 'W',
  adaptive: false,
  showFeedback: true,
  reviewable: true,
  startedAt: 0,
  deadline: null,
  holdSeconds: null,
  startLevel: null,
  status: 'open',
  version: 2,
  poolIds: [1, 2, 3, 4, 5],
  current: [3, 4],
  answeredIds: [1, 2],
  plannedTotal: 5,
  responses: [
    { questionId: 1, skill: 'R', qlevel: 2, score: null, verdict: 'skipped', instruction: true },
    { questionId: 2, skill: 'R', qlevel: 3, score: 1, verdict: 'correct' },
  ],
};
const response = (questionId: number, verdict: Response['verdict'], skill: Response['skill'] = 'W'): Response => ({
  questionId,
  skill,
  qlevel: 4,
  score: verdict === 'correct' ? 1 : verdict === 'wrong' ? 0 : verdict === 'awaiting_review' ? -1 : null,
  verdict,
});

describe('which submissions an open attempt takes', () => {
  it('takes exactly the page being asked, in any order', () => {
    expect(() => checkSubmission(open, [3, 4], true)).not.toThrow();
    expect(() => checkSubmission(open, [4, 3], true)).not.toThrow();
  });

  it('refuses part of a linked page, another question, and one already answered', () => {
    expect(() => checkSubmission(open, [3], false)).toThrow(
      expect.objectContaining({ key: 'linkedAnswersIncomplete' }),
    );
    expect(() => checkSubmission(open, [3], true)).toThrow(expect.objectContaining({ key: 'linkedAnswersIncomplete' }));
    expect(() => checkSubmission(open, [5], false)).toThrow(expect.objectContaining({ key: 'questionNotCurrent' }));
    expect(() => checkSubmission(open, [3, 4, 5], true)).toThrow(
      expect.objectContaining({ key: 'questionNotCurrent' }),
    );
    expect(() => checkSubmission(open, [2], false)).toThrow(
      expect.objectContaining({ key: 'questionAnswered', status: 409 }),
    );
  });

  it('refuses everything once graded, saying why it ended', () => {
    expect(() => checkSubmission({ ...open, status: 'graded', endReason: 'completed' }, [3, 4], true)).toThrow(
      expect.objectContaining({ key: 'attemptFinished' }),
    );
    expect(() => checkSubmission({ ...open, status: 'graded', endReason: 'timeUp' }, [3, 4], true)).toThrow(
      expect.objectContaining({ key: 'timeUp' }),
    );
  });
});

describe('answering and finishing', () => {
  it('records the answers and raises the version by one, leaving the original untouched', () => {
    const next = withAnswers(open, [response(3, 'correct'), response(4, 'wrong')]);
    expect(next).toMatchObject({ version: 3, answeredIds: [1, 2, 3, 4], status: 'open' });
    expect(next.responses).toHaveLength(4);
    expect(open.answeredIds).toEqual([1, 2]);
  });

  it('grades: no page left, the end time and reason, and the percentage of the questions (the instruction page is not one)', () => {
    const done = graded(withAnswers(open, [response(3, 'correct'), response(4, 'wrong')]), 1234, 'completed');
    expect(done).toMatchObject({
      status: 'graded',
      current: [],
      finishedAt: 1234,
      endReason: 'completed',
      attemptScore: 67,
    });
    expect(graded(open, 99, 'timeUp')).toMatchObject({ endReason: 'timeUp', attemptScore: 100 });
    expect(graded({ ...open, responses: [] }, 99, 'timeUp').attemptScore).toBe(0);
  });

  it('counts a skipped question as asked and unanswered: one right MCQ and one skipped is 50 %, not 100 %', () => {
    expect(percentCorrect([response(1, 'correct', 'R'), response(2, 'skipped', 'S')])).toBe(50);
    expect(percentCorrect([response(1, 'correct', 'R'), response(2, 'skipped', 'S')], 'S')).toBe(0);
  });

  it('gives a part-right answer its fractional credit: 2 of 3 gaps is two thirds of a question, not a whole one', () => {
    const partial: Response = { questionId: 3, skill: 'R', qlevel: 2, score: 0.667, verdict: 'correct' };
    expect(percentCorrect([partial])).toBe(67);
    expect(percentCorrect([partial, response(4, 'correct', 'R')])).toBe(83);
    // Below the pass mark it is 'wrong' in the scoring view, yet the gaps it got right still count.
    expect(percentCorrect([{ ...partial, score: 0.333, verdict: 'wrong' }, response(4, 'correct', 'R')])).toBe(67);
  });

  it('leaves instruction pages and answers awaiting review out, and scores per skill', () => {
    const responses = [
      response(1, 'correct', 'R'),
      response(2, 'wrong', 'R'),
      response(3, 'skipped', 'S'),
      response(4, 'awaiting_review', 'S'),
      response(5, 'correct', 'W'),
    ];
    const instruction: Response = {
      questionId: 9,
      skill: 'R',
      qlevel: 1,
      score: null,
      verdict: 'skipped',
      instruction: true,
    };
    expect(percentCorrect([...responses, instruction])).toBe(50);
    expect(percentCorrect(responses, 'R')).toBe(50);
    expect(percentCorrect(responses, 'W')).toBe(100);
    expect(percentCorrect(responses, 'S')).toBe(0);
    expect(percentCorrect([response(4, 'awaiting_review', 'S')], 'S')).toBeNull();
    expect(percentCorrect(responses, 'L')).toBeNull();
    expect(percentCorrect([instruction])).toBeNull();
  });
});

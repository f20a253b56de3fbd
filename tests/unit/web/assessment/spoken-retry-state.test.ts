import { describe, expect, it } from 'vitest';
import {
  attemptReducer,
  initialAttemptState,
  retryPending,
} from '../../../../web/src/features/assessment/lib/attempt-state';
import { attempt, completion, feedback, question, submitted } from './attempt-fixtures';

/** The test page while a poor spoken answer waits for its re-recording (docs/decisions.md). */
describe('a poor spoken answer on the test page', () => {
  const spoken = question({
    question_id: 68301,
    type: 'SA',
    domain: 'S',
    spoken: true,
    choices: null,
    recording: { count: 1, seconds: 14 },
  });
  const next = question({
    question_id: 68302,
    type: 'SA',
    domain: 'S',
    spoken: true,
    choices: null,
    recording: { count: 1, seconds: 14 },
  });
  const start = initialAttemptState(attempt({ next_question: [spoken] }), 0);
  const poor = feedback({
    question_id: 68301,
    type: 'SA',
    domain: 'S',
    score: 0.42,
    verdict: 'wrong',
    retry_due: true,
  });
  const afterFirst = attemptReducer(start, {
    type: 'submitted',
    result: {
      data: submitted({ attempt: attempt({ answered_questions: 1, next_question: [next] }), feedback: [poor] }),
      finished: false,
      resent: false,
    },
    at: 0,
  });

  it('holds Next until the answer is recorded again; the retry replaces the feedback and the next page stays', () => {
    expect(afterFirst.mode).toBe('feedback');
    expect(retryPending(afterFirst)).toBe(true);
    const better = feedback({
      question_id: 68301,
      type: 'SA',
      domain: 'S',
      score: 0.55,
      verdict: 'correct',
      retried: true,
      retry_due: false,
    });
    const afterRetry = attemptReducer(afterFirst, {
      type: 'retried',
      result: {
        data: submitted({ attempt: attempt({ answered_questions: 1, next_question: [next] }), feedback: [better] }),
        finished: false,
        resent: false,
      },
      at: 1,
    });
    expect(retryPending(afterRetry)).toBe(false);
    expect(afterRetry.feedback).toEqual([better]);
    expect(afterRetry.answered.map((a) => a.feedback?.score)).toEqual([0.55]);
    expect(attemptReducer(afterRetry, { type: 'next' }).page).toEqual([next]);
  });

  it('does not hold Next for an answer that was not poor', () => {
    const fair = attemptReducer(start, {
      type: 'submitted',
      result: {
        data: submitted({
          attempt: attempt({ answered_questions: 1, next_question: [next] }),
          feedback: [{ ...poor, score: 0.65, verdict: 'correct', retry_due: false }],
        }),
        finished: false,
        resent: false,
      },
      at: 0,
    });
    expect(retryPending(fair)).toBe(false);
  });

  it('holds the finish on the last answer until it is said again; the retry brings the completion (decision 0755)', () => {
    const unsure = { ...poor, score: 0.55, verdict: 'unsure' as const };
    // The server keeps the attempt open with no page left; the page reads an empty page without a message as finished.
    const last = attemptReducer(start, {
      type: 'submitted',
      result: {
        data: submitted({ attempt: attempt({ answered_questions: 1, next_question: [] }), feedback: [unsure] }),
        finished: true,
        resent: false,
      },
      at: 0,
    });
    expect(last.mode).toBe('feedback');
    expect(retryPending(last)).toBe(true);
    expect(last.completion).toBeNull();
    const done = completion();
    const afterRetry = attemptReducer(last, {
      type: 'retried',
      result: {
        data: submitted({
          attempt: attempt({ answered_questions: 1, next_question: [], is_graded: 'Y' }),
          feedback: [{ ...unsure, verdict: 'correct', score: 0.8, retried: true, retry_due: false }],
          completion: done,
        }),
        finished: true,
        resent: false,
      },
      at: 1,
    });
    expect(retryPending(afterRetry)).toBe(false);
    const finished = attemptReducer(afterRetry, { type: 'next' });
    expect(finished.mode).toBe('finished');
    expect(finished.completion).toBe(done);
  });
});

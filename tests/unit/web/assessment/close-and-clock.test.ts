import { describe, expect, it } from 'vitest';
import { closeLabel, closePath } from '../../../../web/src/features/assessment/lib/close-path';
import { formatClock, secondsLeft, spokenClock } from '../../../../web/src/features/assessment/lib/clock';
import { progressPercent, questionCounter } from '../../../../web/src/features/assessment/lib/attempt-state';
import { attempt, questions } from './attempt-fixtures';

describe('close routing (spec 02 §2)', () => {
  it('sends juniors to their dashboard, a parent acting for a child to that child, type D to My Dashboard, others to the course', () => {
    expect(closePath({ userType: 'w' }, 'W', 300)).toBe('/junior/dashboard');
    expect(closePath({ userType: 'k', actingChild: { childId: 'c-7', token: 't' } }, 'S', 300)).toBe(
      '/child/dashboard/c-7',
    );
    expect(closePath({ userType: 'T' }, 'D', 0)).toBe('/mydashboard');
    expect(closePath({ userType: 'T' }, 'F', 101)).toBe('/mycourse?course_id=101');
    expect(closePath({ userType: 'T' }, null, null)).toBe('/mycourse');
    // A free lesson goes back to its course's preview, which leads on to the product that sells it.
    expect(closePath({ userType: 'T' }, 'W', 101, true)).toBe('/mycourse?course_id=101&previewMode=1&productID=5001');
    expect(closeLabel({ userType: 'T' }, 'S')).toBe('Back to My Course');
    expect(closeLabel({ userType: 'w' }, 'W')).toBe('Go to My Dashboard');
  });
});

describe('the timer display', () => {
  it('shows minutes and seconds, rounding up, never below 00:00', () => {
    expect(formatClock(25 * 60)).toBe('25:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(0.4)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(75 * 60)).toBe('75:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });

  it('reads naturally to a screen reader', () => {
    expect(spokenClock(125)).toBe('2 minutes 5 seconds left');
    expect(spokenClock(60)).toBe('1 minute left');
    expect(spokenClock(1)).toBe('1 second left');
    expect(spokenClock(0)).toBe('0 seconds left');
  });

  it('counts down from the last server figure by this device’s clock', () => {
    expect(secondsLeft(300, 1_000, 1_000)).toBe(300);
    expect(secondsLeft(300, 1_000, 11_000)).toBe(290);
    expect(secondsLeft(5, 0, 60_000)).toBe(0);
  });

  it('stands still from the press of Submit while the answer waits, for as long as the server gives back (decision 372)', () => {
    // 300 s reported at 1 s; Submit pressed at 11 s (290 left); the server may give back 60 s.
    const stop = { since: 11_000, creditSeconds: 60 };
    expect(secondsLeft(300, 1_000, 11_000, stop)).toBe(290);
    expect(secondsLeft(300, 1_000, 41_000, stop)).toBe(290);
    expect(secondsLeft(300, 1_000, 71_000, stop)).toBe(290);
    // Past the allowance it runs again, as the server's clock does.
    expect(secondsLeft(300, 1_000, 81_000, stop)).toBe(280);
    // A press before the last sync (a page opened from its kept copy) counts from the sync.
    expect(secondsLeft(300, 1_000, 21_000, { since: 0, creditSeconds: 60 })).toBe(300);
    expect(secondsLeft(300, 1_000, 21_000, { since: 0, creditSeconds: 0 })).toBe(280);
  });
});

describe('progress and counter', () => {
  it('caps the progress bar at 100 % and the counter at the total', () => {
    expect(progressPercent(attempt({ answered_questions: 2, total_questions: 8 }))).toBe(25);
    expect(progressPercent(attempt({ answered_questions: 9, total_questions: 8 }))).toBe(100);
    expect(progressPercent(attempt({ answered_questions: 0, total_questions: 0 }))).toBe(0);
    const page = [questions.mcq];
    expect(questionCounter({ number: 3, mode: 'question', page, attempt: attempt({ total_questions: 8 }) })).toBe(
      '3 of 8 questions',
    );
    expect(questionCounter({ number: 10, mode: 'question', page, attempt: attempt({ total_questions: 8 }) })).toBe(
      '8 of 8 questions',
    );
    expect(questionCounter({ number: 5, mode: 'finished', page: [], attempt: attempt({ total_questions: 8 }) })).toBe(
      '8 of 8 questions',
    );
  });

  it('says an adaptive test asks at most its planned length, and counts what it asked once it ends early', () => {
    const adaptive = (over: Parameters<typeof attempt>[0]) => attempt({ adaptive: true, total_questions: 20, ...over });
    expect(questionCounter({ number: 1, mode: 'question', page: [questions.ins], attempt: adaptive({}) })).toBe(
      'Instructions · up to 20 questions',
    );
    expect(questionCounter({ number: 11, mode: 'question', page: [questions.mcq], attempt: adaptive({}) })).toBe(
      '11 of at most 20 questions',
    );
    expect(
      questionCounter({ number: 11, mode: 'finished', page: [], attempt: adaptive({ answered_questions: 11 }) }),
    ).toBe('11 questions answered');
  });

  it('does not count the instruction page as a question: it announces the questions, and the first question is 1', () => {
    // As the server sends it: 3 questions after the instruction page, none answered yet.
    const before = {
      number: 1,
      mode: 'question' as const,
      attempt: attempt({ answered_questions: 0, total_questions: 3 }),
    };
    expect(questionCounter({ ...before, page: [questions.ins] })).toBe('Instructions · 3 questions');
    expect(questionCounter({ ...before, page: [questions.mcq] })).toBe('1 of 3 questions');
    expect(questionCounter({ ...before, page: [questions.ins], attempt: attempt({ total_questions: 1 }) })).toBe(
      'Instructions · 1 question',
    );
  });
});

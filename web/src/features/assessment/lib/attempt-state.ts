import type { AnswerFeedback, AttemptData, CompletionData, TestQuestion } from '#shared/api/contract-assessment';
import type { SubmitResult } from '../api/attempts';
import type { ClockSync } from '../hooks/use-test-clock';

/**
 * The test page's modes (spec 02 §4): question mode (Submit), feedback mode (Next), and finished
 * (the completion popup). Each response re-syncs the clock; Next on the last feedback finishes when
 * the attempt is done, else shows the next page. A response with no question but a message keeps
 * the page in question mode with the message and Submit disabled.
 */
export interface AnsweredItem {
  question: TestQuestion;
  feedback: AnswerFeedback | null;
}

export interface AttemptState {
  attempt: AttemptData;
  /** The questions on screen: one, or a linked multi-question page. */
  page: TestQuestion[];
  /** Number (1-based) of the page's first question. */
  number: number;
  mode: 'question' | 'feedback' | 'finished';
  feedback: AnswerFeedback[];
  /** The attempt as the answer left it: the next page waits behind the feedback. */
  upcoming: AttemptData | null;
  finished: boolean;
  completion: CompletionData | null;
  /** The message-and-disable case of spec 02 §4. */
  blocked: string | null;
  /** Every question answered in this sitting, for the review-answers popup. */
  answered: AnsweredItem[];
  clock: ClockSync | null;
}

export type AttemptEvent =
  | { type: 'submitted'; result: SubmitResult; at: number }
  | { type: 'retried'; result: SubmitResult; at: number }
  | { type: 'next' }
  | { type: 'timeUp' }
  /** The server's clock read afresh (after an answer that had to be sent more than once). */
  | { type: 'clock'; attempt: AttemptData; at: number };

export function clockOf(
  attempt: Pick<AttemptData, 'time_remaining' | 'time_credit_left'>,
  at: number,
): ClockSync | null {
  return attempt.time_remaining === null
    ? null
    : { seconds: attempt.time_remaining, at, credit: attempt.time_credit_left ?? 0 };
}

/** The page as the server last gave it; `clock` when it comes from a saved copy (lib/attempt-snapshot.ts). */
export function initialAttemptState(attempt: AttemptData, at: number, clock?: ClockSync | null): AttemptState {
  const empty = attempt.next_question.length === 0;
  return {
    attempt,
    page: attempt.next_question,
    number: attempt.answered_questions + 1,
    mode: empty && !attempt.message ? 'finished' : 'question',
    feedback: [],
    upcoming: null,
    finished: empty && !attempt.message,
    completion: null,
    blocked: empty ? attempt.message : null,
    answered: [],
    clock: clock === undefined ? clockOf(attempt, at) : clock,
  };
}

function advance(state: AttemptState, next: AttemptData): AttemptState {
  const settled = { ...state, feedback: [], upcoming: null };
  if (state.finished) return { ...settled, mode: 'finished' };
  if (next.next_question.length === 0) return { ...settled, mode: 'question', page: [], blocked: next.message };
  return { ...settled, mode: 'question', page: next.next_question, number: next.answered_questions + 1, blocked: null };
}

export function attemptReducer(state: AttemptState, event: AttemptEvent): AttemptState {
  switch (event.type) {
    case 'submitted': {
      const { data, finished } = event.result;
      const next = data.attempt;
      const answered = state.page
        .filter((question) => question.type !== 'INS')
        .map((question) => ({
          question,
          feedback: data.feedback.find((f) => f.question_id === question.question_id) ?? null,
        }));
      const shown = next.show_feedback ? data.feedback.filter((f) => f.type !== 'INS') : [];
      const base: AttemptState = {
        ...state,
        attempt: next,
        answered: [...state.answered, ...answered],
        clock: clockOf(next, event.at),
        finished,
        completion: data.completion,
      };
      return shown.length > 0 ? { ...base, mode: 'feedback', feedback: shown, upcoming: next } : advance(base, next);
    }
    case 'retried': {
      // A poor or unsure spoken answer recorded again: its new feedback replaces the first; the next page stays as it
      // was. The last answer's retry finishes the attempt (decision 0755): its completion comes with it.
      const { data } = event.result;
      const replace = (f: AnswerFeedback) => data.feedback.find((n) => n.question_id === f.question_id) ?? f;
      return {
        ...state,
        finished: state.finished || event.result.finished,
        completion: data.completion ?? state.completion,
        attempt: data.attempt,
        upcoming: state.upcoming ? data.attempt : null,
        feedback: state.feedback.map(replace),
        answered: state.answered.map((item) => (item.feedback ? { ...item, feedback: replace(item.feedback) } : item)),
        clock: clockOf(data.attempt, event.at),
      };
    }
    case 'next':
      return advance(state, state.upcoming ?? state.attempt);
    case 'timeUp':
      return { ...state, clock: state.clock ? { seconds: 0, at: Date.now(), credit: 0 } : null };
    case 'clock':
      return state.clock ? { ...state, clock: clockOf(event.attempt, event.at) } : state;
  }
}

/** A poor or unsure spoken answer on screen still to be recorded again: Next waits for it. */
export function retryPending(state: Pick<AttemptState, 'mode' | 'feedback'>): boolean {
  return state.mode === 'feedback' && state.feedback.some((f) => f.retry_due === true);
}

/**
 * 'N of M questions': the page's first question among the planned total (never above it). Instruction
 * pages are not questions (the server counts neither them nor their reading), so on one the footer
 * says how many questions follow instead: the numbers here, in 'My answers', in the review and in
 * 'About this test' are the same. An adaptive test stops once it knows the level, so its total is a
 * most ('of at most 20'), and a finished one counts the questions it asked (decision 0832).
 */
export function questionCounter(state: Pick<AttemptState, 'number' | 'attempt' | 'mode' | 'page'>): string {
  const { adaptive, answered_questions: answered } = state.attempt;
  const m = Math.max(state.attempt.total_questions, 1);
  const plural = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;
  const questions = adaptive ? `at most ${plural(m)}` : plural(m);
  if (state.mode === 'question' && isInstructionPage(state.page))
    return `Instructions · ${adaptive ? 'up to ' + plural(m) : questions}`;
  if (state.mode === 'finished') return adaptive ? `${plural(answered)} answered` : `${m} of ${questions}`;
  return `${Math.min(state.number, m)} of ${questions}`;
}

export function isInstructionPage(page: readonly TestQuestion[]): boolean {
  return page.length > 0 && page.every((question) => question.type === 'INS');
}

/** Questions on the page (an instruction page has none). */
export function questionsOn(page: readonly TestQuestion[]): number {
  return page.filter((question) => question.type !== 'INS').length;
}

/** The header's progress bar, capped at 100 % (spec 02 §2). */
export function progressPercent(attempt: Pick<AttemptData, 'answered_questions' | 'total_questions'>): number {
  if (attempt.total_questions <= 0) return 0;
  return Math.min(100, (attempt.answered_questions / attempt.total_questions) * 100);
}

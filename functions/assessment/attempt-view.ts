import type { AttemptData } from '#shared/api/contract-assessment';
import { mediaUrl } from '../core/media';
import type { AttemptRecord } from '../core/attempts/attempt-record';
import { questionAnswered } from '../core/attempts/attempt-state';
import { questionsInOrder } from '../core/question-pool';
import { testQuestion } from './test-question';
import { creditLeftMs, secondsRemaining } from './timing';

/** Shown with an empty page when a timed test ended at its deadline (spec 02 §4: message and disabled Submit). */
export const TIME_UP_MESSAGE = 'Time is up. Your answers have been submitted.';

/** The attempt as the test page reads it (spec 02 §3 attempt), with the page to show now. */
export async function attemptView(attempt: AttemptRecord, now = Date.now()): Promise<AttemptData> {
  const graded = attempt.status === 'graded';
  const page = graded ? [] : await Promise.all((await questionsInOrder(attempt.current)).map(testQuestion));
  // Questions only: instruction pages are read, not numbered (the counter, the review and 'About this test' agree).
  const answered = attempt.responses.filter(questionAnswered).length;
  return {
    attempt_id: attempt.attemptId,
    course_id: attempt.courseId,
    unit_id: attempt.unitId,
    element_id: attempt.elementId,
    element_type: attempt.elementType,
    element_name: attempt.elementName,
    is_graded: graded ? 'Y' : 'N',
    attempt_name: attempt.attemptName,
    adaptive: attempt.adaptive,
    start_time: new Date(attempt.startedAt).toISOString(),
    deadline: attempt.deadline === null ? null : new Date(attempt.deadline).toISOString(),
    time_remaining: graded ? (attempt.deadline === null ? null : 0) : secondsRemaining(attempt.deadline, now),
    time_credit_left: graded || attempt.deadline === null ? null : Math.floor(creditLeftMs(attempt) / 1000),
    submit_when_remaining: attempt.holdSeconds,
    answered_questions: answered,
    total_questions: Math.max(attempt.plannedTotal, answered + page.filter((q) => q.type !== 'INS').length),
    next_question: page,
    message: graded && attempt.endReason === 'timeUp' ? TIME_UP_MESSAGE : null,
    show_feedback: attempt.showFeedback,
    lesson_video: graded ? null : mediaUrl(attempt.courseId, attempt.lessonVideo),
    check_mic: !graded && Boolean(attempt.checkMic),
    speech_test: !graded && Boolean(attempt.speechTest),
    preview: Boolean(attempt.preview),
  };
}

import type { InstructionData } from '#shared/api/contract';
import { attemptLimit, attemptsLeftOf } from '#shared/content/attempt-limit';
import { http, ok } from '../../lib/http';
import { isAdaptive, plannedCount } from '../../core/adaptive-rules';
import { loadCourse } from '../../core/catalogue';
import { loadCourseState } from '../../core/learner-state';
import { idParam } from '../../core/course-access';
import { requireOpenElement } from '../../core/element-access';

/**
 * GET v1/fetchinstructions/{courseId}/{elementId}: what the instruction popup needs (spec 02 §3).
 * A locked activity answers with its lock message; a preview visitor reaches the preview units only.
 */
export const handler = http('instructions', async ({ caller, params }) => {
  const courseId = idParam(params.courseId, 'courseNotFound');
  const elementId = idParam(params.elementId, 'elementNotFound');
  const [course, state] = await Promise.all([loadCourse(courseId), loadCourseState(caller.userId, courseId)]);
  const { element, progress } = requireOpenElement(course, state, elementId);

  const used = progress?.completionCount ?? 0;
  const remaining = attemptsLeftOf(attemptLimit(element), used);
  const continueAttempt = progress?.attemptId ?? null;
  const data: InstructionData = {
    course_id: courseId,
    element_id: elementId,
    element_type: element.element_type,
    element_name: element.element_name,
    instructions: element.instructions ?? null,
    domains: element.domains,
    // A summative test is one sitting, once (spec 02 §4); no new attempt once all are used.
    hide_start: remaining === 0 || (element.element_type === 'S' && used > 0),
    continue_attempt_id: continueAttempt,
    review_attempts: element.review_answers ? (progress?.reviewAttempts ?? []) : [],
    attempts_remaining: remaining,
    totalQuestion: plannedCount(element.questionCount ?? element.questionIds.length, isAdaptive(element)),
    duration_minutes: element.duration_minutes ?? null,
  };
  return ok(data);
});

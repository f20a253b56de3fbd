import type { CourseDetails, CourseElement } from '#shared/api/contract';

/**
 * The labels that follow progress (spec 02 §2, §4), as pure functions the screens and tests share.
 */

/**
 * Course card: "Redo at 100 percent, Continue above 0, Start at 0, View if a scheduling url exists." The product books
 * calls and opens live classes on the course page itself, so a course with a scheduling url opens there too, as View
 * (decision 0838): never the external scheduling page.
 */
export type CardAction = 'View' | 'Redo' | 'Continue' | 'Start';

export function courseCardAction(course: { percentcomplete: number; calendly_url: string | null }): CardAction {
  if (course.calendly_url) return 'View';
  if (course.percentcomplete >= 100) return 'Redo';
  if (course.percentcomplete > 0) return 'Continue';
  return 'Start';
}

/**
 * The course page's main control: "GET STARTED when there is no continue element or progress is 0
 * percent; CONTINUE otherwise; REDO at 100 percent."
 */
export type MainControl = 'GET STARTED' | 'CONTINUE' | 'REDO';

export function mainControlLabel(
  course: Pick<CourseDetails, 'completedPercent' | 'continueElementDetails'>,
): MainControl {
  if (course.completedPercent >= 100) return 'REDO';
  if (!course.continueElementDetails || course.completedPercent <= 0) return 'GET STARTED';
  return 'CONTINUE';
}

/**
 * An activity card's button: "GO, changing to REDO at 100 percent, or REVIEW for adaptive/daily
 * elements if review is allowed" (and the element is done). REDO is offered only when another
 * attempt can start: never for a summative test ("once only") nor once every attempt is used;
 * those show REVIEW when review is allowed, else DONE (the popup then says it is complete).
 */
export type ElementAction = 'GO' | 'REDO' | 'REVIEW' | 'DONE';

type ActionFields = Pick<
  CourseElement,
  'element_type' | 'review_answers' | 'completed' | 'percentcomplete' | 'completion_count' | 'total_attempts'
>;

export function elementAction(element: ActionFields): ElementAction {
  const done = element.completed || element.percentcomplete >= 100;
  if ((element.element_type === 'A' || element.element_type === 'D') && element.review_answers && done) return 'REVIEW';
  if (!done) return 'GO';
  if (canStartAgain(element)) return 'REDO';
  return element.review_answers ? 'REVIEW' : 'DONE';
}

/** Another attempt can start: the server's rule (functions/assessment/start.ts), seen from the card. */
export function canStartAgain(
  element: Pick<CourseElement, 'element_type' | 'completion_count' | 'total_attempts'>,
): boolean {
  if (element.element_type === 'S') return false;
  // Null: no limit (a children's practice set).
  return element.total_attempts === null || element.completion_count < element.total_attempts;
}

/** What a card says about its progress: where it stands, and apart from that, the score it earned. */
export type ActivityStatus = 'Not started' | 'In progress' | 'Completed';

export function activityStatus(
  element: Pick<CourseElement, 'completed' | 'percentcomplete' | 'attempt_id'>,
): ActivityStatus {
  if (element.completed || element.percentcomplete >= 100) return 'Completed';
  return element.attempt_id || element.percentcomplete > 0 ? 'In progress' : 'Not started';
}

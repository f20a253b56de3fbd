import type { CourseDetails, CourseElement } from '#shared/api/contract';

/**
 * The labels that follow progress (spec 02 §2, §4), as pure functions the screens and tests share.
 */

/** Course card: "Redo at 100 percent, Continue above 0, Start at 0, View if a scheduling url exists." */
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

export function mainControlLabel(course: Pick<CourseDetails, 'completedPercent' | 'continueElementDetails'>): MainControl {
  if (course.completedPercent >= 100) return 'REDO';
  if (!course.continueElementDetails || course.completedPercent <= 0) return 'GET STARTED';
  return 'CONTINUE';
}

/**
 * An activity card's button: "GO, changing to REDO at 100 percent, or REVIEW for adaptive/daily
 * elements if review is allowed" (and the element is done).
 */
export type ElementAction = 'GO' | 'REDO' | 'REVIEW';

export function elementAction(element: Pick<CourseElement, 'element_type' | 'review_answers' | 'completed' | 'percentcomplete'>): ElementAction {
  const done = element.completed || element.percentcomplete >= 100;
  if ((element.element_type === 'A' || element.element_type === 'D') && element.review_answers && done) return 'REVIEW';
  if (element.percentcomplete >= 100) return 'REDO';
  return 'GO';
}

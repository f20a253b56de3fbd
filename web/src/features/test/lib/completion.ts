import type { AttemptData, CompletionData } from '#shared/api/contract-attempts';
import { courseFlags } from '#shared/content/course-flags';

/**
 * The completion popup's variants (spec 02 §2): W and F show what is up next; S shows the score,
 * the certificate and the professional-network link; a free test is a red popup with the score
 * (as ranges); the daily activity (D) a pink one. Children get their own wording and routes.
 */
export type CompletionTone = 'activity' | 'summative' | 'free' | 'daily';

export function completionTone(elementType: AttemptData['element_type'], attemptName: string): CompletionTone {
  if (elementType === 'D') return 'daily';
  if (attemptName === 'free') return 'free';
  if (elementType === 'S') return 'summative';
  return 'activity';
}

export const completionTitles = {
  adult: 'Great! You finished the activity.',
  childPracticeSet: 'Well done! You finished the practice set.',
  childTest: "Well done! You finished the children's test.",
} as const;

export function completionTitle(elementType: AttemptData['element_type'], forChild: boolean): string {
  if (!forChild) return completionTitles.adult;
  return elementType === 'W' ? completionTitles.childPracticeSet : completionTitles.childTest;
}

/** Which buttons the popup has. */
export interface CompletionActions {
  continue: boolean;
  backToCourse: boolean;
  review: boolean;
}

export function completionActions(input: { courseId: number; elementType: AttemptData['element_type']; forChild: boolean; completion: CompletionData | null }): CompletionActions {
  const flags = courseFlags(input.courseId);
  return {
    // "The promo hides Continue for course 507."
    continue: !(input.completion?.productPromo && flags.promoHidesContinue),
    // "Back to My Course (not for type D)"; children go back to their dashboard with Continue.
    backToCourse: input.elementType !== 'D' && !input.forChild,
    review: !flags.noReview,
  };
}

import type { AttemptData, CompletionData } from '#shared/api/contract-assessment';
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

export function completionActions(input: {
  courseId: number;
  elementType: AttemptData['element_type'];
  forChild: boolean;
  completion: CompletionData | null;
}): CompletionActions {
  const flags = courseFlags(input.courseId);
  return {
    // "The promo hides Continue for course 507."
    continue: !(input.completion?.productPromo && flags.promoHidesContinue),
    // "Back to My Course (not for type D)"; children go back to their dashboard with Continue.
    backToCourse: input.elementType !== 'D' && !input.forChild,
    review: !flags.noReview,
  };
}

/**
 * The completion moment: the overall level this test gave, against the one before it in the score
 * history ('Level 5 → 6', 'Up 1 level'). Calm either way: a lower level is shown without alarm.
 */
export interface LevelStep {
  tone: 'up' | 'same' | 'down' | 'first';
  from: number | null;
  to: number;
  note: string;
}

export function levelStep(previous: number | null, current: number | null): LevelStep | null {
  if (current === null) return null;
  if (previous === null)
    return { tone: 'first', from: null, to: current, note: 'Your first level. Each test you take adds to it.' };
  const diff = Math.round((current - previous) * 10) / 10;
  if (diff > 0)
    return {
      tone: 'up',
      from: previous,
      to: current,
      note: `Up ${formatStep(diff)} ${diff === 1 ? 'level' : 'levels'} since your last test.`,
    };
  if (diff === 0)
    return { tone: 'same', from: previous, to: current, note: 'The same level as your last test: steady.' };
  return { tone: 'down', from: previous, to: current, note: 'A little below your last test. Practice brings it back.' };
}

const formatStep = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

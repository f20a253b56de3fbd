/**
 * Courses that behave differently (spec 02 §9), as data in one table rather than ifs across the
 * code. Screens and handlers ask `courseFlags(id)`; a course not listed has no special behaviour.
 */
export interface CourseFlags {
  /** Special layout with no unit progress and a course outline download (507). */
  outlineLayout?: { outlineFile: string };
  /** The completion popup's buy-now promo replaces its Continue button (spec 02 §2: 507). */
  promoHidesContinue?: true;
  /**
   * Downloads the course offers the learners of organisations whose settings name it (315; which organisations is
   * data: shared/orgs/org-settings.ts).
   */
  orgDownloads?: { files: Array<{ label: string; file: string }> };
  /**
   * Free to every adult learner, bought or not (428, the placement check: a new adult's free start).
   * Opening or starting it enrols the learner once (functions/core/free-start.ts); a junior or a
   * parent acting for a child is never enrolled this way.
   */
  freeStart?: true;
  /**
   * Spec 02 §2 "Two specific course ids redirect to an external learning site (ids not shown)": the
   * course page sends the learner to this address instead (611 and 612, decision 444).
   */
  externalSite?: { url: string; name: string };
  /** No Review Answer button and no score panel (428). */
  noReview?: true;
  noScorePanel?: true;
  /** Seconds before a spoken answer stops recording by itself (683, 686, 688, 693: 14 s). */
  speakingLimitSeconds?: number;
  /** Coach intake form before the first call (487). */
  coachIntake?: true;
  /** Spec 02 §9 "487 (coach unlimited)": no cap on the course's calls (the other rules still hold). */
  unlimitedCalls?: true;
  /** The daily activity (course 0, element 246). */
  daily?: { elementId: number };
  /** The free olympiad-style test: its attempts are named 'free' and show level ranges (300/3004). */
  freeTest?: { elementId: number };
}

const table: Record<number, CourseFlags> = {
  0: { daily: { elementId: 246 } },
  300: { freeTest: { elementId: 3004 } },
  315: {
    orgDownloads: {
      files: [
        { label: 'Workbook', file: 'media/workbook.pdf' },
        { label: 'Teacher manual', file: 'media/manual.pdf' },
      ],
    },
  },
  428: { freeStart: true, noReview: true, noScorePanel: true },
  487: { coachIntake: true, unlimitedCalls: true },
  611: { externalSite: { url: 'https://learn.fluentia.app/ielts-prep', name: 'Fluentia IELTS Prep' } },
  612: { externalSite: { url: 'https://learn.fluentia.app/toefl-prep', name: 'Fluentia TOEFL Prep' } },
  507: { outlineLayout: { outlineFile: 'media/outline.pdf' }, promoHidesContinue: true },
  683: { speakingLimitSeconds: 14 },
  686: { speakingLimitSeconds: 14 },
  688: { speakingLimitSeconds: 14 },
  693: { speakingLimitSeconds: 14 },
};

export function courseFlags(courseId: number): CourseFlags {
  return table[courseId] ?? {};
}

export const DEFAULT_SPEAKING_LIMIT_SECONDS = 45;

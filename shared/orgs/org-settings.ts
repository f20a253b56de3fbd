import * as z from 'zod/mini';
import { courseFlags } from '../content/course-flags';

/**
 * What the spec lets differ between organisations (spec 02 §4 the summative timing rule, §6 the hosted
 * video player and organisation-specific downloads), as data on the organisation's record rather
 * than constants in code (docs/organisations.md, "Settings"). One function answers "what applies to
 * this organisation and this course": `courseSettings`. The server reads it for a learner of the
 * organisation; the bench simulates organisations with it.
 */
const courseId = z.int().check(z.nonnegative());

export const orgSettingsSchema = z.object({
  /** Submit on the last question of this element waits until `remainingSeconds` or less of the test remain. */
  submitHold: z.optional(
    z.array(
      z.object({ courseId, elementId: courseId, remainingSeconds: z.int().check(z.positive(), z.lte(6 * 3600)) }),
    ),
  ),
  /**
   * Courses whose organisation downloads this organisation's learners get (the workbook and manual of 315): the files
   * are the course's own (`orgDownloads` in ../content/course-flags.ts, imported with its package).
   */
  downloads: z.optional(z.array(courseId)),
  /** The spec's "hosted video player" for a list of organisations (what it changes on screen is not shown). */
  hostedVideoPlayer: z.optional(z.boolean()),
});

export type OrgSettings = z.output<typeof orgSettingsSchema>;

export interface CourseSettings {
  /** Seconds that must remain at most before the last Submit of `elementId` opens; null: no hold. */
  submitHold: { elementId: number; remainingSeconds: number } | null;
  downloads: Array<{ label: string; file: string }>;
  hostedVideoPlayer: boolean;
}

/** The settings that apply to one course for a learner of an organisation (none without one). */
export function courseSettings(settings: OrgSettings | null | undefined, courseId: number): CourseSettings {
  const hold = settings?.submitHold?.find((h) => h.courseId === courseId);
  return {
    submitHold: hold ? { elementId: hold.elementId, remainingSeconds: hold.remainingSeconds } : null,
    downloads: settings?.downloads?.includes(courseId) ? (courseFlags(courseId).orgDownloads?.files ?? []) : [],
    hostedVideoPlayer: Boolean(settings?.hostedVideoPlayer),
  };
}

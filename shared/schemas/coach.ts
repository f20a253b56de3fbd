import * as z from 'zod/mini';
import { coachMessages } from '../coach/messages';
import { pathId } from './path-params';

/** Request schemas of the coach-call calls (spec 02 §7, §5 coach-call validations). */
export { coachMessages } from '../coach/messages';

const isoStart = z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/, coachMessages.slotRequired));

export const coachCourseParams = { courseId: pathId } as const;

export const bookCallSchema = z.object({
  course_id: z.coerce.number().check(z.int(), z.positive()),
  start: isoStart,
});

export const rescheduleCallSchema = z.object({
  schedule_id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'We could not find this call.')),
  reason_type: z.enum(['Cancel', 'Reschedule']),
  reason: z.string().check(z.trim(), z.minLength(1, coachMessages.reasonRequired), z.maxLength(500)),
  /** The new start, for a reschedule. */
  start: z.optional(isoStart),
});

export type RescheduleCallRequest = z.output<typeof rescheduleCallSchema>;

/** A child's speaking-test slot (spec 01 §2, 02 §3 Child slot): the parent's own child, by id. */
export const childSlotParams = { childId: pathId } as const;

export const bookChildSlotSchema = z.object({
  child_id: pathId,
  start: isoStart,
});

import * as z from 'zod/mini';

/**
 * A coach's weekly availability and time off, as the coach edits them in the workspace (docs/coach.md).
 * Times are India time ('HH:MM' on the half hour, since slots are 30 minutes), dates India days.
 * The messages are ours: the spec has no coach screens.
 */
export const availabilityMessages = {
  time: 'Please choose a time on the hour or half hour.',
  order: 'The end must be after the start.',
  overlap: 'These hours overlap other hours on the same day.',
  dates: 'The last day off must be on or after the first.',
  date: 'Please choose a date.',
} as const;

const halfHour = z.string().check(z.regex(/^([01]\d|2[0-3]):[03]0$|^24:00$/, availabilityMessages.time));
const day = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, availabilityMessages.date));

export const availabilityWindow = z
  .object({ day: z.int().check(z.minimum(0), z.maximum(6)), from: halfHour, to: halfHour })
  .check(z.refine((w) => w.from < w.to, { message: availabilityMessages.order, path: ['to'] }));

export const timeOffRange = z
  .object({ from: day, to: day })
  .check(z.refine((t) => t.from <= t.to, { message: availabilityMessages.dates, path: ['to'] }));

export const coachAvailabilitySchema = z
  .object({
    availability: z.array(availabilityWindow).check(z.maxLength(42)),
    time_off: z.array(timeOffRange).check(z.maxLength(50)),
  })
  .check(
    z.refine((body) => !overlapping(body.availability), {
      message: availabilityMessages.overlap,
      path: ['availability'],
    }),
  );

export type CoachAvailability = z.output<typeof coachAvailabilitySchema>;

/** Whether two windows of one day share any half hour (touching ends are fine: 10:00–12:00 and 12:00–13:00). */
export function overlapping(windows: ReadonlyArray<{ day: number; from: string; to: string }>): boolean {
  const sorted = [...windows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  return sorted.some((w, i) => i > 0 && sorted[i - 1]!.day === w.day && sorted[i - 1]!.to > w.from);
}

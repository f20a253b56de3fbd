/**
 * Calls by start time, for the reminder job (functions/coach/reminders.ts): index gsi2 with
 * `CALLSTARTS#<UTC day>` / `<start>#<scheduleId>`, so a run Queries one or two days' partitions for
 * a window of starts instead of scanning. Written with the booking, moved with a reschedule,
 * removed with a cancellation. A day's partition holds only that day's calls of every coach (a few
 * hundred at most), so it is never hot.
 */
export function callStartIndex(start: string, scheduleId: string): { gsi2pk: string; gsi2sk: string } {
  return { gsi2pk: `CALLSTARTS#${start.slice(0, 10)}`, gsi2sk: `${start}#${scheduleId}` };
}

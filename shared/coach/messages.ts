/** Messages of the coach-call forms (spec 02 §5), shared by the web and the request schemas (schemas/coach.ts). */
export const coachMessages = {
  reasonRequired: 'Please enter a reason.',
  slotRequired: 'Please choose a time for your call.',
} as const;

import type { CourseElement } from '#shared/api/contract';

/**
 * Element types (spec 02 §1): W webisode (a practice set for children), F formative test,
 * S summative test, A adaptive mystery, D daily activity.
 */
export type ElementType = CourseElement['element_type'];

const labels: Record<ElementType, string> = {
  W: 'Webisode',
  F: 'Formative test',
  S: 'Summative test',
  A: 'Adaptive mystery',
  D: 'Daily activity',
};

export function elementTypeLabel(type: ElementType, forChild = false): string {
  return type === 'W' && forChild ? 'Practice set' : labels[type];
}

/** Spec 02 §2 test page: "timer (types S and F only)". */
export function isTimed(type: ElementType): boolean {
  return type === 'S' || type === 'F';
}

/** Spec 02 §4, §9: "Summative tests: once only, one 25-minute sitting." */
export const SUMMATIVE_MINUTES = 25;
/** The rule as this test runs it: a package may set its own length (the popup must not promise 25 when it is 35). */
export function summativeRule(minutes: number | null): string {
  return `You can take this test once, in one ${minutes ?? SUMMATIVE_MINUTES}-minute sitting.`;
}

import type { CourseElement } from '#shared/api/contract';

/**
 * Locked elements (spec 02 §4): "locked when lock status is set and the element is not complete, or
 * when the reveal time is more than 30 seconds away"; "a lock message of 'purchase now' shows a Buy
 * Now link"; otherwise the server's lock message, or the spec's waiting message (§8).
 */
export const REVEAL_LOCK_THRESHOLD_MS = 30_000;
export const WAIT_MESSAGE = 'Please wait for this activity to be unlocked.';

type LockFields = Pick<CourseElement, 'element_lock_status' | 'element_lock_message' | 'completed' | 'reveal_at'>;

export function revealTime(element: Pick<CourseElement, 'reveal_at'>): number | null {
  if (!element.reveal_at) return null;
  const time = Date.parse(element.reveal_at);
  return Number.isNaN(time) ? null : time;
}

export function isLocked(element: LockFields, now: number = Date.now()): boolean {
  if (element.element_lock_status && !element.completed) return true;
  const reveal = revealTime(element);
  return reveal !== null && reveal - now > REVEAL_LOCK_THRESHOLD_MS;
}

/** 'purchase now', in any case and with any spacing around it. */
export { isPurchaseNow } from '#shared/content/purchase-lock';

export function lockMessage(element: Pick<CourseElement, 'element_lock_message'>): string {
  return element.element_lock_message?.trim() || WAIT_MESSAGE;
}

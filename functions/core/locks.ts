import { formatIn, INDIA_ZONE } from '#shared/text/dates';
import { isPurchaseNow } from '#shared/content/purchase-lock';

/**
 * When an activity is locked (spec 02 §4): its lock status is set and it is not complete, or its
 * reveal time (India time) is more than 30 seconds away. A lock may instead name a need — 'complete
 * any N activities' (and wait until the reveal date) — which unlocks it once met. A 'purchase now'
 * lock holds an activity back until the course is bought: it is open to every learner who holds the
 * course (`purchased`: an open enrolment, bought, licensed or granted), shut in preview.
 */
export const REVEAL_THRESHOLD_MS = 30_000;
const IST_OFFSET_MINUTES = 330;

export interface LockSpec {
  status?: boolean;
  message?: string;
  reveal_date?: string;
  reveal_time?: string;
  after_activities?: number;
}

export interface LockState {
  locked: boolean;
  message: string | null;
  /** The reveal instant in UTC (ISO), for showing in the viewer's own time zone. */
  revealAt: string | null;
}

/** An India date and time ('2027-01-15', '10:00') as epoch milliseconds. */
export function istToEpoch(date: string, time = '00:00'): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) - IST_OFFSET_MINUTES * 60_000;
}

/** As the web writes it (shared/text/dates.ts), so the card's badge and its message read alike. */
function istLabel(epoch: number): string {
  return formatIn(epoch, 'dateTime', INDIA_ZONE);
}

export function lockState(
  lock: LockSpec | undefined,
  progress: { completed: boolean; completedInCourse: number; purchased: boolean },
  now = Date.now(),
): LockState {
  if (!lock || (progress.purchased && isPurchaseNow(lock.message)))
    return { locked: false, message: null, revealAt: null };
  const revealEpoch = lock.reveal_date ? istToEpoch(lock.reveal_date, lock.reveal_time) : undefined;
  const revealAt = revealEpoch === undefined ? null : new Date(revealEpoch).toISOString();
  const revealPending = revealEpoch !== undefined && revealEpoch - now > REVEAL_THRESHOLD_MS;

  if (lock.after_activities) {
    const needMet = progress.completedInCourse >= lock.after_activities;
    if (progress.completed || (needMet && !revealPending)) return { locked: false, message: null, revealAt };
    const wait = revealEpoch !== undefined ? ` and wait until ${istLabel(revealEpoch)} (India time)` : '';
    const need = `You need to complete any ${lock.after_activities} activities${wait} to unlock this activity.`;
    return { locked: true, message: lock.message ?? need, revealAt };
  }
  if (lock.status && !progress.completed) {
    return { locked: true, message: lock.message ?? 'Please wait for this activity to be unlocked.', revealAt };
  }
  if (revealPending) {
    return {
      locked: true,
      message: lock.message ?? `This activity opens on ${istLabel(revealEpoch!)} (India time).`,
      revealAt,
    };
  }
  return { locked: false, message: null, revealAt };
}

/**
 * An activity whose reveal date is still ahead: not released yet, so no one can have done it (the certificate rule).
 *
 */
export function notYetReleased(lock: LockSpec | undefined, now = Date.now()): boolean {
  const revealEpoch = lock?.reveal_date ? istToEpoch(lock.reveal_date, lock.reveal_time) : undefined;
  return revealEpoch !== undefined && revealEpoch - now > REVEAL_THRESHOLD_MS;
}

/** Preview mode opens the first units (spec 02 §4); everything after asks the visitor to buy. */
export const PREVIEW_LOCK: LockState = { locked: true, message: 'purchase now', revealAt: null };

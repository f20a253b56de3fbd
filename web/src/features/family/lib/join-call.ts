import { JOIN_BEFORE_MS } from '#shared/coach/join-window';

/**
 * When a booked speaking-test slot can be joined (spec 01 §2, 02 §9): Join Call opens 5 minutes
 * before the 30-minute slot (the server's rule, shared/coach/join-window.ts); the page checks every
 * 10 seconds, and only for slots starting within the next 60 minutes.
 */
export const SLOT_MS = 30 * 60_000;
export const WATCH_WINDOW_MS = 60 * 60_000;
export const CHECK_EVERY_MS = 10_000;

export interface JoinState {
  /** Join Call may be pressed now. */
  open: boolean;
  /** The slot is close enough (or under way) to check every 10 seconds. */
  watch: boolean;
  /** The slot has ended. */
  over: boolean;
}

export function joinState(callTime: string | null, now: number): JoinState {
  const start = callTime ? Date.parse(callTime) : Number.NaN;
  if (!Number.isFinite(start)) return { open: false, watch: false, over: false };
  const over = now >= start + SLOT_MS;
  return {
    open: !over && now >= start - JOIN_BEFORE_MS,
    watch: !over && start - now <= WATCH_WINDOW_MS,
    over,
  };
}

/** Milliseconds until the slot enters the 60-minute window (when checking starts), or null if it has. */
export function msUntilWatch(callTime: string | null, now: number): number | null {
  const start = callTime ? Date.parse(callTime) : Number.NaN;
  if (!Number.isFinite(start)) return null;
  const wait = start - WATCH_WINDOW_MS - now;
  return wait > 0 ? wait : null;
}

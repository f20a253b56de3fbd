import type { VideoWatch } from './video-watch';

/**
 * The rules of a question's video (spec 02 §4), as pure steps the player's events call: a view
 * starts when the video plays from the start or again after it ended, or when the learner seeks
 * back to watch again; once the allowed views are used, another start is refused. Seconds spent
 * buffering (between `waiting` and `playing`) and paused by the learner add up while a view is on.
 * Times are in milliseconds from any clock (performance.now on the page).
 */
export interface Tracker {
  watch: VideoWatch;
  allowed: number;
  /** A view is under way: started and not yet ended. */
  viewing: boolean;
  /** The furthest point reached in this view, in media seconds: seeking back behind it is watching again. */
  furthest: number;
  pausedAt: number | null;
  waitingAt: number | null;
}

/** Seeking back by more than this is a replay; less is a learner nudging the position. */
export const REPLAY_SEEK_SECONDS = 1.5;

export function newTracker(watch: VideoWatch, allowed: number): Tracker {
  return { watch, allowed, viewing: false, furthest: 0, pausedAt: null, waitingAt: null };
}

/** Every view used and none under way: the video may not be played again. */
export function isBlocked(t: Tracker): boolean {
  return !t.viewing && t.watch.views >= t.allowed;
}

export function play(t: Tracker, now: number): { next: Tracker; allowed: boolean } {
  const next = closePause(t, now);
  if (next.viewing) return { next, allowed: true };
  if (next.watch.views >= next.allowed) return { next, allowed: false };
  return { next: { ...next, viewing: true, furthest: 0, watch: { ...next.watch, views: next.watch.views + 1 } }, allowed: true };
}

export function pause(t: Tracker, now: number): Tracker {
  return t.viewing && t.pausedAt === null ? { ...t, pausedAt: now } : t;
}

/** The browser fires `pause` just before `ended`: that moment is not the learner pausing. */
export function ended(t: Tracker, now: number): Tracker {
  return { ...closeWaiting(t, now), viewing: false, pausedAt: null };
}

export function waiting(t: Tracker, now: number): Tracker {
  return t.viewing && t.waitingAt === null ? { ...t, waitingAt: now } : t;
}

export function playing(t: Tracker, now: number): Tracker {
  return closeWaiting(t, now);
}

export function progressed(t: Tracker, mediaSeconds: number): Tracker {
  return mediaSeconds > t.furthest ? { ...t, furthest: mediaSeconds } : t;
}

/** The learner seeks to `to`: going back behind what was watched is a replay, allowed while views remain. */
export function seek(t: Tracker, to: number): { next: Tracker; allowed: boolean } {
  if (!t.viewing || to >= t.furthest - REPLAY_SEEK_SECONDS) return { next: t, allowed: true };
  if (t.watch.views >= t.allowed) return { next: t, allowed: false };
  return { next: { ...t, furthest: to, watch: { ...t.watch, views: t.watch.views + 1 } }, allowed: true };
}

/** The times so far, counting a pause or a stall still going on (for sending with the answer). */
export function flush(t: Tracker, now: number): Tracker {
  const paused = t.pausedAt === null ? t : { ...closePause(t, now), pausedAt: now };
  return paused.waitingAt === null ? paused : { ...closeWaiting(paused, now), waitingAt: now };
}

function closePause(t: Tracker, now: number): Tracker {
  if (t.pausedAt === null) return t;
  return { ...t, pausedAt: null, watch: { ...t.watch, paused_seconds: t.watch.paused_seconds + Math.max(0, now - t.pausedAt) / 1000 } };
}

function closeWaiting(t: Tracker, now: number): Tracker {
  if (t.waitingAt === null) return t;
  return { ...t, waitingAt: null, watch: { ...t.watch, buffering_seconds: t.watch.buffering_seconds + Math.max(0, now - t.waitingAt) / 1000 } };
}

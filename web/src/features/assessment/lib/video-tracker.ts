import type { VideoWatch } from './video-watch';

/**
 * The rules of a question's video (spec 02 §4), as pure steps the player's events call. The server
 * counts the views (POST v1/videoView): a view starts when the learner plays the video from the
 * start, again after it ended, or seeks back behind what was watched, and the page asks for it
 * then; `granted` and `spent` take the server's answer. Here: whether a start or a seek needs a new
 * view, and the seconds spent buffering (between `waiting` and `playing`) and paused by the learner
 * while a view is on. Times are in milliseconds from any clock (performance.now on the page).
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

/** A play that needs no new view: resuming the view under way (closing its pause). */
export function resume(t: Tracker, now: number): Tracker {
  return closePause(t, now);
}

/** The server counted a view (`views` used of `allowed`): it is under way from `from` seconds. */
export function granted(t: Tracker, views: number, allowed: number, now: number, from = 0): Tracker {
  const next = closeWaiting(closePause(t, now), now);
  return { ...next, allowed, viewing: true, furthest: from, watch: { ...next.watch, views } };
}

/** The server refused another view: every one is used, whatever this page counted. */
export function spent(t: Tracker, now: number): Tracker {
  const next = closeWaiting(closePause(t, now), now);
  return { ...next, viewing: false, watch: { ...next.watch, views: Math.max(next.watch.views, next.allowed) } };
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

/** The learner seeks to `to` during a view: going back behind what was watched is watching again (a new view). */
export function isReplaySeek(t: Tracker, to: number): boolean {
  return t.viewing && to < t.furthest - REPLAY_SEEK_SECONDS;
}

/** The times so far, counting a pause or a stall still going on (for sending with the answer). */
export function flush(t: Tracker, now: number): Tracker {
  const paused = t.pausedAt === null ? t : { ...closePause(t, now), pausedAt: now };
  return paused.waitingAt === null ? paused : { ...closeWaiting(paused, now), waitingAt: now };
}

function closePause(t: Tracker, now: number): Tracker {
  if (t.pausedAt === null) return t;
  return {
    ...t,
    pausedAt: null,
    watch: { ...t.watch, paused_seconds: t.watch.paused_seconds + Math.max(0, now - t.pausedAt) / 1000 },
  };
}

function closeWaiting(t: Tracker, now: number): Tracker {
  if (t.waitingAt === null) return t;
  return {
    ...t,
    waitingAt: null,
    watch: { ...t.watch, buffering_seconds: t.watch.buffering_seconds + Math.max(0, now - t.waitingAt) / 1000 },
  };
}

import type * as z from 'zod/mini';
import type { videoWatchSchema } from '#shared/schemas/assessment';
import { stored } from '../../../lib/storage';

/**
 * How the learner has watched each question's video (spec 02 §4): views used, and seconds spent
 * buffering and paused. Kept per attempt and question in session storage, so reloading the page
 * (which 'click here' may do) neither gives the views back nor loses the times; sent with the answer
 * as `video_watch`.
 */
export type VideoWatch = z.output<typeof videoWatchSchema>;

const empty: VideoWatch = { views: 0, buffering_seconds: 0, paused_seconds: 0 };
const liveKey = (attemptId: string, questionId: number) => `${attemptId}:${questionId}`;

export function loadWatch(attemptId: string, questionId: number): VideoWatch {
  const kept = stored.videoWatch(attemptId, questionId).readJson() as Partial<VideoWatch> | null;
  if (!kept) return { ...empty };
  return {
    views: whole(kept.views),
    buffering_seconds: whole(kept.buffering_seconds),
    paused_seconds: whole(kept.paused_seconds),
  };
}

export function saveWatch(attemptId: string, questionId: number, watch: VideoWatch): void {
  // Storage full or blocked: the counts still hold for this page.
  stored.videoWatch(attemptId, questionId).writeJson(watch);
}

/** What submitAnswer sends: whole seconds, within the schema's range. */
export function watchToSend(watch: VideoWatch): VideoWatch {
  return {
    views: Math.min(99, whole(watch.views)),
    buffering_seconds: Math.min(86_400, Math.round(watch.buffering_seconds)),
    paused_seconds: Math.min(86_400, Math.round(watch.paused_seconds)),
  };
}

function whole(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** The players on screen, each able to say its times up to now (a pause still going on included). */
const live = new Map<string, () => VideoWatch>();

export function trackLive(attemptId: string, questionId: number, read: () => VideoWatch): () => void {
  const key = liveKey(attemptId, questionId);
  live.set(key, read);
  return () => {
    if (live.get(key) === read) live.delete(key);
  };
}

/** The watch to send with an answer: the player's own figures while it is on screen, else the stored ones. */
export function watchFor(attemptId: string, questionId: number): VideoWatch {
  return watchToSend(live.get(liveKey(attemptId, questionId))?.() ?? loadWatch(attemptId, questionId));
}

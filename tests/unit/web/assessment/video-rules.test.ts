import { describe, expect, it } from 'vitest';
import { kbps, videoViewsMessage } from '../../../../shared/video/video-rules';
import { buildSubmission } from '../../../../web/src/features/assessment/lib/submission';
import * as rules from '../../../../web/src/features/assessment/lib/video-tracker';
import { questions } from './attempt-fixtures';

/**
 * The video question's rules (spec 02 §4) as the player applies them, event by event, with an explicit clock; the
 * server counts the views.
 */
const fresh = (allowed = 2) => rules.newTracker({ views: 0, buffering_seconds: 0, paused_seconds: 0 }, allowed);

describe('views of a question’s video', () => {
  it('takes the server’s count of views: granted views start a view, a refusal spends them all', () => {
    let t = rules.granted(fresh(2), 1, 2, 0);
    expect(t).toMatchObject({ viewing: true, furthest: 0, watch: { views: 1 } });
    t = rules.ended(t, 10_000);
    expect(rules.isBlocked(t)).toBe(false);
    t = rules.ended(rules.granted(t, 2, 2, 11_000), 21_000);
    expect(rules.isBlocked(t)).toBe(true);
    // The server's limit wins over the page's (another tab used a view; the content changed the count).
    const elsewhere = rules.spent(rules.newTracker({ views: 0, buffering_seconds: 0, paused_seconds: 0 }, 2), 0);
    expect(elsewhere.watch.views).toBe(2);
    expect(rules.isBlocked(elsewhere)).toBe(true);
    expect(rules.granted(fresh(2), 3, 3, 0).allowed).toBe(3);
  });

  it('resumes a pause within the same view; seeking back behind what was watched needs a new view', () => {
    let t = rules.granted(fresh(2), 1, 2, 0);
    t = rules.progressed(t, 8);
    t = rules.pause(t, 8_000);
    t = rules.resume(t, 10_000);
    expect(t.watch).toMatchObject({ views: 1, paused_seconds: 2 });
    expect(rules.isReplaySeek(t, 7.5)).toBe(false); // a nudge back
    expect(rules.isReplaySeek(t, 9)).toBe(false); // forward
    expect(rules.isReplaySeek(t, 0)).toBe(true);
    expect(rules.isReplaySeek(rules.ended(t, 11_000), 0)).toBe(false); // no view under way: the next play asks
    expect(rules.granted(t, 2, 2, 12_000, 3)).toMatchObject({ furthest: 3, viewing: true, watch: { views: 2 } });
  });

  it('adds up paused and buffering seconds, not the pause the browser fires at the end', () => {
    let t = rules.granted(fresh(), 1, 2, 0);
    t = rules.waiting(t, 1_000);
    t = rules.playing(t, 3_500);
    t = rules.pause(t, 5_000);
    t = rules.resume(t, 9_000);
    t = rules.pause(t, 20_000); // the video ends: pause, then ended
    t = rules.ended(t, 20_000);
    expect(t.watch).toEqual({ views: 1, buffering_seconds: 2.5, paused_seconds: 4 });
    // A pause still going on counts up to now when the answer is sent.
    let u = rules.granted(fresh(), 1, 2, 0);
    u = rules.pause(u, 1_000);
    expect(rules.flush(u, 4_000).watch.paused_seconds).toBe(3);
    expect(rules.flush(rules.flush(u, 4_000), 6_000).watch.paused_seconds).toBe(5);
  });

  it('says the spec’s words for two views', () => {
    expect(videoViewsMessage(2)).toBe('You can view the video only two times.');
    expect(videoViewsMessage(1)).toBe('You can view the video only once.');
    expect(kbps(50_000, 1)).toBe(400);
  });
});

describe('the submission of a video page', () => {
  it('sends a video answer as is_audio vid with its key, or skips it', () => {
    expect(buildSubmission('att-1', [questions.videoAnswer], () => 'video/u-1/k.webm', null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10041,
      is_audio: 'vid',
      video: 'video/u-1/k.webm',
    });
    expect(buildSubmission('att-1', [questions.videoAnswer], () => '', null, { skip: true })).toEqual({
      attempt_id: 'att-1',
      question_id: 10041,
      skip_domain: true,
    });
  });

  it('sends a video question’s viewing figures with its answer', () => {
    const watch = { views: 2, buffering_seconds: 1, paused_seconds: 4 };
    expect(buildSubmission('att-1', [questions.video], () => 'b', 30, { watch })).toEqual({
      attempt_id: 'att-1',
      question_id: 10040,
      pause_time: 30,
      video_watch: watch,
      user_answer: 'b',
    });
  });
});

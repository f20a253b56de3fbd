import { describe, expect, it } from 'vitest';
import { kbps, videoViewsMessage } from '../../../../shared/video/video-rules';
import { buildSubmission } from '../../../../web/src/features/test/lib/submission';
import * as rules from '../../../../web/src/features/test/lib/video-tracker';
import { questions } from './attempt-fixtures';

/** The video question's rules (spec 02 §4) as the player applies them, event by event, with an explicit clock. */
const fresh = (allowed = 2) => rules.newTracker({ views: 0, buffering_seconds: 0, paused_seconds: 0 }, allowed);

describe('views of a question’s video', () => {
  it('allows the server’s count of views and refuses the next start', () => {
    let t = fresh(2);
    let step = rules.play(t, 0);
    expect(step.allowed).toBe(true);
    t = rules.ended(step.next, 10_000);
    expect(rules.isBlocked(t)).toBe(false);
    step = rules.play(t, 11_000);
    expect(step).toMatchObject({ allowed: true, next: { watch: { views: 2 } } });
    t = rules.ended(step.next, 21_000);
    expect(rules.isBlocked(t)).toBe(true);
    step = rules.play(t, 22_000);
    expect(step.allowed).toBe(false);
    expect(step.next.watch.views).toBe(2);
  });

  it('counts a play that resumes a pause as the same view, and seeking back behind what was watched as another', () => {
    let t = rules.play(fresh(2), 0).next;
    t = rules.progressed(t, 8);
    t = rules.pause(t, 8_000);
    t = rules.play(t, 10_000).next;
    expect(t.watch.views).toBe(1);
    expect(rules.seek(t, 7.5)).toMatchObject({ allowed: true, next: { watch: { views: 1 } } }); // a nudge back
    const replay = rules.seek(t, 0);
    expect(replay).toMatchObject({ allowed: true, next: { watch: { views: 2 }, furthest: 0 } });
    const spent = rules.progressed(replay.next, 9);
    expect(rules.seek(spent, 1)).toMatchObject({ allowed: false });
  });

  it('adds up paused and buffering seconds, not the pause the browser fires at the end', () => {
    let t = rules.play(fresh(), 0).next;
    t = rules.waiting(t, 1_000);
    t = rules.playing(t, 3_500);
    t = rules.pause(t, 5_000);
    t = rules.play(t, 9_000).next;
    t = rules.pause(t, 20_000); // the video ends: pause, then ended
    t = rules.ended(t, 20_000);
    expect(t.watch).toEqual({ views: 1, buffering_seconds: 2.5, paused_seconds: 4 });
    // A pause still going on counts up to now when the answer is sent.
    let u = rules.play(fresh(), 0).next;
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
    expect(buildSubmission('att-1', [questions.videoAnswer], () => 'video/u-1/k.webm', null)).toEqual({ attempt_id: 'att-1', question_id: 10041, is_audio: 'vid', video: 'video/u-1/k.webm' });
    expect(buildSubmission('att-1', [questions.videoAnswer], () => '', null, { skip: true })).toEqual({ attempt_id: 'att-1', question_id: 10041, skip_domain: true });
  });

  it('sends a video question’s viewing figures with its answer', () => {
    const watch = { views: 2, buffering_seconds: 1, paused_seconds: 4 };
    expect(buildSubmission('att-1', [questions.video], () => 'b', 30, { watch })).toEqual({ attempt_id: 'att-1', question_id: 10040, pause_time: 30, video_watch: watch, user_answer: 'b' });
  });
});

import { useEffect, useRef, useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-attempts';
import { DEFAULT_VIDEO_VIEWS, videoViewsMessage } from '#shared/video/video-rules';
import { loadWatch, saveWatch, trackLive } from '../../lib/video-watch';
import * as rules from '../../lib/video-tracker';
import { VideoTrouble } from './video-trouble';
import styles from './video.module.css';

/**
 * A video question's video (spec 02 §4): plays with the browser's controls until the server's
 * view count (`videoReplayCount`) is used, then can no longer be started and says 'You can view
 * the video only two times.' Buffering and paused seconds are counted (lib/video-tracker.ts) and
 * kept per attempt, and go with the answer.
 */
export function QuestionVideo({ attemptId, question }: { attemptId: string; question: TestQuestion & { media_url: string } }) {
  const id = question.question_id;
  const video = useRef<HTMLVideoElement>(null);
  const tracker = useRef(rules.newTracker(loadWatch(attemptId, id), question.videoReplayCount ?? DEFAULT_VIDEO_VIEWS));
  const [view, setView] = useState(tracker.current);
  const [failed, setFailed] = useState(false);

  const update = (next: rules.Tracker) => {
    tracker.current = next;
    setView(next);
    saveWatch(attemptId, id, next.watch);
  };
  const now = () => performance.now();

  useEffect(() => trackLive(attemptId, id, () => rules.flush(tracker.current, now()).watch), [attemptId, id]);

  const onPlay = () => {
    const { next, allowed } = rules.play(tracker.current, now());
    update(next);
    if (!allowed) video.current?.pause();
  };
  const onSeeking = () => {
    const element = video.current;
    if (!element) return;
    const { next, allowed } = rules.seek(tracker.current, element.currentTime);
    if (allowed) return update(next);
    element.currentTime = tracker.current.furthest;
  };

  const blocked = rules.isBlocked(view);
  return (
    <div className={styles.player}>
      <video
        ref={video}
        className={`${styles.video} ${blocked ? styles.spent : ''}`}
        src={question.media_url}
        controls={!blocked}
        controlsList="nodownload noplaybackrate"
        disablePictureInPicture
        preload="metadata"
        playsInline
        aria-label="Video for this question"
        onPlay={onPlay}
        onPause={() => update(rules.pause(tracker.current, now()))}
        onEnded={() => update(rules.ended(tracker.current, now()))}
        onWaiting={() => update(rules.waiting(tracker.current, now()))}
        onPlaying={() => update(rules.playing(tracker.current, now()))}
        onTimeUpdate={(e) => (tracker.current = rules.progressed(tracker.current, e.currentTarget.currentTime))}
        onSeeking={onSeeking}
        onError={() => setFailed(true)}
      />
      <p className={styles.meta}>
        <span>
          Views: {view.watch.views} of {view.allowed}
        </span>
      </p>
      {blocked ? (
        <p role="alert" className={styles.limit}>
          {videoViewsMessage(view.allowed)}
        </p>
      ) : null}
      <VideoTrouble attemptId={attemptId} questionId={id} videoUrl={question.media_url} failed={failed} />
    </div>
  );
}

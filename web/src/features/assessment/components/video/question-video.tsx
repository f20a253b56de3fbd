import { useEffect, useRef, useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { DEFAULT_VIDEO_VIEWS, videoViewsMessage } from '#shared/video/video-rules';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { isApiError } from '../../../../lib/api-error';
import { requestVideoView } from '../../api/attempts';
import { loadWatch, saveWatch, trackLive } from '../../lib/video-watch';
import * as rules from '../../lib/video-tracker';
import { VideoTrouble } from './video-trouble';
import styles from './video.module.css';

/**
 * A video question's video (spec 02 §4). The question carries no link: each view is asked of the
 * server when the learner presses play (Play video, the player's own play after the end, or a seek
 * back behind what was watched), which counts it and answers with this view's short-lived link,
 * or, once the question's views (`videoReplayCount`) are used, with 'You can view the video only
 * two times.', after which the video can no longer be started. Buffering and paused seconds are
 * counted (lib/video-tracker.ts) and kept per attempt, and go with the answer.
 */
export function QuestionVideo({ attemptId, question }: { attemptId: string; question: TestQuestion }) {
  const id = question.question_id;
  const video = useRef<HTMLVideoElement>(null);
  const tracker = useRef(rules.newTracker(loadWatch(attemptId, id), question.videoReplayCount ?? DEFAULT_VIDEO_VIEWS));
  const [view, setView] = useState(tracker.current);
  const [link, setLink] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  /** Where to start playing once the new view's link is on the player. */
  const startAt = useRef<number | null>(null);

  const update = (next: rules.Tracker) => {
    tracker.current = next;
    setView(next);
    saveWatch(attemptId, id, next.watch);
  };
  const now = () => performance.now();

  useEffect(() => trackLive(attemptId, id, () => rules.flush(tracker.current, now()).watch), [attemptId, id]);

  // A new view's link: play it from where the learner asked.
  useEffect(() => {
    const element = video.current;
    if (!link || !element || startAt.current === null) return;
    element.currentTime = startAt.current;
    startAt.current = null;
    element.play()?.catch(() => undefined);
  }, [link]);

  const startView = async (from = 0) => {
    if (asking || rules.isBlocked(tracker.current)) return;
    setAsking(true);
    setError(null);
    try {
      const granted = await requestVideoView(attemptId, id);
      update(rules.granted(tracker.current, granted.views, granted.limit, now(), from));
      startAt.current = from;
      setFailed(false);
      setLink(granted.url);
    } catch (caught) {
      if (isApiError(caught) && caught.key === 'videoViewsUsed') update(rules.spent(tracker.current, now()));
      else setError(caught);
    } finally {
      setAsking(false);
    }
  };

  const onPlay = () => {
    if (tracker.current.viewing) return update(rules.resume(tracker.current, now()));
    // The player's own play after the end (or any start outside a view): a new view, asked first.
    video.current?.pause();
    void startView();
  };
  const onSeeking = () => {
    const element = video.current;
    if (!element || !rules.isReplaySeek(tracker.current, element.currentTime)) return;
    const to = element.currentTime;
    element.currentTime = tracker.current.furthest;
    element.pause();
    update(rules.ended(tracker.current, now()));
    void startView(to);
  };

  const blocked = rules.isBlocked(view);
  return (
    <div className={styles.player}>
      <div className={styles.stage}>
        <video
          ref={video}
          className={`${styles.video} ${blocked ? styles.spent : ''}`}
          {...(link ? { src: link } : {})}
          controls={Boolean(link) && !blocked}
          controlsList="nodownload noplaybackrate"
          disablePictureInPicture
          preload="auto"
          playsInline
          aria-label="Video for this question"
          onPlay={onPlay}
          onPause={() => update(rules.pause(tracker.current, now()))}
          onEnded={() => update(rules.ended(tracker.current, now()))}
          onWaiting={() => update(rules.waiting(tracker.current, now()))}
          onPlaying={() => update(rules.playing(tracker.current, now()))}
          onTimeUpdate={(e) => (tracker.current = rules.progressed(tracker.current, e.currentTarget.currentTime))}
          onSeeking={onSeeking}
          onError={() => setFailed(Boolean(link))}
        />
        {!view.viewing && !blocked ? (
          <div className={styles.start}>
            <Button onClick={() => void startView()} busy={asking}>
              {view.watch.views === 0 ? 'Play video' : 'Watch again'}
            </Button>
          </div>
        ) : null}
      </div>
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
      {error ? <ErrorAlert error={error} /> : null}
      <VideoTrouble attemptId={attemptId} questionId={id} videoUrl={link} failed={failed} />
    </div>
  );
}

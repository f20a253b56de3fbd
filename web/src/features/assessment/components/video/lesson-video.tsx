import styles from './video.module.css';

/**
 * A webisode's video lesson (spec 02 §1: a video lesson plus questions), above its questions and
 * open on the first one. Lessons have no view limit: only video questions do.
 */
export function LessonVideo({ url, open }: { url: string; open: boolean }) {
  return (
    <details className={styles.lesson} open={open}>
      <summary>Video lesson</summary>
      <div className={styles.lessonBody}>
        <video className={styles.video} src={url} controls preload="metadata" playsInline aria-label="Video lesson" />
      </div>
    </details>
  );
}

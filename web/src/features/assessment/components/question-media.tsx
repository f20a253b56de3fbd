import type { TestQuestion } from '#shared/api/contract-assessment';
import styles from './question.module.css';

/** The question's audio, picture or video (presigned links from the API). */
export function QuestionMedia({ url, kind }: { url: string; kind: TestQuestion['media_kind'] }) {
  if (kind === 'image') return <img className={styles.mediaImage} src={url} alt="Picture for this question" />;
  if (kind === 'video')
    return (
      <video className={styles.mediaVideo} src={url} controls preload="metadata" aria-label="Video for this question" />
    );
  return (
    <div className={styles.mediaAudio}>
      <span className={styles.mediaLabel}>Listen</span>
      <audio src={url} controls preload="metadata" aria-label="Audio for this question" />
    </div>
  );
}

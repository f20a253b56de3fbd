import type { AnswerFeedback } from '#shared/api/contract-assessment';
import styles from './feedback.module.css';

/**
 * Feedback on a video answer: nothing scores a video, so it is saved and awaits a reviewer (score
 * -1); the learner can watch what they sent, and read a model answer where the question has one.
 */
export function VideoFeedback({ feedback }: { feedback: AnswerFeedback }) {
  const url = feedback.video_url ?? feedback.file_url;
  return (
    <div className={styles.block}>
      <p>
        {feedback.verdict === 'skipped'
          ? 'You skipped this question.'
          : 'Your video has been saved and is awaiting review.'}
      </p>
      {url ? (
        <div>
          <p className={styles.answerLabel}>Your video</p>
          <video
            className={styles.videoAnswer}
            src={url}
            controls
            preload="metadata"
            playsInline
            aria-label="Your video answer"
          />
        </div>
      ) : null}
      {feedback.text_correct_answer ? (
        <div className={`${styles.answerBox} ${styles.answerCorrect}`}>
          <p className={styles.answerLabel}>A model answer</p>
          <p className={styles.answerText}>{feedback.text_correct_answer}</p>
        </div>
      ) : null}
    </div>
  );
}

import type { AnswerFeedback, TestQuestion } from '#shared/api/contract-attempts';
import { alternatives, answerList } from './answer-parts';
import styles from './feedback.module.css';

/** SA types and LA: the learner's text beside the correct (or, for long answers, a model) answer. */
export function TextFeedback({ question, feedback }: { question: TestQuestion; feedback: AnswerFeedback }) {
  const given = answerList(feedback.user_answer)[0] ?? '';
  const correct = feedback.text_correct_answer ?? feedback.correct_answers.map(alternatives).filter(Boolean).join(' / ');
  const long = question.type === 'LA';
  return (
    <div className={styles.block}>
      <div className={styles.answerBox}>
        <p className={styles.answerLabel}>Your answer</p>
        <p className={styles.answerText}>{given.trim() ? given : <em>no answer</em>}</p>
      </div>
      {correct && long ? (
        <details className={styles.model}>
          <summary>See a model answer</summary>
          <p className={styles.answerText}>{correct}</p>
        </details>
      ) : correct ? (
        <div className={`${styles.answerBox} ${styles.answerCorrect}`}>
          <p className={styles.answerLabel}>Correct answer</p>
          <p className={styles.answerText}>{correct}</p>
        </div>
      ) : null}
    </div>
  );
}

import type { Grade, WritingFeedback } from '#shared/api/contract-assessment';
import styles from './feedback.module.css';

/**
 * The LA/SA feedback object (spec 02 §3): accuracy, grammar, topic, readability, vocabulary and
 * unique words, each high, mid or low with a message, the overall feedback, and the grammar and
 * spelling issues found in the answer.
 */
const gradeWords: Record<Grade, string> = { high: 'High', mid: 'Medium', low: 'Low' };

export function WritingFeedbackView({ feedback }: { feedback: WritingFeedback }) {
  const rows: Array<{ label: string; grade: Grade; text: string }> = [
    { label: 'Grammar', grade: feedback.grammar_score, text: feedback.grammar_feedback },
    { label: 'Topic', grade: feedback.topic_score, text: feedback.topic_feedback },
    { label: 'Readability', grade: feedback.readability_score, text: feedback.readability_feedback },
    { label: 'Vocabulary', grade: feedback.vocabulary_score, text: feedback.vocabulary_feedback },
    { label: 'Unique words', grade: feedback.unique_words_score, text: feedback.unique_words_feedback },
  ];
  return (
    <section className={styles.writing} aria-label="Writing feedback">
      <p className={styles.writingSummary}>
        <span className={`${styles.grade} ${styles[feedback.accuracy]}`}>
          Accuracy: {gradeWords[feedback.accuracy]}
        </span>
        {/* The overall sentence: combined_feedback repeats the rows below. */}
        {feedback.feedback || feedback.combined_feedback}
      </p>
      <dl className={styles.writingGrid}>
        {rows.map((row) => (
          <div key={row.label} className={styles.writingRow}>
            <dt>
              {row.label}
              <span className={`${styles.grade} ${styles[row.grade]}`}>{gradeWords[row.grade]}</span>
            </dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      {feedback.issues.length > 0 ? (
        <>
          <h4 className={styles.subheading}>Things to check</h4>
          {/* Numbered as the marks in the answer above (text-feedback.tsx). */}
          <ol className={styles.issues}>
            {feedback.issues.map((issue, i) => (
              <li key={i}>
                {issue.message}
                {issue.suggestion ? <span className={styles.suggestion}> Try: “{issue.suggestion}”</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

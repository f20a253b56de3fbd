import type { AnswerFeedback, TestQuestion } from '#shared/api/contract-assessment';
import { highlightSegments } from '../../lib/highlights';
import { alternatives, answerList } from './answer-parts';
import styles from './feedback.module.css';

/**
 * SA types and LA: the learner's text beside the correct (or, for long answers, a model) answer.
 * The words the writing checker questions are marked in the text, numbered as in 'Things to check'.
 */
export function TextFeedback({ question, feedback }: { question: TestQuestion; feedback: AnswerFeedback }) {
  const given = answerList(feedback.user_answer)[0] ?? '';
  const correct =
    feedback.text_correct_answer ?? feedback.correct_answers.map(alternatives).filter(Boolean).join(' / ');
  const long = question.type === 'LA';
  return (
    <div className={styles.block}>
      <div className={styles.answerBox}>
        <p className={styles.answerLabel}>Your answer</p>
        <p className={styles.answerText}>
          {given.trim() ? (
            <Highlighted text={given} issues={feedback.feedback_object?.issues ?? []} />
          ) : (
            <em>no answer</em>
          )}
        </p>
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

function Highlighted({
  text,
  issues,
}: {
  text: string;
  issues: NonNullable<AnswerFeedback['feedback_object']>['issues'];
}) {
  return (
    <>
      {highlightSegments(text, issues).map((segment, i) =>
        segment.issue === null ? (
          segment.text
        ) : (
          <mark key={i} className={styles.issueMark} title={issues[segment.issue]?.message}>
            {segment.text}
            <sup className={styles.issueNumber} aria-label={`, check ${segment.issue + 1}`}>
              {segment.issue + 1}
            </sup>
          </mark>
        ),
      )}
    </>
  );
}

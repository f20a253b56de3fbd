import type { AnswerFeedback, TestQuestion } from '#shared/api/contract-assessment';
import { verdictOf } from '#shared/scoring/verdict';
import { Icon } from '../../../../components/ui/icons';
import { alternatives, answerList } from './answer-parts';
import styles from './feedback.module.css';

/** Cloze feedback: each gap with the learner's word, whether it fits, and the accepted words. */
export function GapFeedback({ question, feedback }: { question: TestQuestion; feedback: AnswerFeedback }) {
  const given = answerList(feedback.user_answer);
  const count = Math.max(question.gap_count, feedback.correct_answers.length, given.length);
  return (
    <ol className={styles.gaps}>
      {Array.from({ length: count }, (_, i) => {
        const part = feedback.parts?.[i];
        const right = part === undefined ? null : verdictOf(question.type, part) !== 'wrong';
        return (
          <li key={i} className={styles.gapRow}>
            <span className={styles.gapNumber}>Gap {i + 1}</span>
            <span
              className={`${styles.gapGiven} ${right === true ? styles.textCorrect : right === false ? styles.textWrong : ''}`}
            >
              {right !== null ? <Icon name={right ? 'check' : 'close'} size={16} /> : null}
              {given[i]?.trim() ? given[i] : <em>no answer</em>}
            </span>
            {right !== true && feedback.correct_answers[i] ? (
              <span className={styles.gapAnswer}>Answer: {alternatives(feedback.correct_answers[i])}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

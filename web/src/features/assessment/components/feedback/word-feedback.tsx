import type { AnswerFeedback } from '#shared/api/contract-assessment';
import { Icon } from '../../../../components/ui/icons';
import { answerList } from './answer-parts';
import styles from './feedback.module.css';

/** Wordcloud feedback: words picked rightly, picked wrongly, and right words that were missed. */
export function WordFeedback({ words, feedback }: { words: readonly string[]; feedback: AnswerFeedback }) {
  const picked = new Set(answerList(feedback.user_answer).map((w) => w.toLowerCase()));
  const correct = new Set(feedback.correct_answers.map((w) => w.toLowerCase()));
  const shown = words.filter((w) => picked.has(w.toLowerCase()) || correct.has(w.toLowerCase()));
  return (
    <ul className={styles.words}>
      {shown.map((word) => {
        const isPicked = picked.has(word.toLowerCase());
        const isCorrect = correct.has(word.toLowerCase());
        const [tone, note] = isPicked
          ? isCorrect
            ? [styles.wordRight, 'right']
            : [styles.wordWrong, 'not right']
          : [styles.wordMissed, 'missed'];
        return (
          <li key={word} className={`${styles.word} ${tone}`}>
            {isPicked ? <Icon name={isCorrect ? 'check' : 'close'} size={14} /> : null}
            {word}
            <span className="visually-hidden"> ({note})</span>
            {!isPicked ? (
              <span className={styles.wordNote} aria-hidden="true">
                missed
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

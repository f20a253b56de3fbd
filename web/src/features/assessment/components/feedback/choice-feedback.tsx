import { useState } from 'react';
import type { AnswerFeedback, TestChoice } from '#shared/api/contract-assessment';
import { Icon } from '../../../../components/ui/icons';
import { answerList } from './answer-parts';
import styles from './feedback.module.css';

/**
 * MCQ and MS feedback: the learner's picks and the correct options, marked. "View all options"
 * shows the others too and "View less" hides them again (spec 02 §2).
 */
export function ChoiceFeedback({ choices, feedback }: { choices: readonly TestChoice[]; feedback: AnswerFeedback }) {
  const [all, setAll] = useState(false);
  const picked = new Set(answerList(feedback.user_answer));
  const correct = new Set(feedback.correct_answers);
  const relevant = choices.filter((c) => picked.has(c.id) || correct.has(c.id));
  const shown = all || relevant.length === 0 ? choices : relevant;

  return (
    <div className={styles.block}>
      <ul className={styles.options}>
        {shown.map((choice) => {
          const isCorrect = correct.has(choice.id);
          const isPicked = picked.has(choice.id);
          const tone = isCorrect ? styles.optionCorrect : isPicked ? styles.optionWrong : '';
          return (
            <li key={choice.id} className={`${styles.option} ${tone}`}>
              <span className={styles.optionLetter} aria-hidden="true">
                {choice.id.toUpperCase()}
              </span>
              <span className={styles.optionBody}>
                {choice.text ? <span>{choice.text}</span> : <span>Option {choice.id.toUpperCase()}</span>}
                {choice.image_url ? (
                  <img className={styles.optionImage} src={choice.image_url} alt="" loading="lazy" />
                ) : null}
                {choice.audio_url ? (
                  <audio
                    src={choice.audio_url}
                    controls
                    preload="none"
                    aria-label={`Listen to option ${choice.id.toUpperCase()}`}
                  />
                ) : null}
              </span>
              <span className={styles.optionTags}>
                {isPicked ? <span className={styles.tag}>Your answer</span> : null}
                {isCorrect ? (
                  <span className={`${styles.tag} ${styles.tagCorrect}`}>
                    <Icon name="check" size={14} />
                    Correct answer
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {relevant.length > 0 && relevant.length < choices.length ? (
        <button type="button" className={styles.linkButton} aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? 'View less' : 'View all options'}
        </button>
      ) : null}
    </div>
  );
}

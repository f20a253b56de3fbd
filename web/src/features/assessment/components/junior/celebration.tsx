import { useEffect } from 'react';
import { juniorPhrases, type JuniorPhraseId } from '#shared/junior/phrases';
import { isGoodResult, MAX_STARS, starsForScore } from '#shared/junior/stars';
import { SoundToggle, SpeakButton, useReadOnArrival } from '../../../../components/read-aloud/speak-button';
import { soundOn } from '../../../../components/read-aloud/sound-setting';
import { playChime } from './chime';
import styles from './junior.module.css';

/**
 * The end of a child's practice or test (decision 0426): stars for how the child did (decision 0833), a chime the child
 * can turn off with the sound switch, and the words said aloud. No score, level, band or ranking: those are the
 * parent's (decision 427). The stars earned rise in turn unless the device asks for reduced motion; "Hooray" only
 * for a good result.
 */
export function Celebration({ test, score }: { test: 'practice' | 'final'; score: number }) {
  const stars = starsForScore(score);
  const phrase: JuniorPhraseId = test === 'final' ? 'finalDone' : isGoodResult(stars) ? 'celebrate' : 'practiceAgain';
  useEffect(() => {
    if (soundOn()) playChime();
  }, []);
  useReadOnArrival([{ kind: 'phrase', phrase }]);
  return (
    <div className={styles.celebration}>
      <p className={styles.stars} role="img" aria-label={`${stars} of ${MAX_STARS} stars`}>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <span
            key={i}
            className={i < stars ? styles.star : styles.starUnearned}
            style={{ animationDelay: `${i * 120}ms` }}
            aria-hidden="true"
          >
            ★
          </span>
        ))}
      </p>
      <p className={styles.celebrationText}>{juniorPhrases[phrase]}</p>
      <div className={styles.celebrationActions}>
        <SpeakButton request={{ kind: 'phrase', phrase }} what="well done" />
        <SoundToggle />
      </div>
    </div>
  );
}

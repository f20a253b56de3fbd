import { useEffect } from 'react';
import { juniorPhrases, type JuniorPhraseId } from '#shared/junior/phrases';
import { SoundToggle, SpeakButton, useReadOnArrival } from '../../../../components/read-aloud/speak-button';
import { soundOn } from '../../../../components/read-aloud/sound-setting';
import { playChime } from './chime';
import styles from './junior.module.css';

const STARS = 5;

/**
 * The end of a child's practice or test (decision 0426): stars, a chime the child can turn off with the
 * sound switch, and the words said aloud. No score, level, band or ranking: those are the parent's
 * (decision 427). The stars rise in turn unless the device asks for reduced motion.
 */
export function Celebration({ phrase }: { phrase: Extract<JuniorPhraseId, 'celebrate' | 'finalDone'> }) {
  useEffect(() => {
    if (soundOn()) playChime();
  }, []);
  useReadOnArrival([{ kind: 'phrase', phrase }]);
  return (
    <div className={styles.celebration}>
      <p className={styles.stars} role="img" aria-label={`${STARS} stars`}>
        {Array.from({ length: STARS }, (_, i) => (
          <span key={i} className={styles.star} style={{ animationDelay: `${i * 120}ms` }} aria-hidden="true">
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

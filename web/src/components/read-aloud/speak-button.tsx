import { useEffect, useSyncExternalStore } from 'react';
import type { ReadAloudRequest } from '#shared/schemas/read-aloud';
import { Icon } from '../ui/icons';
import { playerNow, readAloud, readAloudKey, stopReading, subscribePlayer, type SpeakState } from './player';
import { soundOn, setSoundOn, useSoundOn } from './sound-setting';
import styles from './read-aloud.module.css';

const words: Record<SpeakState, string> = {
  idle: 'Listen',
  loading: 'Getting ready…',
  playing: 'Stop',
  blocked: 'Tap to listen',
  failed: 'Try again',
};

/**
 * A speaker button that reads what it stands beside (decision 0420). `what` completes its name for
 * screen readers ("Listen: the question"); the visible word says what a press does now.
 */
export function SpeakButton({
  request,
  what,
  then = [],
}: {
  request: ReadAloudRequest;
  what: string;
  then?: readonly ReadAloudRequest[];
}) {
  const now = useSyncExternalStore(subscribePlayer, playerNow, playerNow);
  const state: SpeakState = now.key === readAloudKey(request) ? now.state : 'idle';
  return (
    <button
      type="button"
      className={`${styles.speak} ${state === 'blocked' ? styles.nudge : ''}`}
      aria-label={`${words[state]}: ${what}`}
      aria-pressed={state === 'playing'}
      data-state={state}
      onClick={() => void readAloud([request, ...then])}
    >
      <Icon name="speaker" size={26} />
      <span className={styles.speakWord}>{words[state]}</span>
    </button>
  );
}

/** Reads the requests once when the screen opens, if the child's sound is on (decision 423). */
export function useReadOnArrival(requests: readonly ReadAloudRequest[] | null): void {
  const key = requests?.map(readAloudKey).join('|') ?? null;
  useEffect(() => {
    if (!requests?.length || !soundOn()) return;
    void readAloud(requests, { restart: true });
    // Leaving the screen ends its reading.
    return stopReading;
    // Read again only when the words change, not on every render.
  }, [key]);
}

/** The child's sound switch: reading on arrival and the celebration's chime. */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <button type="button" className={styles.sound} role="switch" aria-checked={on} onClick={() => setSoundOn(!on)}>
      <Icon name={on ? 'speaker' : 'soundOff'} size={20} />
      <span className={styles.soundWord}>Sound</span>
    </button>
  );
}

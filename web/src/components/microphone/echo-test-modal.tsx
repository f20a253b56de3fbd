import { useEffect, useRef, useState } from 'react';
import { useCountdown } from '../../hooks/use-countdown';
import { MicTroubleshooting } from '../help/mic-troubleshooting';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ECHO_SECONDS, canRecord, recordClip } from './echo-test';
import styles from './echo-test-modal.module.css';

/**
 * The microphone echo test (spec 01 §2, §4): record 6 seconds, play them back, and ask whether the
 * voice came through: YES or NO, with help for when it did not. `onAnswer` gets the answer. After NO
 * the dialog offers Try again beside the troubleshooting guidelines (spec 02 §4 'NO retries with a
 * help link'), for as long as the caller keeps it open (the test page does; Settings closes it).
 */
type Phase = 'ready' | 'recording' | 'listen' | 'blocked' | 'unheard';

export function EchoTestModal({
  open,
  onClose,
  onAnswer,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onAnswer: (heard: boolean) => void;
  busy: boolean;
}) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [clip, setClip] = useState<string | null>(null);
  const countdown = useCountdown(0);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (open) return;
    setPhase('ready');
    setClip((url) => {
      if (url) URL.revokeObjectURL(url);
      return null;
    });
  }, [open]);

  async function record() {
    if (!canRecord()) return setPhase('blocked');
    setPhase('recording');
    countdown.restart(ECHO_SECONDS);
    try {
      const blob = await recordClip(ECHO_SECONDS);
      if (!live.current) return;
      setClip(URL.createObjectURL(blob));
      setPhase('listen');
    } catch {
      if (live.current) setPhase('blocked'); // permission refused, or no microphone
    }
  }

  function unheard() {
    onAnswer(false);
    setPhase('unheard');
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow="Microphone"
      title="Echo test"
      busy={busy || phase === 'recording'}
      actions={
        phase === 'listen' ? (
          <>
            <Button variant="secondary" onClick={unheard} disabled={busy}>
              NO
            </Button>
            <Button onClick={() => onAnswer(true)} busy={busy}>
              YES
            </Button>
          </>
        ) : phase === 'unheard' ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button onClick={() => void record()}>Try again</Button>
          </>
        ) : phase === 'blocked' ? (
          <>
            <Button variant="secondary" onClick={() => onAnswer(false)} disabled={busy}>
              Close
            </Button>
            <Button onClick={() => void record()}>Try again</Button>
          </>
        ) : (
          <Button onClick={() => void record()} busy={phase === 'recording'}>
            {phase === 'recording' ? `Recording… ${countdown.secondsLeft}` : 'Start recording'}
          </Button>
        )
      }
    >
      <div className={styles.form}>
        {phase === 'ready' || phase === 'recording' ? (
          <p>
            Press Start recording and say a sentence aloud. We will record {ECHO_SECONDS} seconds and play it back to
            you.
          </p>
        ) : null}
        {phase === 'recording' ? <p role="status">Speak now…</p> : null}
        {phase === 'listen' && clip ? (
          <>
            <audio src={clip} controls autoPlay aria-label="Your recording" />
            <p>
              <strong>Did you hear your voice clearly?</strong>
            </p>
          </>
        ) : null}
        {phase === 'blocked' ? <Alert title="We could not use your microphone." /> : null}
        {phase === 'unheard' ? (
          <Alert title="We could not hear your voice.">
            <p>Follow the guidelines below, then press Try again.</p>
          </Alert>
        ) : null}
        <MicTroubleshooting open={phase === 'blocked' || phase === 'unheard'} />
      </div>
    </Modal>
  );
}

import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../../../hooks/use-countdown';
import { BUY_NOW_DELAY_S } from '../lib/buy-now';
import { StateSelect } from './state-select';
import styles from './commerce.module.css';

interface Props {
  price: string;
  state: string;
  /** Rupees need the buyer's state first; a dollar buyer is asked none. */
  needsState: boolean;
  onState: (state: string) => void;
  stateError: string | undefined;
  /** Starts the payment; called once when the countdown reaches 0. */
  onStart: () => void;
  onCancel: () => void;
  started: boolean;
}

/**
 * Buy-now mode (spec 02 §4, §9): the purchase starts by itself 3 seconds after the page opens, with
 * the seconds shown and a Cancel that stops it. Rupees need a state first ('Please select State'):
 * the one of the learner's last purchase, or one chosen here, which starts the 3 seconds.
 */
export function BuyNowBox({ price, state, needsState, onState, stateError, onStart, onCancel, started }: Props) {
  return (
    <section className={styles.buyNow} aria-labelledby="buy-now-title">
      <h2 id="buy-now-title" className={styles.sectionTitle}>
        Buy now · {price}
      </h2>
      {state || !needsState ? (
        <Ticker onDone={onStart} started={started} />
      ) : (
        <>
          <StateSelect value={state} onChange={onState} error={stateError} />
          <p className={styles.countdown}>Your payment starts once you choose your state.</p>
        </>
      )}
      {!started ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </section>
  );
}

/** Mounted once a state is known, so its 3 seconds start then; calls `onDone` once at 0. */
function Ticker({ onDone, started }: { onDone: () => void; started: boolean }) {
  const { secondsLeft } = useCountdown(BUY_NOW_DELAY_S);
  const fired = useRef(false);
  useEffect(() => {
    if (secondsLeft === 0 && !fired.current) {
      fired.current = true;
      onDone();
    }
  }, [secondsLeft, onDone]);
  return (
    <p role="timer" aria-live="polite" className={styles.countdown}>
      {started || secondsLeft === 0 ? 'Starting your payment…' : `Your payment starts in ${secondsLeft} s`}
    </p>
  );
}

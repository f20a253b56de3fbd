import styles from './auth.module.css';

/**
 * 'Resend OTP' / 'Click here to resend PIN' behind the 30-second wait of spec 01 §9: while the wait
 * runs the seconds left are shown instead, then the link appears; using it starts the wait again.
 */
export function ResendControl(props: {
  label: string;
  what: string;
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  if (props.secondsLeft > 0) {
    const unit = props.secondsLeft === 1 ? 'second' : 'seconds';
    return (
      <p className={styles.muted}>
        You can ask for a new {props.what} in <span className={styles.count}>{props.secondsLeft}</span> {unit}.
      </p>
    );
  }
  return (
    <p className={styles.muted}>
      Did not get it?{' '}
      <button type="button" className={styles.linkButton} onClick={props.onResend} disabled={props.pending}>
        {props.pending ? 'Sending…' : props.label}
      </button>
    </p>
  );
}

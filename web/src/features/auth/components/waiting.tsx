import { Spinner } from '../../../components/ui/spinner';
import styles from './auth.module.css';

/** A spinner with its words, inside a sign-in card ('Signing you in…'). */
export function Waiting({ label }: { label: string }) {
  return (
    <div className={styles.waiting}>
      <Spinner label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}

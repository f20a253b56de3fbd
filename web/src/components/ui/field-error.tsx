import { Icon } from './icons';
import styles from './text-field.module.css';

/** A field's error line; `id` is what the field's aria-describedby names. Nothing when there is no error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" size={16} />
      <span>{error}</span>
    </p>
  );
}

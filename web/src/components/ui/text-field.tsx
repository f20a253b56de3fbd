import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './text-field.module.css';

/**
 * A labelled input with its hint and error. The error is tied to the input (aria-invalid,
 * aria-describedby), so moving focus to an invalid field reads its message aloud. `name` is the
 * request field it fills, which is also how forms find it to focus.
 */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a 'Forgot PIN' link. */
  labelAside?: ReactNode;
}

export function TextField({ label, error, hint, labelAside, id, name, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

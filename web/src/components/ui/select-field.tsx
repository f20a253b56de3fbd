import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import styles from './text-field.module.css';

/**
 * A labelled native <select> with its error, wired like TextField (aria-invalid, aria-describedby),
 * so forms focus and announce it the same way. `placeholder` is a first, empty option.
 */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | undefined;
}

export function SelectField({ label, options, placeholder, error, id, name, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${name}${generated}`;
  const errorId = `${selectId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

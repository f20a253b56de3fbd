import { useId } from 'react';
import { FieldError } from './field-error';
import styles from './choice-group.module.css';

/**
 * A question with a few answers as radio buttons in a fieldset (the legend is the question), drawn
 * as large tappable tiles. The error is tied to every radio, so focusing one reads it. `name` is the
 * request field, which is how forms find the first radio to focus.
 */
/** The answers of a yes-or-no question. */
export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; hint?: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Lay the tiles out in a column (long labels) instead of a wrapping row. */
  column?: boolean;
}

export function ChoiceGroup({ name, legend, options, value, onChange, error, column = false }: ChoiceGroupProps) {
  const errorId = `${name}${useId()}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={column ? styles.column : styles.row}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

import type { TestChoice } from '#shared/api/contract-assessment';
import styles from '../question.module.css';

/**
 * MCQ (one radio) and MS (checkboxes) answers, spec 02 §3: up to five options a to e, each with
 * text, a picture or a sound. The audio player sits beside its label, not inside it, so playing a
 * sound never ticks the option.
 */
export interface ChoiceAnswerProps {
  name: string;
  choices: readonly TestChoice[];
  multiple: boolean;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  /** A child's page (decision 0432): large targets, and choices with pictures as big picture tiles. */
  large?: boolean;
}

export function ChoiceAnswer({
  name,
  choices,
  multiple,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  large = false,
}: ChoiceAnswerProps) {
  const picked = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const toggle = (id: string) => {
    if (!multiple) return onChange(id);
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(choices.map((c) => c.id).filter((c) => next.has(c)));
  };
  const pictures = large && choices.some((c) => c.image_url);
  const layout = `${styles.choices} ${large ? styles.choicesLarge : ''} ${pictures ? styles.choicePictures : ''}`;
  return (
    <div
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={layout}
    >
      <p className={styles.choiceHint}>{multiple ? 'Choose all the answers that apply.' : 'Choose one answer.'}</p>
      {choices.map((choice) => {
        const checked = picked.has(choice.id);
        return (
          <div key={choice.id} className={`${styles.choice} ${checked ? styles.choiceChecked : ''}`}>
            <label className={styles.choiceLabel}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={choice.id}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(choice.id)}
              />
              <span className={styles.choiceLetter} aria-hidden="true">
                {choice.id.toUpperCase()}
              </span>
              <span className={styles.choiceBody}>
                {choice.text ? <span>{choice.text}</span> : null}
                {choice.image_url ? (
                  <img
                    className={styles.choiceImage}
                    src={choice.image_url}
                    alt={choice.text ? '' : `Option ${choice.id.toUpperCase()}`}
                    loading="lazy"
                  />
                ) : null}
                {!choice.text && !choice.image_url ? <span>Option {choice.id.toUpperCase()}</span> : null}
              </span>
            </label>
            {choice.audio_url ? (
              <audio
                className={styles.choiceAudio}
                src={choice.audio_url}
                controls
                preload="none"
                aria-label={`Listen to option ${choice.id.toUpperCase()}`}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

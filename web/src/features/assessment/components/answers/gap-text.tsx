import { Fragment, useRef } from 'react';
import { splitGaps } from '../../lib/cloze';
import { filterWriting } from '../../lib/writing';
import styles from '../question.module.css';

/**
 * Cloze text with an input in place of each {{n}} gap (spec 02 §3). A word bank, when the question
 * has one, fills the gap last focused (or the first empty one) when a word is pressed.
 */
export interface GapTextProps {
  text: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  wordBank: readonly string[] | null;
  textId: string;
  /** The first gap to flag (an empty gap on Submit). */
  invalidGap?: number | null;
  disabled?: boolean;
}

export function GapText({
  text,
  values,
  onChange,
  wordBank,
  textId,
  invalidGap = null,
  disabled = false,
}: GapTextProps) {
  const lastFocused = useRef<number | null>(null);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const set = (index: number, value: string) => onChange(values.map((old, i) => (i === index ? value : old)));

  const pickWord = (word: string) => {
    const target = lastFocused.current ?? values.findIndex((v) => v.trim() === '');
    const index = target >= 0 ? target : 0;
    set(index, word);
    inputs.current[index]?.focus();
  };

  return (
    <>
      {wordBank && wordBank.length > 0 ? (
        <div className={styles.wordBank} role="group" aria-label="Word bank">
          <span className={styles.wordBankTitle} aria-hidden="true">
            Word bank
          </span>
          {wordBank.map((word) => (
            <button
              key={word}
              type="button"
              className={styles.bankWord}
              disabled={disabled}
              onClick={() => pickWord(word)}
              aria-label={`Use “${word}”`}
            >
              {word}
            </button>
          ))}
        </div>
      ) : null}
      <p id={textId} className={`${styles.questionText} ${styles.clozeText}`}>
        {splitGaps(text).map((part, i) =>
          part.kind === 'text' ? (
            <Fragment key={i}>{part.text}</Fragment>
          ) : (
            <input
              key={i}
              ref={(el) => {
                inputs.current[part.index] = el;
              }}
              className={styles.gap}
              type="text"
              value={values[part.index] ?? ''}
              disabled={disabled}
              aria-label={`Gap ${part.index + 1}`}
              aria-invalid={invalidGap === part.index || undefined}
              autoComplete="off"
              spellCheck={false}
              size={Math.max(6, (values[part.index] ?? '').length + 1)}
              onFocus={() => {
                lastFocused.current = part.index;
              }}
              onChange={(event) => set(part.index, filterWriting(event.target.value))}
            />
          ),
        )}
      </p>
    </>
  );
}

import { useId, useState, type ClipboardEvent, type DragEvent } from 'react';
import { MAX_TEXT_ANSWER } from '#shared/schemas/assessment';
import { wordCount } from '#shared/scoring/text';
import { filterWriting } from '../../lib/writing';
import styles from '../question.module.css';

/**
 * The writing answer box (spec 02 §5): paste, cut, copy and drop are blocked, characters outside the
 * allowed set are stripped as they are typed (lib/writing.ts), and a live word count shows, with the
 * fewest words a long answer needs.
 */
export interface WritingBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Rows: the answer-length hint (3 short, 10 long). */
  rows: number;
  minWords: number;
  /** The length the task asks for, shown beside the fewest words accepted. */
  target?: { min: number; max: number } | null;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

export function WritingBox({
  value,
  onChange,
  rows,
  minWords,
  target = null,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
}: WritingBoxProps) {
  const countId = useId();
  const [blocked, setBlocked] = useState<string | null>(null);
  const words = wordCount(value);
  const block = (what: string) => (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    setBlocked(`${what} is turned off here. Please type your answer.`);
  };
  return (
    <div className={styles.writing}>
      <textarea
        className={styles.textarea}
        rows={Math.max(2, rows)}
        value={value}
        maxLength={MAX_TEXT_ANSWER}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        placeholder="Type your answer here"
        onChange={(event) => {
          setBlocked(null);
          onChange(filterWriting(event.target.value));
        }}
        onPaste={block('Pasting')}
        onCut={block('Cutting')}
        onCopy={block('Copying')}
        onDrop={block('Dropping text')}
      />
      <div className={styles.writingMeta}>
        <span id={countId} aria-live="polite">
          {words} {words === 1 ? 'word' : 'words'}
          {lengthHint(minWords, target) ? (
            <span className={styles.writingMin}> · {lengthHint(minWords, target)}</span>
          ) : null}
        </span>
        {blocked ? (
          <span role="status" className={styles.writingBlocked}>
            {blocked}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** 'aim for 60 to 90 words (at least 10 to submit)': the task's length and the rule's minimum, in one place. */
export function lengthHint(minWords: number, target: { min: number; max: number } | null): string | null {
  if (target)
    return `aim for ${target.min} to ${target.max} words${minWords > 0 ? ` (at least ${minWords} to submit)` : ''}`;
  return minWords > 0 ? `at least ${minWords} words` : null;
}

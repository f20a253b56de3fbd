import styles from '../question.module.css';

/** Wordcloud (spec 02 §3): press every word that fits; each is a toggle button. */
export function WordCloud({
  words,
  value,
  onChange,
  labelledBy,
  disabled = false,
}: {
  words: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const picked = new Set(value);
  const toggle = (word: string) => onChange(words.filter((w) => (w === word ? !picked.has(w) : picked.has(w))));
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.cloud}>
      {words.map((word) => (
        <button
          key={word}
          type="button"
          className={`${styles.cloudWord} ${picked.has(word) ? styles.cloudPicked : ''}`}
          aria-pressed={picked.has(word)}
          disabled={disabled}
          onClick={() => toggle(word)}
        >
          {word}
        </button>
      ))}
    </div>
  );
}

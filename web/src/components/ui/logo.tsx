import styles from './logo.module.css';

/**
 * The Fluentia mark (a speech bubble: the product is about speaking English) and wordmark. The same
 * mark is web/public/favicon.svg. The wordmark is real text, so links around it get the name.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <path d="M11 8.5h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-5.5L11 24v-3.5a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z" fill="#fff" />
      <path d="M12 13h8M12 16h5" stroke="var(--color-brand)" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="24.5" cy="7.5" r="2.5" fill="var(--color-accent)" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <LogoMark size={size} />
      <span className={styles.wordmark}>Fluentia</span>
    </span>
  );
}

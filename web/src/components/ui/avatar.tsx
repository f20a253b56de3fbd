import { useState } from 'react';
import styles from './avatar.module.css';

/**
 * The signed-in user's picture, or their initials when there is none or it fails to load.
 * Decorative: the name is always written beside it.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

export function Avatar({ name, src, size = 36 }: { name: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const dims = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt=""
        style={dims}
        onError={() => setFailed(true)}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={{ ...dims, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

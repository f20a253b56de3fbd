import type { ReactNode } from 'react';
import { Icon } from './icons';
import styles from './notice.module.css';

/**
 * A success banner inside a page (spec 01 §8: 'PIN sent to phone/email. Enter PIN to get started.').
 * A status region, so screen readers announce it without moving focus.
 */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      <Icon name="check" />
      <p className={styles.text}>{children}</p>
    </div>
  );
}

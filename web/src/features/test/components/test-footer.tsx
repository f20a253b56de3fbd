import type { ReactNode } from 'react';
import styles from './test-page.module.css';

/** The footer (spec 02 §2): 'N of M questions' and the page's buttons (Submit, Next, Skip). */
export function TestFooter({ counter, note, children }: { counter: string | null; note?: ReactNode; children: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {counter ? <p className={styles.counter}>{counter}</p> : <span />}
        <div className={styles.footerActions}>
          {note ? <p className={styles.footerNote}>{note}</p> : null}
          {children}
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import styles from './test-page.module.css';

/**
 * The footer (spec 02 §2): 'N of M questions' and the page's buttons (Submit, Next, Skip). `status`
 * is what a running Submit is doing (scoring a spoken answer), read out politely.
 */
export function TestFooter({
  counter,
  note,
  status = null,
  children,
}: {
  counter: string | null;
  note?: ReactNode;
  status?: string | null;
  children: ReactNode;
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {counter ? <p className={styles.counter}>{counter}</p> : <span />}
        <div className={styles.footerActions}>
          {note ? <p className={styles.footerNote}>{note}</p> : null}
          <p className={styles.footerStatus} role="status">
            {status}
          </p>
          {children}
        </div>
      </div>
    </footer>
  );
}

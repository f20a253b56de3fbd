import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import styles from './account.module.css';

/** A settings card: its title, the control, and under it the failure of the last call, if any. */
export function SettingCard({
  id,
  title,
  failure,
  children,
}: {
  id: string;
  title: string;
  failure: unknown;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.form}>
        {children}
        {failure ? <ErrorAlert error={failure} /> : null}
      </div>
    </section>
  );
}

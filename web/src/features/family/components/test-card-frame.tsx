import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';
import styles from './family.module.css';

/** The frame every card of the child dashboard shares: icon, title (the region's name), a line under it. */
export function TestCardFrame({
  id,
  icon,
  title,
  line,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  line: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <span className={styles.cardIcon}>
        <Icon name={icon} />
      </span>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.muted} style={{ margin: 0 }}>
        {line}
      </p>
      {children}
    </section>
  );
}

/** A file the card offers (a report, a certificate), opened in a new tab; or a line saying it is not ready. */
export function FileLink({
  url,
  icon = 'download',
  label,
  pending,
}: {
  url: string | null;
  icon?: IconName;
  label: string;
  pending?: string;
}) {
  if (!url) return pending ? <p className={styles.muted}>{pending}</p> : null;
  return (
    <a className={styles.reportLink} href={url} target="_blank" rel="noreferrer">
      <Icon name={icon} size={18} />
      {label}
    </a>
  );
}

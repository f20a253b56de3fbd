import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './alert.module.css';

/**
 * A message panel inside a page for text the screen already has (a lock message, a course that is
 * not purchased): danger panels are alerts, info panels a status. Failed API calls use ErrorAlert.
 */
export function Alert({
  tone = 'danger',
  icon,
  title,
  children,
  actions,
}: {
  tone?: 'danger' | 'info';
  icon?: IconName;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <Icon name={icon ?? (tone === 'danger' ? 'alert' : 'compass')} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

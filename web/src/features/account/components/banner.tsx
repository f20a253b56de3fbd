import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';
import styles from './dashboard.module.css';

/** A dashboard banner: an icon, a title and a line, and its actions; a region named `label`. */
export function Banner(props: {
  label: string;
  icon: IconName;
  title: string;
  text: ReactNode;
  tone?: 'brand' | 'kids' | 'daily' | 'hint';
  children: ReactNode;
}) {
  const tone = {
    brand: styles.banner,
    kids: `${styles.banner} ${styles.kids}`,
    daily: styles.daily,
    hint: styles.hint,
  }[props.tone ?? 'brand'];
  return (
    <section className={tone} aria-label={props.label}>
      <span className={styles.bannerIcon}>
        <Icon name={props.icon} />
      </span>
      <div className={styles.bannerText}>
        <p className={styles.bannerTitle}>{props.title}</p>
        <p>{props.text}</p>
      </div>
      <div className={styles.bannerActions}>{props.children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './message-card.module.css';

/**
 * A centred card for whole-page messages: not found, not available yet, something went wrong.
 * `brand` adds the logo on pages that have no header (the landing page, sign-in pages).
 */
export function MessageCard(props: {
  icon: IconName;
  eyebrow?: string;
  title: string;
  brand?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={styles.wrap} aria-labelledby="message-card-title">
      {props.brand ? <div className={styles.brand}>{props.brand}</div> : null}
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon name={props.icon} size={28} />
        </span>
        {props.eyebrow ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
        <h1 id="message-card-title" className={styles.title}>
          {props.title}
        </h1>
        <div className={styles.body}>{props.children}</div>
        {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
      </div>
    </section>
  );
}

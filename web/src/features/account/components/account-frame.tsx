import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useIsWideScreen } from '../../../hooks/use-media-query';
import styles from './account.module.css';

/**
 * The frame of /profile, /settings and /history (spec 01 §2): "tabs for profile, settings and
 * history on wide screens, a heading on narrow screens". The h1 is there at every width (on wide
 * screens for screen readers only, the tabs show which page is open).
 */
const tabs = [
  { to: paths.profile, label: 'Personal Information' },
  { to: paths.settings, label: 'Account Settings' },
  { to: paths.history, label: 'History' },
] as const;

export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const wide = useIsWideScreen();
  return (
    <div className={styles.page}>
      <title>{`${title} · Fluentia`}</title>
      {wide ? (
        <nav aria-label="Account">
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end className={styles.tab}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h1 className={wide ? 'visually-hidden' : styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

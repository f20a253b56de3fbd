import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/icons';
import styles from './menu.module.css';

/** One menu's links with their icons, the open page's marked: the learner's menu and an organisation admin's. */
export interface MenuLink {
  label: string;
  icon: IconName;
  href: string;
}

export function MenuList(props: { label: string; items: readonly MenuLink[]; onNavigate?: (() => void) | undefined }) {
  return (
    <nav aria-label={props.label}>
      <ul className={styles.menu}>
        {props.items.map((item) => (
          <li key={item.label}>
            <NavLink
              to={item.href}
              end
              onClick={props.onNavigate}
              className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink)}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

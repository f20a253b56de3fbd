import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/ui/icons';
import styles from './menu.module.css';
import { visibleMenuItems, type MenuContext } from './menu-items';

/** The menu list itself; the wide side panel and the narrow drawer both render it. */
export function SideMenu({ ctx, onNavigate }: { ctx: MenuContext; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main menu">
      <ul className={styles.menu}>
        {visibleMenuItems(ctx).map((item) => (
          <li key={item.label}>
            <NavLink
              to={item.href}
              end
              onClick={onNavigate}
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

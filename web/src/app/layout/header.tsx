import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { displayName, homePath, stopActingForChild, type Session } from '../../lib/session';
import styles from './layout.module.css';

/**
 * The signed-in header (spec 01 §2): logo, 'Hello {name}', profile picture, Logout, and for parents
 * a My Dashboard link, which is also how a parent acting for a child returns to their own account
 * (01 §4). At 768 px and below a menu button opens the drawer.
 */
export function Header(props: { session: Session; wide: boolean; menuOpen: boolean; onOpenMenu: () => void }) {
  const { session } = props;
  const name = displayName(session);
  return (
    <header className={styles.header}>
      {props.wide ? null : (
        <button
          type="button"
          className={styles.iconButton}
          onClick={props.onOpenMenu}
          aria-label="Open menu"
          aria-expanded={props.menuOpen}
          aria-haspopup="dialog"
        >
          <Icon name="menu" />
        </button>
      )}
      <Link to={homePath(session)} className={styles.logoLink} aria-label="Fluentia home">
        <Logo />
      </Link>
      <div className={styles.headerEnd}>
        {session.userType === 'k' ? (
          <Link to={paths.dashboard} className={styles.headerLink} onClick={stopActingForChild}>
            My Dashboard
          </Link>
        ) : null}
        <span className={styles.greeting}>
          <Avatar name={name} src={session.user_pic || undefined} />
          <span className={styles.greetingText}>Hello {name}</span>
        </span>
        <Link to={paths.logout} className={styles.headerLink}>
          <Icon name="logout" size={18} />
          <span>Logout</span>
        </Link>
      </div>
    </header>
  );
}

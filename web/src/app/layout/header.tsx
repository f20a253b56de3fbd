import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { displayName, homePath, type Session } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { JuniorAvatar } from './junior-avatar';
import { NotificationBell } from './notification-bell';
import styles from './layout.module.css';

/**
 * The signed-in header (spec 01 §2): logo, 'Hello {name}', profile picture, Logout, and for parents
 * a My Dashboard link, which is also how a parent acting for a child returns to their own account
 * (01 §4). At 768 px and below a menu button opens the drawer. Adults' greeting opens their account
 * links (Personal Information, Account Settings, History); juniors have none of those pages.
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
        {session.isParent ? (
          // My Dashboard drops a child token on arrival (hooks/use-own-token.ts), not here: dropping it
          // now would send the child dashboard's guard after a new one while the next page loads.
          <Link to={paths.dashboard} className={styles.headerLink}>
            My Dashboard
          </Link>
        ) : null}
        {session.userType !== 'w' && !session.actingChild ? <NotificationBell /> : null}
        {session.userType === 'w' ? (
          <span className={styles.greeting}>
            <JuniorAvatar childId={session.login_user_id} name={name} />
            <span className={styles.greetingText}>Hello {name}</span>
          </span>
        ) : (
          <AccountMenu name={name} picture={session.user_pic || undefined} />
        )}
        <Link to={paths.logout} className={styles.headerLink}>
          <Icon name="logout" size={18} />
          <span className={styles.headerLabel}>Logout</span>
        </Link>
      </div>
    </header>
  );
}

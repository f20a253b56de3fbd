import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import styles from './layout.module.css';

/** What signed-out visitors see on pages that keep a header: the brand and a way to sign in. */
export function BrandHeader() {
  return (
    <header className={styles.header}>
      <Link to={paths.login} className={styles.logoLink} aria-label="Fluentia home">
        <Logo />
      </Link>
      <div className={styles.headerEnd}>
        <Link to={paths.login} className={styles.headerLink}>
          Sign in
        </Link>
      </div>
    </header>
  );
}

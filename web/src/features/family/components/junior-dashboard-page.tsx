import { useSession } from '../../../lib/session';
import { ChildDashboardView } from './child-dashboard-view';
import styles from './family.module.css';

/**
 * /junior/dashboard (spec 01 §2, §6): the junior's only home, the child dashboard's content seen by
 * the child with their own token, in larger type and targets and without the parent's acts. Tests
 * and courses open from its cards (/test and /mycourse are common routes).
 */
export function JuniorDashboardPage() {
  const session = useSession();
  return (
    <div className={styles.page}>
      <ChildDashboardView childId={session?.login_user_id ?? ''} audience="child" />
    </div>
  );
}

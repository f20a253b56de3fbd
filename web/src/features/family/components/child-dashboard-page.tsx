import { Link, useParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChildDetails } from '../api/child-details';
import { applyChildLicence } from '../api/children';
import { ChildDashboardView } from './child-dashboard-view';
import styles from './family.module.css';

/**
 * /child/dashboard/{id} (spec 01 §2, 02 §2) with the child token (the guard sends a parent without
 * one to get it): Back to the parent dashboard, then the child dashboard's content.
 */
export { todayText } from './child-dashboard-view';

export function ChildDashboardPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const { data, mutate } = useChildDetails(id);

  // Applying a licence is the parent's act: it carries the parent's own token, not the child's.
  // The speaking-test card gives the parent's speaking-test licence (named by the card).
  async function applyLicence() {
    const result = await applyChildLicence(id, {
      licenceId: data?.speaking_test.licence_id,
      parentToken: session?.token,
    });
    toast.success(result.message || 'Licence applied.');
    await mutate();
  }

  return (
    <div className={styles.page}>
      {/* The parent dashboard drops the child token on arrival (hooks/use-own-token.ts). */}
      <Link to={paths.parentDashboard} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        Back
      </Link>
      <ChildDashboardView childId={id} audience="parent" onApplyLicence={applyLicence} />
    </div>
  );
}

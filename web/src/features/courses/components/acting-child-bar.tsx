import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import styles from './preview-bar.module.css';

/**
 * A parent acting for a child (spec 01 §4) sees the child's course, not their own: this strip says
 * whose it is and leads back to that child's dashboard.
 */
export function ActingChildBar() {
  const acting = useSession()?.actingChild;
  if (!acting) return null;
  const name = acting.childName ?? 'your child';
  return (
    <div className={styles.previewBar} role="region" aria-label="Whose course">
      <span className={styles.previewBadge}>{acting.childName ? `${acting.childName}’s` : 'Child'}</span>
      <p className={styles.previewText}>
        You are looking at {acting.childName ? `${acting.childName}’s course` : 'your child’s course'}: tests taken here
        count for {name}.
      </p>
      <Link to={paths.childDashboard.replace(':id', encodeURIComponent(acting.childId))} className={styles.previewLink}>
        <Icon name="arrowLeft" size={16} />
        Back to {acting.childName ? `${acting.childName}’s` : 'the child’s'} dashboard
      </Link>
    </div>
  );
}

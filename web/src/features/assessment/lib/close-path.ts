import type { AttemptData } from '#shared/api/contract-assessment';
import { paths } from '../../../config/paths';
import { coursePath } from '../../../lib/links';
import type { Session } from '../../../lib/session';

/**
 * Where close (and leaving a finished test) goes, spec 02 §2: juniors to their dashboard, a parent
 * acting for a child to that child's dashboard, the daily activity (type D) to My Dashboard, anyone
 * else back to the course the test belongs to.
 */
export function closePath(
  session: Pick<Session, 'userType' | 'actingChild'> | null,
  elementType: AttemptData['element_type'] | null,
  courseId: number | null,
  preview = false,
): string {
  if (session?.actingChild) return childDashboardPath(session.actingChild.childId);
  if (session?.userType === 'w') return paths.juniorDashboard;
  if (elementType === 'D') return paths.dashboard;
  return courseId === null ? paths.myCourse : coursePath(courseId, { preview });
}

export function childDashboardPath(childId: string): string {
  return paths.childDashboard.replace(':id', encodeURIComponent(childId));
}

/** Children see the children's wording (practice set, children's test) and their own routes. */
export function isChildLearner(session: Pick<Session, 'userType' | 'actingChild'> | null): boolean {
  return session?.userType === 'w' || Boolean(session?.actingChild);
}

/** The words on the button that takes `closePath`'s way. */
export function closeLabel(
  session: Pick<Session, 'userType' | 'actingChild'> | null,
  elementType: AttemptData['element_type'] | null,
): string {
  if (isChildLearner(session) || elementType === 'D') return 'Go to My Dashboard';
  return 'Back to My Course';
}

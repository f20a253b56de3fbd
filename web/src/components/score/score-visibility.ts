import { courseFlags } from '#shared/content/course-flags';
import { isProgrammeLoginId } from '#shared/auth/programme';
import { useSession } from '../../lib/session';

/**
 * Who sees the score panel (spec 02 §6): retail users only, not the programme partner's users, and
 * never in course 428.
 */
export function useScorePanelVisible(courseId: number | null): boolean {
  const session = useSession();
  if (!session?.isRetail || isProgrammeLoginId(session.login_id)) return false;
  return courseId === null || !courseFlags(courseId).noScorePanel;
}

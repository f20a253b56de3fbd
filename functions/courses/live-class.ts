import { plainUnitName } from '../coach/call-rules';
import type { UserRecord } from '../identity/users';
import type { CourseMeta, StoredElement } from './catalogue';

/**
 * The live-class link (spec 02 §7: "the live-class link opens with query parameters for meeting id,
 * name, user name, course id, retail flag and unit name"): the course's live-class room with the
 * element's meeting and who is joining, so the room can greet and register the learner. Only for
 * an enrolled learner (not in preview) of a course with a room, on an element that names a meeting.
 */
export interface LiveClassLearner {
  name: string;
  userName: string;
  retail: boolean;
}

export function liveClassLearner(user: UserRecord | undefined, retail: boolean): LiveClassLearner | undefined {
  if (!user) return undefined;
  return { name: user.fullName?.trim() || user.username || '', userName: user.username ?? user.email ?? user.loginId, retail };
}

export function liveClassLink(meta: Pick<CourseMeta, 'course_id' | 'live_class_url'>, element: Pick<StoredElement, 'meeting_id'>, unitName: string, learner: LiveClassLearner | undefined): string | null {
  if (!meta.live_class_url || !element.meeting_id || !learner) return null;
  const query = new URLSearchParams({
    meeting_id: element.meeting_id,
    name: learner.name,
    user_name: learner.userName,
    course_id: String(meta.course_id),
    is_retail: learner.retail ? '1' : '0',
    unit_name: plainUnitName(unitName),
  });
  return `${meta.live_class_url}?${query.toString()}`;
}

import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { updateSession, useSession } from '../../../lib/session';
import { clearAppStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { changeCourse } from '../api/change-course';
import { courseMessages } from '../lib/messages';

/**
 * Which course /mycourse shows (spec 02 §2, §4 "Course change"):
 * - `course_id` in the query names it, else the session's active course;
 * - a `course_id` other than the active one is first made active (POST v1/courses); on success the
 *   tab's session storage is cleared and the session remembers the new active course;
 * - preview mode (`previewMode=1`) shows the named course without making it active: the visitor has
 *   not bought it, and previewing must not change the course they are studying.
 * Failures: 'not purchased' shows a red panel, then My Dashboard; 'expired' goes to My Dashboard
 * with the message in a toast; anything else shows the error with a retry.
 */
export type CourseSelection =
  | { state: 'none' }
  | { state: 'changing'; courseId: number }
  | { state: 'ready'; courseId: number }
  | { state: 'notPurchased'; message: string }
  | { state: 'failed'; error: unknown; retry: () => void };

function parseCourseId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** By catalogue key where the server sent one, else by the spec's words. */
export function isNotPurchased(error: unknown): error is Error {
  if (!isApiError(error)) return false;
  return (
    error.key === 'courseNotPurchased' ||
    error.key === 'courseNotBought' ||
    error.message === courseMessages.notPurchased ||
    error.message === courseMessages.userNotPurchased
  );
}

export function isExpired(error: unknown): error is Error {
  return isApiError(error) && (error.key === 'courseExpired' || error.message === courseMessages.expired);
}

export function useCourseSelection(preview: boolean): CourseSelection {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const queryId = parseCourseId(params.get('course_id'));
  const activeId = parseCourseId(session?.activeCourseId ?? null);
  const needsChange = !preview && queryId !== null && queryId !== activeId;
  const [failure, setFailure] = useState<{ courseId: number; error: unknown } | null>(null);
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setFailure(null);
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!needsChange || queryId === null) return;
    let live = true;
    changeCourse(queryId).then(
      () => {
        if (!live) return;
        clearAppStorage(['session']);
        updateSession({ activeCourseId: String(queryId) });
      },
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.kind === 'token') return; // the app is already on its way to /
        if (isExpired(error)) {
          toast.error(error.message);
          void navigate(paths.dashboard, { replace: true });
          return;
        }
        setFailure({ courseId: queryId, error });
      },
    );
    return () => {
      live = false;
    };
  }, [needsChange, queryId, round, navigate]);

  if (failure && failure.courseId === queryId) {
    if (isNotPurchased(failure.error)) return { state: 'notPurchased', message: failure.error.message };
    return { state: 'failed', error: failure.error, retry };
  }
  if (needsChange && queryId !== null) return { state: 'changing', courseId: queryId };
  const courseId = queryId ?? activeId;
  return courseId === null ? { state: 'none' } : { state: 'ready', courseId };
}

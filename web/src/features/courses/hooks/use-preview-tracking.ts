import { useEffect } from 'react';
import { track } from '../../../lib/analytics';

/**
 * Preview analytics (spec 02 §4, §7): 'preview_course' on entering a course in preview mode, and
 * 'course_preview_ended' on leaving it: another page in the app, or the tab closing or reloading.
 */
export function usePreviewTracking(courseId: number | null, preview: boolean): void {
  useEffect(() => {
    if (!preview || courseId === null) return;
    track('preview_course', { course_id: courseId });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      track('course_preview_ended', { course_id: courseId });
    };
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [courseId, preview]);
}

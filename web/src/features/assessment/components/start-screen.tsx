import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../lib/api-client';
import { attemptPath } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { startAttempt } from '../api/attempts';
import { handOver } from '../hooks/use-attempt-loader';
import { closeLabel, closePath, isChildLearner } from '../lib/close-path';
import { LoadFailed } from './load-failed';
import { TestSkeleton } from './test-skeleton';

// Asked only of a learner without a class: loads then, not with the test page.
const ClassSelectorPopup = lazy(() => import('./popups/class-selector-popup').then((m) => ({ default: m.ClassSelectorPopup })));

/**
 * /test?course_id=…&element_id=…&start=1 (spec 02 §4 start attempt): POST startAttempt, then the
 * attempt's own URL replaces this one, so a reload resumes rather than starting again. A child
 * whose class is not known chooses it first (class selector, change_grant).
 */
export function StartScreen({ courseId, elementId }: { courseId: number; elementId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const forChild = isChildLearner(session);
  const course = useApi(forChild ? 'course' : null, undefined, { courseId }, { revalidateOnFocus: false });
  const [classChosen, setClassChosen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const exit = closePath(session, null, courseId);

  // A course that fails to load does not stop the start: the start call then says what is wrong.
  const needsClass = forChild && course.data?.getGrade === null && !classChosen;
  const ready = !forChild || classChosen || course.error !== undefined || (course.data !== undefined && !needsClass);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    startAttempt(courseId, elementId).then(
      (attempt) => {
        if (!live) return;
        handOver(attempt);
        void navigate(attemptPath(attempt.attempt_id), { replace: true });
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [ready, courseId, elementId, navigate, round]);

  if (failure) {
    return (
      <LoadFailed
        error={failure}
        exitPath={exit}
        exitLabel={closeLabel(session, null)}
        onRetry={() => {
          setFailure(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  return (
    <>
      <TestSkeleton label="Starting the test…" />
      {needsClass ? (
        <Suspense fallback={null}>
          <ClassSelectorPopup open onClose={() => void navigate(exit)} onSaved={() => setClassChosen(true)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChildDetails } from '../../../lib/child-details';
import { attemptPath } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { startAttempt } from '../api/attempts';
import { handOver } from '../hooks/use-attempt-loader';
import { closeLabel, closePath, isChildLearner } from '../lib/close-path';
import { LoadFailed } from './load-failed';
import { TestSkeleton } from './test-skeleton';

// Asked only of a learner without a class: loads then, not with the test page.
const ClassSelectorPopup = lazy(() =>
  import('./popups/class-selector-popup').then((m) => ({ default: m.ClassSelectorPopup })),
);

/**
 * /test?course_id=…&element_id=…&start=1 (spec 02 §4 start attempt): POST startAttempt, then the
 * attempt's own URL replaces this one, so a reload resumes rather than starting again. A child
 * whose class is not known chooses it first (class selector, change_grant). The class is read from
 * the child's own details (GET v1/childdetails, a junior route), not from the course: a child may
 * start the olympiad's practice test without holding its course, and a junior reads no course it
 * does not hold.
 */
export function StartScreen({ courseId, elementId }: { courseId: number; elementId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const forChild = isChildLearner(session);
  const child = useChildDetails(forChild ? (session?.actingChild?.childId ?? session?.login_user_id ?? '') : null);
  const [classChosen, setClassChosen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const exit = closePath(session, null, courseId);

  // Details that fail to load do not stop the start: the start call then says what is wrong.
  const needsClass = forChild && child.data?.child.child_grade === null && !classChosen;
  const ready = !forChild || classChosen || child.error !== undefined || (child.data !== undefined && !needsClass);

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

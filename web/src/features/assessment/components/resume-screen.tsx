import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '#shared/errors';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAttemptLoader } from '../hooks/use-attempt-loader';
import { answersWaiting, ownerOf } from '../lib/answer-queue';
import { readSnapshot, type AttemptSnapshot } from '../lib/attempt-snapshot';
import { closeLabel, closePath } from '../lib/close-path';
import { AttemptScreen } from './attempt-screen';
import { LoadFailed } from './load-failed';
import { OfflineScreen } from './offline-screen';
import { TestSkeleton } from './test-skeleton';

/**
 * /test?attempt_id=… (spec 02 §4 fetch attempt): an attempt the server refuses, or one already
 * graded, sends the learner back with the reason; otherwise the attempt continues where it stopped,
 * saying so when answers were already saved.
 *
 * The network (decisions 377, 378): an answer saved on this device and still waiting opens the page
 * as it was kept here and is sent before anything is read (a read of a timed attempt past its
 * deadline would end it before the answer, pressed in time, arrived). A read that fails on the
 * network opens the kept page too, so the learner goes on answering; without one, an offline
 * learner sees the offline state, which opens the test when the connection is back.
 */
export function ResumeScreen({ attemptId }: { attemptId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const owner = ownerOf(session);
  const [kept, setKept] = useState<AttemptSnapshot | null>(() =>
    answersWaiting(owner, attemptId).length > 0 ? readSnapshot(owner, attemptId) : null,
  );
  const { load, retry } = useAttemptLoader(attemptId, kept === null);
  const graded = load.state === 'ready' && load.attempt.is_graded === 'Y' ? load.attempt : null;
  // An attempt that does not exist has nothing to go back to: the mandatory 'Please retake the test.' dialog
  // (LoadFailed) says so.
  const refused =
    load.state === 'failed' &&
    isApiError(load.error) &&
    load.error.kind === 'api' &&
    load.error.key !== 'attemptNotFound'
      ? load.error
      : null;
  const exit = closePath(session, graded?.element_type ?? null, graded?.course_id ?? null);
  // The kept page turned out stale (the server moved on elsewhere): read the attempt afresh.
  const stale = useCallback(() => setKept(null), []);
  const failedOffline = load.state === 'failed' && load.offline;

  // Read again as soon as the connection is back. Registered here, not by the offline screen: the
  // 'online' event re-renders the page, and a listener removed mid-dispatch is never called.
  useEffect(() => {
    if (!failedOffline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failedOffline, retry]);

  // An attempt left open earlier (reached from its link, or by starting the activity again) says so,
  // rather than dropping the learner mid-test without a word.
  const resumedWith =
    load.state === 'ready' && !graded && load.attempt.answered_questions > 0 ? load.attempt.answered_questions : 0;
  useEffect(() => {
    if (resumedWith)
      toast.success(
        `Resuming your unfinished attempt: ${resumedWith} ${resumedWith === 1 ? 'answer' : 'answers'} saved so far.`,
      );
  }, [resumedWith]);

  useEffect(() => {
    if (!graded && !refused) return;
    // A timed test that ran out says so (its message); any other finished attempt, that it is finished.
    toast.error(refused ? refused.message : (graded?.message ?? catalogue.attemptFinished.message));
    void navigate(exit, { replace: true });
  }, [graded, refused, exit, navigate]);

  if (kept) return <AttemptScreen initial={kept.attempt} clock={kept.clock} onStale={stale} />;
  if (load.state === 'failed' && !refused) {
    const copy = readSnapshot(owner, attemptId);
    if (copy) return <AttemptScreen initial={copy.attempt} clock={copy.clock} onStale={retry} />;
    if (failedOffline) return <OfflineScreen onRetry={retry} exitPath={exit} exitLabel={closeLabel(session, null)} />;
    return <LoadFailed error={load.error} exitPath={exit} exitLabel={closeLabel(session, null)} onRetry={retry} />;
  }
  if (load.state !== 'ready' || graded) return <TestSkeleton />;
  return <AttemptScreen initial={load.attempt} />;
}

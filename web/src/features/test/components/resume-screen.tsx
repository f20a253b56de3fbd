import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '#shared/errors';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAttemptLoader } from '../hooks/use-attempt-loader';
import { closeLabel, closePath } from '../lib/close-path';
import { AttemptScreen } from './attempt-screen';
import { LoadFailed } from './load-failed';
import { TestSkeleton } from './test-skeleton';

/**
 * /test?attempt_id=… (spec 02 §4 fetch attempt): an attempt the server refuses, or one already
 * graded, sends the learner back with the reason; otherwise the attempt continues where it stopped,
 * saying so when answers were already saved.
 */
export function ResumeScreen({ attemptId }: { attemptId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { load, retry } = useAttemptLoader(attemptId);
  const graded = load.state === 'ready' && load.attempt.is_graded === 'Y' ? load.attempt : null;
  const refused = load.state === 'failed' && isApiError(load.error) && load.error.kind === 'api' ? load.error : null;
  const exit = closePath(session, graded?.element_type ?? null, graded?.course_id ?? null);

  // An attempt left open earlier (reached from its link, or by starting the activity again) says so,
  // rather than dropping the learner mid-test without a word.
  const resumedWith = load.state === 'ready' && !graded && load.attempt.answered_questions > 0 ? load.attempt.answered_questions : 0;
  useEffect(() => {
    if (resumedWith) toast.success(`Resuming your unfinished attempt: ${resumedWith} ${resumedWith === 1 ? 'answer' : 'answers'} saved so far.`);
  }, [resumedWith]);

  useEffect(() => {
    if (!graded && !refused) return;
    // A timed test that ran out says so (its message); any other finished attempt, that it is finished.
    toast.error(refused ? refused.message : (graded?.message ?? catalogue.attemptFinished.message));
    void navigate(exit, { replace: true });
  }, [graded, refused, exit, navigate]);

  if (load.state === 'failed' && !refused) return <LoadFailed error={load.error} exitPath={exit} exitLabel={closeLabel(session, null)} onRetry={retry} />;
  if (load.state !== 'ready' || graded) return <TestSkeleton />;
  return <AttemptScreen initial={load.attempt} />;
}

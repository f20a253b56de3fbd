import { useEffect, type Dispatch } from 'react';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { useReconnecting } from '../../../lib/reconnecting';
import { useSession } from '../../../lib/session';
import { fetchAttempt } from '../api/attempts';
import { answersWaiting, ownerOf, type QueuedAnswer } from '../lib/answer-queue';
import { dropSnapshot, saveSnapshot } from '../lib/attempt-snapshot';
import type { AttemptEvent, AttemptState } from '../lib/attempt-state';
import { useAnswerSender, type AnswerSender } from './use-answer-sender';

export interface AttemptNetwork {
  submit: AnswerSender;
  online: boolean;
  /** This attempt's answers saved on this device and not yet with the server. */
  waiting: readonly QueuedAnswer[];
  /** The send failed on the network after every retry (the answer still waits). */
  failed: ApiError | null;
  /** Something is wrong with the connection: the page says what happens to the waiting answer. */
  troubled: boolean;
}

/**
 * The test page's side of the network (docs/decisions.md 372–377): its answers go through the queue
 * on this device, each answer re-syncs the clock (read afresh after an answer sent more than once,
 * whose reply may be the server's first, with the clock of then), and the page as the server last
 * gave it is kept for a reload without a connection.
 */
export function useAttemptNetwork(
  state: AttemptState,
  dispatch: Dispatch<AttemptEvent>,
  onDelivered: () => void,
  onStale?: () => void,
): AttemptNetwork {
  const session = useSession();
  const online = useOnlineStatus();
  const reconnecting = useReconnecting();
  const { attempt, page, clock, finished } = state;
  const submit = useAnswerSender(
    attempt.attempt_id,
    page,
    (result) => {
      onDelivered();
      dispatch({ type: 'submitted', result, at: Date.now() });
      if (result.resent && clock)
        void fetchAttempt(attempt.attempt_id).then(
          (fresh) => dispatch({ type: 'clock', attempt: fresh, at: Date.now() }),
          () => undefined,
        );
    },
    () => onStale?.(),
  );

  useEffect(() => {
    if (finished) dropSnapshot(attempt.attempt_id);
    else saveSnapshot({ owner: ownerOf(session), attempt, clock });
  }, [attempt, clock, finished, session]);

  const failed = isApiError(submit.error) && submit.error.kind === 'network' ? submit.error : null;
  return {
    submit,
    online,
    waiting: answersWaiting(ownerOf(session), attempt.attempt_id),
    failed,
    troubled: !online || reconnecting.waiting || failed !== null,
  };
}

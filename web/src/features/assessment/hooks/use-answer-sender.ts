import { useCallback, useEffect, useRef, useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { newIdempotencyKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { submitAnswer, type SubmitResult } from '../api/attempts';
import type { Draft } from '../lib/answers';
import { dropAnswer, ownerOf, queueAnswer, useQueuedAnswers, type QueuedAnswer } from '../lib/answer-queue';
import type { Submission } from '../lib/submission';

/** What the connection banner says while an answer is sent again. */
export const ANSWER_SAVED = 'Your answer is saved on this device.';
/**
 * A waiting answer is tried again about this often while the browser believes it is online (a
 * school network may never say 'offline'), at a random point between half and one and a half
 * times it, so the pages a common outage stopped together do not all come back together.
 */
const RESEND_EVERY_MS = 30_000;

export interface AnswerSender {
  /** The answer to the page on screen that is being sent or waits to be: the clock stops from its press. */
  current: QueuedAnswer | null;
  /** A send (with its retries) is under way. */
  pending: boolean;
  /** How the last send ended badly: a refusal, or the network after every retry (the answer still waits). */
  error: unknown;
  /** Saves the page's answer on this device, then sends it; resolves when it has been delivered or has failed. */
  send(
    body: Submission,
    page: readonly TestQuestion[],
    number: number,
    drafts: Readonly<Record<number, Draft>>,
  ): Promise<void>;
  /** Sends the waiting answer again now. */
  retry(): void;
}

/**
 * Sends the test page's answers through the queue on this device (lib/answer-queue.ts, decision 377):
 * an answer is saved before its first send and leaves when the server has it. A waiting answer of the
 * page on screen (one left by a reload or a lost connection) is sent at once, again when the browser
 * comes back online, and about every half minute; `onDelivered` gets the server's answer. A waiting answer of
 * another page was delivered or overtaken elsewhere, and is dropped.
 */
export function useAnswerSender(
  attemptId: string,
  page: readonly TestQuestion[],
  onDelivered: (result: SubmitResult) => void,
  onStale: () => void,
): AnswerSender {
  const owner = ownerOf(useSession());
  const queue = useQueuedAnswers();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef<string | null>(null);
  const delivered = useRef(onDelivered);
  const stale = useRef(onStale);
  useEffect(() => {
    delivered.current = onDelivered;
    stale.current = onStale;
  });

  const ids = page.map((q) => q.question_id);
  const mine = queue.filter((a) => a.owner === owner && a.attemptId === attemptId);
  const current =
    mine.find((a) => a.questionIds.length === ids.length && a.questionIds.every((id) => ids.includes(id))) ?? null;
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });

  const deliver = useCallback(async (answer: QueuedAnswer, restored: boolean) => {
    if (sending.current !== null) return;
    sending.current = answer.key;
    setPending(true);
    setError(null);
    try {
      const result = await submitAnswer(answer.body, { idempotencyKey: answer.key, retryNote: ANSWER_SAVED });
      dropAnswer(answer.key);
      delivered.current(result);
    } catch (cause) {
      // Refused for good: it can never be accepted, so it leaves the device. The network: it waits.
      if (isApiError(cause) && cause.kind !== 'network') dropAnswer(answer.key);
      setError(cause);
      if (restored && isApiError(cause) && (cause.key === 'questionAnswered' || cause.key === 'questionNotCurrent'))
        stale.current();
    } finally {
      sending.current = null;
      setPending(false);
    }
  }, []);

  // Answers of other pages of this attempt were delivered (the server has moved on) or overtaken.
  const others = mine
    .filter((a) => a !== current)
    .map((a) => a.key)
    .join(' ');
  useEffect(() => {
    for (const key of others.split(' ').filter(Boolean)) dropAnswer(key);
  }, [others]);

  // A waiting answer of this page (after a reload, or a failed send): send it now, when the browser
  // is back online, and every half minute.
  // An answer waiting when the page opened was left by a reload or a closed tab.
  const restoredRef = useRef(true);
  const waitingKey = current?.key ?? null;
  useEffect(() => {
    if (!waitingKey) return;
    const again = () => {
      if (currentRef.current) void deliver(currentRef.current, restoredRef.current);
    };
    if (restoredRef.current) again();
    window.addEventListener('online', again);
    let timer: ReturnType<typeof setTimeout>;
    const later = () => {
      timer = setTimeout(
        () => {
          again();
          later();
        },
        RESEND_EVERY_MS * (0.5 + Math.random()),
      );
    };
    later();
    return () => {
      window.removeEventListener('online', again);
      clearTimeout(timer);
    };
  }, [waitingKey, deliver]);

  const send = useCallback<AnswerSender['send']>(
    async (body, onPage, number, drafts) => {
      restoredRef.current = false;
      const answer: QueuedAnswer = {
        key: newIdempotencyKey(),
        owner,
        attemptId,
        questionIds: onPage.map((q) => q.question_id),
        number,
        body,
        drafts: { ...drafts },
        queuedAt: Date.now(),
      };
      queueAnswer(answer);
      await deliver(answer, false);
    },
    [owner, attemptId, deliver],
  );

  return { current, pending, error, send, retry: () => current && void deliver(current, false) };
}

import { useSyncExternalStore } from 'react';
import { stored } from '../../../lib/storage';
import type { Session } from '../../../lib/session';
import type { Draft } from './answers';
import type { Submission } from './submission';

/**
 * Answers saved on this device until the server has them (docs/decisions.md 377). Submit puts the
 * answer here first, with the idempotency key every send of it carries, then sends it; it leaves
 * only when the server answers (or refuses it for good). A reload, a closed tab or an hour offline
 * keeps it: the attempt's page sends it, in the order given, when it next opens and can reach the
 * server. Kept in local storage through lib/storage.ts, so logout clears it with everything else.
 */
export interface QueuedAnswer {
  /** The idempotency key of every send of this answer. */
  key: string;
  /** Whose answer: the learner, or the child a parent acts for. Nobody else's page sends it. */
  owner: string;
  attemptId: string;
  /** The page answered, and the number of its first question (for "Question 4 is waiting"). */
  questionIds: number[];
  number: number;
  body: Submission;
  /** What the page's inputs held, so a reload shows the answer that waits. */
  drafts?: Record<number, Draft>;
  /** When Submit was pressed (this device's clock): the test's clock stops from then. */
  queuedAt: number;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: readonly QueuedAnswer[] = [];

function isQueued(value: unknown): value is QueuedAnswer {
  const v = value as Partial<QueuedAnswer> | null;
  return (
    typeof v?.key === 'string' &&
    typeof v.owner === 'string' &&
    typeof v.attemptId === 'string' &&
    Array.isArray(v.questionIds) &&
    typeof v.body === 'object' &&
    typeof v.queuedAt === 'number'
  );
}

/** Every waiting answer, oldest first. Unreadable storage reads as an empty queue. */
export function queuedAnswers(): readonly QueuedAnswer[] {
  const raw = stored.answerQueue.read();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function save(next: readonly QueuedAnswer[]): void {
  stored.answerQueue.writeJson(next);
  for (const listener of listeners) listener();
}

/** Adds an answer at the end (or replaces the one with its key). */
export function queueAnswer(answer: QueuedAnswer): void {
  save([...queuedAnswers().filter((a) => a.key !== answer.key), answer]);
}

export function dropAnswer(key: string): void {
  if (queuedAnswers().some((a) => a.key === key)) save(queuedAnswers().filter((a) => a.key !== key));
}

export function ownerOf(session: Pick<Session, 'login_user_id' | 'actingChild'> | null): string {
  return session?.actingChild?.childId ?? session?.login_user_id ?? '';
}

/** One attempt's waiting answers, oldest first. */
export function answersWaiting(owner: string, attemptId: string): QueuedAnswer[] {
  return queuedAnswers().filter((a) => a.owner === owner && a.attemptId === attemptId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same learner changes the queue too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The queue as React sees it: re-renders when an answer is added or leaves. */
export function useQueuedAnswers(): readonly QueuedAnswer[] {
  return useSyncExternalStore(subscribe, queuedAnswers, queuedAnswers);
}

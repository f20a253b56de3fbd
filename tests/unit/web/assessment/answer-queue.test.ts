// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  answersWaiting,
  dropAnswer,
  ownerOf,
  queueAnswer,
  queuedAnswers,
  type QueuedAnswer,
} from '../../../../web/src/features/assessment/lib/answer-queue';
import { dropSnapshot, readSnapshot, saveSnapshot } from '../../../../web/src/features/assessment/lib/attempt-snapshot';
import { clearAppStorage } from '../../../../web/src/lib/storage';
import { attempt } from './attempt-fixtures';

/** Answers kept on this device until the server has them (web/src/features/assessment/lib/answer-queue.ts). */
const answer = (key: string, overrides: Partial<QueuedAnswer> = {}): QueuedAnswer => ({
  key,
  owner: 'u-1',
  attemptId: 'att-1',
  questionIds: [10005],
  number: 1,
  body: { attempt_id: 'att-1', question_id: 10005, user_answer: 'a', pause_time: 600 },
  drafts: { 10005: 'a' },
  queuedAt: 1_000,
  ...overrides,
});

afterEach(() => localStorage.clear());

describe('the answer queue', () => {
  it('keeps answers in the order given, each under its idempotency key, in local storage (a reload keeps them)', () => {
    queueAnswer(answer('key-0001'));
    queueAnswer(answer('key-0002', { attemptId: 'att-2', body: { attempt_id: 'att-2', question_id: 7 } }));
    queueAnswer(answer('key-0003', { questionIds: [10006, 10007], number: 2 }));
    expect(queuedAnswers().map((a) => a.key)).toEqual(['key-0001', 'key-0002', 'key-0003']);
    const stored = JSON.parse(localStorage.getItem('fluentia:answer-queue') ?? '[]') as QueuedAnswer[];
    expect(stored.map((a) => a.key)).toEqual(['key-0001', 'key-0002', 'key-0003']);
    expect(stored[0]).toEqual(answer('key-0001'));
    expect(answersWaiting('u-1', 'att-1').map((a) => a.key)).toEqual(['key-0001', 'key-0003']);
  });

  it('replaces an answer queued again under its key, and drops one by its key', () => {
    queueAnswer(answer('key-0001'));
    queueAnswer(answer('key-0001', { queuedAt: 2_000 }));
    expect(queuedAnswers()).toHaveLength(1);
    expect(queuedAnswers()[0]?.queuedAt).toBe(2_000);
    dropAnswer('key-0001');
    dropAnswer('no-such-key');
    expect(queuedAnswers()).toEqual([]);
  });

  it('shows a learner only their own answers: another user on this device, or a child a parent acts for, is another owner', () => {
    queueAnswer(answer('key-0001'));
    queueAnswer(answer('key-0002', { owner: 'child-7' }));
    expect(answersWaiting('u-2', 'att-1')).toEqual([]);
    expect(answersWaiting('child-7', 'att-1').map((a) => a.key)).toEqual(['key-0002']);
    expect(ownerOf({ login_user_id: 'u-1' })).toBe('u-1');
    expect(ownerOf({ login_user_id: 'u-1', actingChild: { childId: 'child-7', token: 't' } })).toBe('child-7');
  });

  it('reads unreadable or foreign storage as an empty queue, and logout clears it', () => {
    localStorage.setItem('fluentia:answer-queue', '{not json');
    expect(queuedAnswers()).toEqual([]);
    localStorage.setItem('fluentia:answer-queue', JSON.stringify([{ key: 1 }, answer('key-0001')]));
    expect(queuedAnswers().map((a) => a.key)).toEqual(['key-0001']);
    clearAppStorage();
    expect(queuedAnswers()).toEqual([]);
  });
});

describe('the kept page (attempt snapshots)', () => {
  it('keeps the latest page and clock of the three most recent attempts, for their owner only', () => {
    for (const id of ['a-1', 'a-2', 'a-3', 'a-4'])
      saveSnapshot({ owner: 'u-1', attempt: attempt({ attempt_id: id }), clock: { seconds: 600, at: 5, credit: 150 } });
    expect(readSnapshot('u-1', 'a-1')).toBeNull();
    expect(readSnapshot('u-1', 'a-4')).toEqual({
      owner: 'u-1',
      attempt: attempt({ attempt_id: 'a-4' }),
      clock: { seconds: 600, at: 5, credit: 150 },
    });
    expect(readSnapshot('u-2', 'a-4')).toBeNull();
    saveSnapshot({ owner: 'u-1', attempt: attempt({ attempt_id: 'a-4', answered_questions: 1 }), clock: null });
    expect(readSnapshot('u-1', 'a-4')?.attempt.answered_questions).toBe(1);
    dropSnapshot('a-4');
    expect(readSnapshot('u-1', 'a-4')).toBeNull();
    expect(readSnapshot('u-1', 'a-3')).not.toBeNull();
  });
});

import type { AttemptData } from '#shared/api/contract-assessment';
import { stored } from '../../../lib/storage';
import type { ClockSync } from '../hooks/use-test-clock';

/**
 * The attempt as the page last had it from the server, with its clock (spec 01 §4: test-page state is
 * persisted). A reload without a connection opens the same page from it, so the learner can go on
 * answering (the answers wait in answer-queue.ts) instead of meeting an error page. Only the few
 * latest attempts are kept; a finished attempt is removed. Logout clears it with everything else.
 */
export interface AttemptSnapshot {
  owner: string;
  attempt: AttemptData;
  clock: ClockSync | null;
}

const KEEP = 3;

function all(): AttemptSnapshot[] {
  const parsed = stored.attemptSnapshots.readJson();
  return Array.isArray(parsed)
    ? parsed.filter(
        (s: Partial<AttemptSnapshot> | null) =>
          typeof s?.owner === 'string' && typeof s.attempt?.attempt_id === 'string',
      )
    : [];
}

export function saveSnapshot(snapshot: AttemptSnapshot): void {
  const others = all().filter((s) => s.attempt.attempt_id !== snapshot.attempt.attempt_id);
  stored.attemptSnapshots.writeJson([...others.slice(-(KEEP - 1)), snapshot]);
}

export function readSnapshot(owner: string, attemptId: string): AttemptSnapshot | null {
  return all().find((s) => s.owner === owner && s.attempt.attempt_id === attemptId) ?? null;
}

export function dropSnapshot(attemptId: string): void {
  const kept = all().filter((s) => s.attempt.attempt_id !== attemptId);
  stored.attemptSnapshots.writeJson(kept);
}

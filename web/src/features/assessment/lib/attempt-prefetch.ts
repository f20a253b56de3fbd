import type { AttemptData } from '#shared/api/contract-assessment';
import { apiCall } from '../../../lib/api-client';

/**
 * /test?attempt_id=…: the attempt, asked for together with the page's code by the route's loader
 * (app/route-data.ts), and taken once by the page (hooks/use-attempt-loader.ts). A refusal reaches
 * the page as if it had asked itself. The feature owns both ends: the app calls into a feature,
 * never a feature into the app (docs/architecture.md, Folders).
 */
const attemptFetches = new Map<string, Promise<AttemptData>>();

export function prefetchAttempt(attemptId: string): void {
  if (attemptFetches.has(attemptId)) return;
  const pending = apiCall('fetchAttempt', undefined, { attemptId }).then((result) => result.data);
  pending.catch(() => undefined); // handled by the page when it takes it
  attemptFetches.set(attemptId, pending);
}

export function takePrefetchedAttempt(attemptId: string): Promise<AttemptData> | undefined {
  const pending = attemptFetches.get(attemptId);
  attemptFetches.delete(attemptId);
  return pending;
}

import { useApi } from '../../../lib/api-client';

// Another attempt's answers must never stand in for this one's while it loads.
const options = { keepPreviousData: false, revalidateOnFocus: false } as const;

/** GET v1/fetchattempt/{attemptId}/1: a finished attempt's questions and answers (spec 02 §3 review). */
export function useReview(attemptId: string) {
  return useApi('reviewAttempt', undefined, { attemptId }, options);
}

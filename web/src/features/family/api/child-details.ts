import useSWR from 'swr';
import type { KidsScoreData } from '#shared/api/contract-accounts';
import { fetchData, type ApiError } from '../../../lib/api-client';

export { useChildDetails } from '../../../lib/child-details';

/**
 * GET v1/childdetails and v1/kidsscore (spec 01 §7). They take no id: the child token names the
 * child. The id is in the cache key all the same, so one child's dashboard never shows another's.
 */
const options = { keepPreviousData: false } as const;

export function useKidsScore(childId: string, enabled: boolean) {
  return useSWR<KidsScoreData, ApiError>(enabled ? ['api', 'kidsScore', childId] : null, () => fetchData('kidsScore'), options);
}

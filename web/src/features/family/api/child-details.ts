import { useApi } from '../../../lib/api-client';

export { useChildDetails } from '../../../lib/child-details';

/**
 * GET v1/kidsscore (spec 01 §7). It takes no id: the child token names the child. The id is the
 * cache entry's scope all the same, so one child's dashboard never shows another's.
 */
export function useKidsScore(childId: string, enabled: boolean) {
  return useApi(enabled ? 'kidsScore' : null, undefined, undefined, { scope: childId, keepPreviousData: false });
}

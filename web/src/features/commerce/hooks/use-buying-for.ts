import type { ChildProfile } from '#shared/api/contract-accounts';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * Whom the buyer is buying for (docs/decisions.md, "Buyer journeys"). A parent acting for a child
 * (the child token) buys for that child; a parent with their own token names a child in the address
 * (`childId`) or picks one of their children on the product page; anyone else buys for themselves.
 */
export interface BuyingFor {
  /** The child the purchase is for, if one is named. */
  childId: string | null;
  childName: string | null;
  /** Buying with the acting child's token. */
  acting: boolean;
  isParent: boolean;
  /** The parent's children (own token only), to choose from; undefined while loading or not a parent. */
  children: ChildProfile[] | undefined;
}

export function useBuyingFor(childIdParam: string | null): BuyingFor {
  const session = useSession();
  const acting = session?.actingChild;
  const isParent = Boolean(session?.isParent);
  const { data } = useApi(isParent && !acting ? 'childProfiles' : null);
  const childId = acting?.childId ?? childIdParam;
  const named = data?.childrenList.find((c) => c.child_id === childId);
  return {
    childId,
    childName: acting ? (acting.childName ?? null) : (named?.child_name ?? null),
    acting: Boolean(acting),
    isParent,
    children: data?.childrenList,
  };
}

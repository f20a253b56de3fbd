import type { ChildProfile } from '#shared/api/contract-accounts';
import { CHILD_AVATARS } from '#shared/schemas/family';
import { useApi } from './api-client';

/**
 * GET v1/childdetails (spec 01 §7), read by the child dashboard and by a junior's header (the
 * avatar the parent chose: decision 0431). It takes no id: the child token names the child. The id is
 * the cache entry's scope all the same, so one child's dashboard never shows another's; both
 * readers share the entry.
 */
export function useChildDetails(childId: string | null) {
  return useApi(childId === null ? null : 'childDetails', undefined, undefined, {
    scope: childId ?? undefined,
    keepPreviousData: false,
  });
}

/** The five child avatars (spec 01 §9), served from web/public/avatars. */
export const avatarIds = CHILD_AVATARS;

export function avatarUrl(id: number): string {
  return `/avatars/avatar-${id}.svg`;
}

/** The picture a child's card shows: the uploaded photo, else the chosen avatar, else none. */
export function childPicture(child: Pick<ChildProfile, 'child_photo' | 'child_avatar'>): string | undefined {
  if (child.child_photo) return child.child_photo;
  return child.child_avatar ? avatarUrl(child.child_avatar) : undefined;
}

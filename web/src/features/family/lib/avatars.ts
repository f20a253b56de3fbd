import type { ChildProfile } from '#shared/api/contract-accounts';
import { CHILD_AVATARS } from '#shared/schemas/family';

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

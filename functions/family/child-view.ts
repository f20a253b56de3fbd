import type { ChildProfile } from '#shared/api/contract-accounts';
import { objectUrl } from '../lib/object-links';
import type { OwnChild } from './children';
import { finalTestScore } from './child-score';

/** A child as the parent dashboard shows it (spec 01 §3, child). */
export async function childProfile({ link, child }: OwnChild, options: { parentHasLicence: boolean; pin?: string }): Promise<ChildProfile> {
  const [photo, score] = await Promise.all([objectUrl('uploads', child.photoKey), finalTestScore(child.userId)]);
  return {
    child_id: child.userId,
    child_name: child.fullName ?? child.username ?? '',
    child_grade: child.grade ?? null,
    child_photo: photo,
    child_avatar: child.photoKey ? null : (child.avatar ?? 1),
    final_score: score?.score ?? null,
    is_parentpurchased: !link.productId && options.parentHasLicence,
    is_purchased: Boolean(link.productId),
    child_pin: options.pin ?? null,
    child_user_name: child.username ?? child.loginId,
    product_id: link.productId ?? null,
    product_course_id: link.productCourseId ?? null,
    course_id: child.activeCourseId ? Number(child.activeCourseId) : null,
  };
}

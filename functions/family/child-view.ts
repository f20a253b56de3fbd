import type { ChildProfile } from '#shared/api/contract-accounts';
import { objectUrl } from '../lib/object-links';
import type { OwnChild } from '../core/children';
import { finalTestScore } from './child-score';
import { availableFor, type ChildLicence } from '../core/child-licences';

/**
 * A child as the parent dashboard shows it (spec 01 §3, child), with the parent's licences: the
 * products applied to this child, and those the parent could still give them (by product name, so
 * a parent choosing sees which licence goes to which child).
 */
export async function childProfile(
  { link, child }: OwnChild,
  options: { licences: ChildLicence[]; pin?: string },
): Promise<ChildProfile> {
  const [photo, score] = await Promise.all([objectUrl('uploads', child.photoKey), finalTestScore(child.userId)]);
  const applied = options.licences.filter((l) => l.childId === child.userId);
  const available = availableFor(link, options.licences);
  const latest = applied.at(-1);
  return {
    child_id: child.userId,
    child_name: child.fullName ?? child.username ?? '',
    child_grade: child.grade ?? null,
    child_photo: photo,
    child_avatar: child.photoKey ? null : (child.avatar ?? 1),
    final_score: score?.score ?? null,
    is_parentpurchased: available.length > 0,
    is_purchased: applied.length > 0 || Boolean(link.productId),
    child_pin: options.pin ?? null,
    child_user_name: child.username ?? child.loginId,
    product_id: link.productId ?? latest?.productId ?? null,
    product_course_id: link.productCourseId ?? latest?.courseId ?? null,
    course_id: child.activeCourseId ? Number(child.activeCourseId) : null,
    licences: applied.map((l) => ({ licence_id: l.licenceId, product_id: l.productId, product_name: l.productName })),
    available_licences: available.map((l) => ({
      licence_id: l.licenceId,
      product_id: l.productId,
      product_name: l.productName,
    })),
  };
}

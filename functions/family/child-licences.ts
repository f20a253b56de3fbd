import { AppError } from '#shared/errors';
import { config } from '../lib/config';
import { isConditionFailure, keys } from '../data/keys';
import { cancelledIndexes, transact } from '../data/transactions';
import { userItems } from '../data/user-items';
import { todayIst } from '../courses/learner-state';
import type { UserRecord } from '../identity/users';
import { notificationPut } from '../accounts/notifications';
import { ownChild, type OwnChild } from './children';

/**
 * Licences a parent bought for a child (`USER#<parent>` / `CHILDLICENCE#<id>`, written by the
 * commerce issue; the demo parent has one). Applying one gives it to exactly one child: the licence
 * is claimed (`attribute_not_exists(childId)`), the child's link records the product and the child
 * is enrolled in the product's course, in one transaction (spec 01 §4, §6).
 */
export interface ChildLicence {
  licenceId: string;
  productId: string;
  productName: string;
  courseId: number;
  courseTitle: string;
  courseType: 'online' | 'live' | 'coach' | 'time_based_coach' | 'call_based_coach' | 'live_junior';
  calendlyUrl?: string;
  purchasedAt: string;
  childId?: string;
  appliedAt?: string;
}

const table = () => config().table('main');

export async function parentLicences(parentId: string): Promise<ChildLicence[]> {
  return (await userItems<ChildLicence>(parentId, 'CHILDLICENCE#')).sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt));
}

export function unapplied(licences: ChildLicence[]): ChildLicence[] {
  return licences.filter((l) => !l.childId);
}

/** Whether the parent holds a purchased licence no child has yet ('Apply License' on a card). */
export async function hasUnappliedLicence(parentId: string): Promise<boolean> {
  return unapplied(await parentLicences(parentId)).length > 0;
}

/** Applies the parent's oldest unapplied licence to their child. */
export async function applyChildLicence(parent: UserRecord, childId: string): Promise<OwnChild> {
  const { link, child } = await ownChild(parent.userId, childId);
  if (link.productId) throw new AppError('childAlreadyLicensed');
  const [licence] = unapplied(await parentLicences(parent.userId));
  if (!licence) throw new AppError('childLicenceNone');
  const now = new Date().toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: keys.childLicence(parent.userId, licence.licenceId),
          UpdateExpression: 'SET childId = :child, appliedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(childId)',
          ExpressionAttributeValues: { ':child': childId, ':now': now },
        },
      },
      {
        Update: {
          TableName: table(),
          Key: keys.child(parent.userId, childId),
          UpdateExpression: 'SET licenceId = :licence, productId = :product, productCourseId = :course, appliedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(productId)',
          ExpressionAttributeValues: { ':licence': licence.licenceId, ':product': licence.productId, ':course': licence.courseId, ':now': now },
        },
      },
      {
        // An enrolment the child already has (the olympiad course) keeps its dates and progress.
        Update: {
          TableName: table(),
          Key: keys.enrolment(childId, licence.courseId),
          UpdateExpression:
            'SET entity = :entity, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, userId = :child, courseId = :course, courseTitle = if_not_exists(courseTitle, :title), courseType = if_not_exists(courseType, :type), purchaseStatus = :purchased, openDate = if_not_exists(openDate, :today), percentComplete = if_not_exists(percentComplete, :zero), grantedBy = :grantedBy' +
            (licence.calendlyUrl ? ', calendlyUrl = if_not_exists(calendlyUrl, :calendly)' : ''),
          ExpressionAttributeValues: {
            ':entity': 'enrolment',
            ':gsi1pk': `ENROLMENTS#${childId}`,
            ':gsi1sk': String(licence.courseId).padStart(6, '0'),
            ':child': childId,
            ':course': licence.courseId,
            ':title': licence.courseTitle,
            ':type': licence.courseType,
            ':purchased': 'purchased',
            ':today': todayIst(),
            ':zero': 0,
            ':grantedBy': `childLicence:${licence.licenceId}`,
            ...(licence.calendlyUrl ? { ':calendly': licence.calendlyUrl } : {}),
          },
        },
      },
      notificationPut(parent.userId, { message: `${licence.productName} is now ${child.fullName ?? 'your child'}'s.`, target: { name: 'child_dashboard', params: { course_id: licence.courseId } }, status: 'success' }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The licence went to another child at the same moment, or this child got one: say which.
    if (cancelledIndexes(error).includes(1)) throw new AppError('childAlreadyLicensed');
    throw new AppError('childLicenceNone');
  }
  return { link: { ...link, licenceId: licence.licenceId, productId: licence.productId, productCourseId: licence.courseId, appliedAt: now }, child };
}

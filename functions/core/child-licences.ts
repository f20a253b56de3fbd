import { AppError } from '#shared/errors';
import { indexKeys, isConditionFailure, prefixes } from '../data/keys';
import { cancelledIndexes, transact, type TransactItem } from '../lib/transactions';
import * as z from 'zod/mini';
import { userItems } from '../lib/user-items';
import { oneOf, type ItemSchema } from '../lib/stored-items';
import { todayIst } from './learner-state';
import type { UserRecord } from './users';
import { notificationPut } from './notifications';
import { ownChild, type ChildLink, type OwnChild } from './children';
import { childItems } from './store';

/**
 * Licences a parent bought for a child (`USER#<parent>` / `CHILDLICENCE#<id>`, one per order). A
 * purchase made for a child is applied to that child when it is paid (commerce/orders.ts); one
 * bought without a child, or the demo parent's, is applied by the parent choosing it by product
 * name (`POST v1/childlicense`). Applying gives one licence to exactly one child in one
 * transaction: the licence is claimed, the child's link records the product (one of each product
 * per child), and the child is enrolled in the product's courses (spec 01 §4, §6).
 */
export interface ChildLicence {
  licenceId: string;
  productId: string;
  productName: string;
  /** The first course (older licences hold only this one); `courseIds` lists every course of the product. */
  courseId: number;
  courseIds?: number[];
  courseTitle: string;
  courseType: 'online' | 'live' | 'coach' | 'time_based_coach' | 'call_based_coach' | 'live_junior';
  calendlyUrl?: string;
  /** A speaking test (a coach call of the child, coach/child-slot.ts), which the speaking-test card shows. */
  speakingTest?: boolean;
  purchasedAt: string;
  childId?: string;
  appliedAt?: string;
}

const childLicenceSchema: ItemSchema<ChildLicence> = z.looseObject({
  licenceId: z.string(),
  productId: z.string(),
  productName: z.string(),
  courseId: z.number(),
  courseIds: z.optional(z.array(z.number())),
  courseTitle: z.string(),
  courseType: oneOf<ChildLicence['courseType']>(),
  calendlyUrl: z.optional(z.string()),
  speakingTest: z.optional(z.boolean()),
  purchasedAt: z.string(),
  childId: z.optional(z.string()),
  appliedAt: z.optional(z.string()),
});

export async function parentLicences(parentId: string): Promise<ChildLicence[]> {
  return (await userItems(parentId, prefixes.childLicence, childLicenceSchema, { consistent: true })).sort((a, b) =>
    a.purchasedAt.localeCompare(b.purchasedAt),
  );
}

export function unapplied(licences: ChildLicence[]): ChildLicence[] {
  return licences.filter((l) => !l.childId);
}

/** The products a child holds (a speaking test applied before products were listed is the link's `productId`). */
export function heldProducts(link: ChildLink): Set<string> {
  return new Set([...(link.productIds ?? []), ...(link.productId ? [link.productId] : [])]);
}

/** The parent's unapplied licences this child may take: not a product the child holds, one speaking test. */
export function availableFor(link: ChildLink, licences: ChildLicence[]): ChildLicence[] {
  const held = heldProducts(link);
  return unapplied(licences).filter((l) => !held.has(l.productId) && !(l.speakingTest && link.productId));
}

function courseIdsOf(licence: ChildLicence): number[] {
  return licence.courseIds?.length ? licence.courseIds : [licence.courseId];
}

/**
 * The writes that give `licence` to the child, after the licence item itself (claimed, or written
 * new by a payment): the child's link (at most one of each product, one speaking test), each
 * course's enrolment, and for a course the child's active course, as a class change makes the
 * olympiad active (spec 02 §4 "for a child it triggers a grade change"). Every write needs the child
 * still there, so a child deleted meanwhile cancels the whole transaction.
 */
export function childGrantItems(parentId: string, childId: string, licence: ChildLicence, now: string): TransactItem[] {
  const speaking = licence.speakingTest === true;
  const items: TransactItem[] = [
    childItems.updateLink(parentId, childId, {
      UpdateExpression: `ADD productIds :products${speaking ? ' SET licenceId = :licence, productId = :product, productCourseId = :course, appliedAt = :now' : ''}`,
      ConditionExpression: `attribute_exists(pk) AND NOT contains(productIds, :product)${speaking ? ' AND attribute_not_exists(productId)' : ''}`,
      ExpressionAttributeValues: {
        ':products': new Set([licence.productId]),
        ':product': licence.productId,
        ...(speaking ? { ':licence': licence.licenceId, ':course': licence.courseId, ':now': now } : {}),
      },
    }),
  ];
  for (const courseId of courseIdsOf(licence)) {
    // An enrolment the child already has (the olympiad course) keeps its progress; the licence's dates and grant win.
    items.push(
      childItems.updateEnrolment(childId, courseId, {
        UpdateExpression:
          'SET entity = :entity, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, userId = :child, courseId = :course, courseTitle = if_not_exists(courseTitle, :title), courseType = if_not_exists(courseType, :type), purchaseStatus = :purchased, openDate = if_not_exists(openDate, :today), percentComplete = if_not_exists(percentComplete, :zero), grantedBy = :grantedBy' +
          (licence.calendlyUrl ? ', calendlyUrl = if_not_exists(calendlyUrl, :calendly)' : ''),
        ExpressionAttributeValues: {
          ':entity': 'enrolment',
          ':gsi1pk': indexKeys.enrolment(childId, courseId).gsi1pk,
          ':gsi1sk': indexKeys.enrolment(childId, courseId).gsi1sk,
          ':child': childId,
          ':course': courseId,
          ':title': courseId === licence.courseId ? licence.courseTitle : licence.productName,
          ':type': licence.courseType,
          ':purchased': 'purchased',
          ':today': todayIst(Date.parse(now)),
          ':zero': 0,
          ':grantedBy': `childLicence:${licence.licenceId}`,
          ...(licence.calendlyUrl ? { ':calendly': licence.calendlyUrl } : {}),
        },
      }),
    );
  }
  items.push(
    childItems.updateUser(childId, {
      UpdateExpression: speaking ? 'SET childLicenceAt = :now' : 'SET activeCourseId = :active, childLicenceAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND parentId = :parent',
      ExpressionAttributeValues: {
        ':parent': parentId,
        ':now': now,
        ...(speaking ? {} : { ':active': String(licence.courseId) }),
      },
    }),
  );
  return items;
}

/** Picks the licence to apply: the one named, or the only one this child may take. */
function chooseLicence(link: ChildLink, licences: ChildLicence[], licenceId: string | undefined): ChildLicence {
  const available = availableFor(link, licences);
  if (licenceId) {
    const named = licences.find((l) => l.licenceId === licenceId);
    if (!named || named.childId) throw new AppError('childLicenceNone');
    if (!available.includes(named)) throw new AppError('childAlreadyLicensed');
    return named;
  }
  if (available.length > 1) throw new AppError('childLicenceChoose');
  const [only] = available;
  if (only) return only;
  // Nothing this child may take: because they hold it already, or because nothing is left.
  throw new AppError(unapplied(licences).length ? 'childAlreadyLicensed' : 'childLicenceNone');
}

/** Applies one of the parent's unapplied licences (the one named, or the only one that fits) to their child. */
export async function applyChildLicence(
  parent: UserRecord,
  childId: string,
  licenceId?: string,
): Promise<{ own: OwnChild; licence: ChildLicence }> {
  const [{ link, child }, licences] = await Promise.all([
    ownChild(parent.userId, childId),
    parentLicences(parent.userId),
  ]);
  const licence = chooseLicence(link, licences, licenceId);
  const now = new Date().toISOString();
  try {
    await transact([
      childItems.updateChildLicence(parent.userId, licence.licenceId, {
        UpdateExpression: 'SET childId = :child, appliedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(childId)',
        ExpressionAttributeValues: { ':child': childId, ':now': now },
      }),
      ...childGrantItems(parent.userId, childId, licence, now),
      notificationPut(parent.userId, {
        message: `${licence.productName} is now ${child.fullName ?? 'your child'}'s.`,
        target: { name: 'child_dashboard', params: { course_id: licence.courseId } },
        status: 'success',
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The licence went to another child at the same moment, or this child got the product: say which.
    if (cancelledIndexes(error).includes(0)) throw new AppError('childLicenceNone');
    throw new AppError('childAlreadyLicensed');
  }
  const applied = { ...licence, childId, appliedAt: now };
  const productIds = new Set([...heldProducts(link), licence.productId]);
  const nextLink: ChildLink = licence.speakingTest
    ? {
        ...link,
        productIds,
        licenceId: licence.licenceId,
        productId: licence.productId,
        productCourseId: licence.courseId,
        appliedAt: now,
      }
    : { ...link, productIds };
  return { own: { link: nextLink, child }, licence: applied };
}

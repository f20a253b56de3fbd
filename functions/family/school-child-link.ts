import { AppError } from '#shared/errors';
import { MAX_CHILDREN } from '#shared/schemas/accounts';
import { cancelledIndexes, retryCollisions, transact } from '../lib/transactions';
import { checkPin } from '../core/pins';
import { childLinkSubject, clearAttempts, failedAttempt, reserveAttempt, signInSubject } from '../core/attempt-guard';
import { findUserByLoginId, type LoginIdRef, type UserRecord } from '../core/users';
import { claimPlace, type OwnChild } from '../core/children';
import { consentOf, parentConsentOverSchool } from '../core/consent';
import { childItems, readUserConsistent } from '../core/store';
import type { ChildLink } from '../core/store/family';

/**
 * A parent links a child a school registered, with the login id and PIN of its login card (decision 0893). The
 * child gains the parent (`parentId` and the same link item as a child the parent added) and stays the school's.
 *
 * The PIN is checked as the junior sign-in checks it (the child's own lockout, so the card's six digits get five
 * guesses however they are tried) and against a second lockout of the parent's, so one account cannot try card
 * after card. An unknown login id spends a reservation and a hash like a known one, and every wrong card gets the
 * one sign-in refusal; whether the child is a school's, or already has a parent, is said only after the PIN is right.
 */
export async function linkSchoolChild(parent: UserRecord, loginId: string, pin: string): Promise<OwnChild> {
  if ((parent.childCount ?? 0) >= MAX_CHILDREN) throw new AppError('childLimitReached');
  const child = await provenCard(parent, { kind: 'username', value: loginId }, pin);
  if (child.parentId === parent.userId) throw new AppError('schoolChildYours');
  if (child.parentId || !child.school) throw new AppError('schoolChildLinked');
  const attestation = await consentOf(child.userId);
  // A parent's consent here means someone linked the child since it was read.
  if (attestation?.role === 'parent')
    throw new AppError(attestation.givenBy === parent.userId ? 'schoolChildYours' : 'schoolChildLinked');
  if (!attestation || attestation.withdrawnAt) throw new AppError('loginFailed');
  const link: ChildLink = { childId: child.userId, createdAt: new Date().toISOString() };
  try {
    await retryCollisions(() =>
      transact([
        childItems.updateUser(child.userId, {
          UpdateExpression: 'SET parentId = :parent',
          ConditionExpression:
            'attribute_exists(pk) AND #type = :junior AND attribute_exists(school) AND ' +
            'attribute_not_exists(parentId) AND attribute_not_exists(deletedAt)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':parent': parent.userId, ':junior': 'w' },
        }),
        claimPlace(parent.userId),
        childItems.putLink(parent.userId, link),
        parentConsentOverSchool(parent, attestation),
      ]),
    );
  } catch (error) {
    throw await refusal(error, parent.userId, child.userId);
  }
  return { link, child: { ...child, parentId: parent.userId } };
}

/** The card's child once its PIN is proven; one refusal for every wrong card, and the lock after five. */
async function provenCard(parent: UserRecord, ref: LoginIdRef, pin: string): Promise<UserRecord> {
  const now = Date.now();
  const tries = await reserveAttempt(childLinkSubject(parent.userId), now);
  const found = await findUserByLoginId(ref);
  const junior = found?.type === 'w' && !found.deletedAt ? found : undefined;
  try {
    const child = await checkPin(signInSubject(ref, found), junior, pin, now);
    await clearAttempts(childLinkSubject(parent.userId), now);
    return child;
  } catch (error) {
    if (error instanceof AppError && error.key === 'loginFailed') throw failedAttempt(tries, 'loginFailed');
    throw error;
  }
}

/** Which condition stopped the link: the child (someone linked it first), the parent's places, or the consent. */
async function refusal(error: unknown, parentId: string, childId: string): Promise<unknown> {
  const failed = cancelledIndexes(error);
  if (failed.includes(0) || failed.includes(2)) {
    const linked = await readUserConsistent(childId);
    return new AppError(linked?.parentId === parentId ? 'schoolChildYours' : 'schoolChildLinked');
  }
  if (failed.includes(1)) return new AppError('childLimitReached');
  if (failed.includes(3)) return new AppError('profileChanged');
  return error;
}

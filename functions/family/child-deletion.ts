import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { cancelledIndexes, transact } from '../lib/transactions';
import { endTokensItem } from '../identity/facade';
import type { UserRecord } from '../core/users';
import { claimPlace, ownChild } from '../core/children';
import { consentPut, parentConsent, withdrawConsentItem } from '../core/consent';
import { erasureRequest, erasureRequestCancel, erasureRequestPut, type ErasureRequest } from '../core/erasure-requests';
import { childItems, readChildLink, readUserConsistent } from '../core/store';

/**
 * Deleting a child starts its undo window (decision 0801): in one transaction the link is marked,
 * the parent's place is freed, the child can no longer sign in (its PIN is set aside and every token
 * ends) and an erase request falls due when the window ends. During the window the parent may
 * restore it; after it the erase job removes everything of the child (functions/privacy/erase.ts).
 * Withdrawing consent is the same deletion, with the consent marked withdrawn.
 */
const stillOwned = 'attribute_exists(pk) AND parentId = :parent AND attribute_not_exists(deletedAt)';

export async function deleteChild(
  parent: UserRecord,
  childId: string,
  reason: ErasureRequest['reason'] = 'childDeleted',
  now = new Date(),
): Promise<{ eraseAfter: string }> {
  const { child } = await ownChild(parent.userId, childId);
  const request = erasureRequest(child, reason, parent.userId, now);
  try {
    await transact([
      childItems.updateLink(parent.userId, childId, {
        UpdateExpression: 'SET deletedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':now': request.requestedAt },
      }),
      childItems.updateUser(parent.userId, {
        UpdateExpression: 'SET childCount = if_not_exists(childCount, :one) - :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
      childItems.updateUser(childId, {
        UpdateExpression:
          'SET deletedAt = :now, eraseAfter = :due, heldPinHash = if_not_exists(pinHash, :none) REMOVE pinHash',
        ConditionExpression: stillOwned,
        ExpressionAttributeValues: {
          ':now': request.requestedAt,
          ':due': request.eraseAfter,
          ':parent': parent.userId,
          ':none': '',
        },
      }),
      endTokensItem(childId),
      erasureRequestPut(request),
      ...(reason === 'consentWithdrawn' ? [withdrawConsentItem(childId, request.requestedAt)] : []),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('childNotFound'); // another parent's, or deleted meanwhile
    throw error;
  }
  return { eraseAfter: request.eraseAfter };
}

/** A deleted child of this parent still in its undo window, or 'Child Token not found!'. */
async function deletedChild(parentId: string, childId: string): Promise<UserRecord> {
  const [link, child] = await Promise.all([readChildLink(parentId, childId, true), readUserConsistent(childId)]);
  if (!link || !child || child.type !== 'w' || child.parentId !== parentId || !child.deletedAt || !child.eraseAfter)
    throw new AppError('childNotFound');
  return child;
}

/**
 * Brings a deleted child back within its window: the link, a place among the eight, its PIN and its
 * sign-in return, the erase request is cancelled, and the parent's consent is recorded afresh.
 */
export async function restoreChild(parent: UserRecord, childId: string, now = new Date()): Promise<UserRecord> {
  const child = await deletedChild(parent.userId, childId);
  const due = child.eraseAfter!;
  if (due <= now.toISOString()) throw new AppError('restoreWindowOver');
  try {
    await transact([
      childItems.updateLink(parent.userId, childId, {
        UpdateExpression: 'REMOVE deletedAt',
        ConditionExpression: 'attribute_exists(deletedAt)',
      }),
      claimPlace(parent.userId),
      childItems.updateUser(childId, {
        UpdateExpression: 'SET pinHash = heldPinHash REMOVE heldPinHash, deletedAt, eraseAfter',
        ConditionExpression:
          'parentId = :parent AND eraseAfter = :due AND eraseAfter > :now AND attribute_not_exists(erasing)',
        ExpressionAttributeValues: { ':parent': parent.userId, ':due': due, ':now': now.toISOString() },
      }),
      erasureRequestCancel(due, childId),
      consentPut(parentConsent(parent, childId, now)),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancelledIndexes(error).includes(1)) throw new AppError('childLimitReached');
    const again = await readUserConsistent(childId);
    if (again && !again.deletedAt) return again; // restored by a request just before this one
    throw new AppError(again ? 'restoreWindowOver' : 'childNotFound');
  }
  const { heldPinHash: _held, deletedAt: _deleted, eraseAfter: _due, ...restored } = child;
  return restored;
}

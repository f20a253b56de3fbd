import type { AccountDeletionData, DeletionCodeData } from '#shared/api/contract-privacy';
import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { transact } from '../lib/transactions';
import { rules } from '../core/security-rules';
import { userUpdateBody } from '../core/store';
import { erasureRequest, erasureRequestCancel, erasureRequestPut } from '../core/erasure-requests';
import type { UserRecord } from '../core/users';
import { consumeChallenge, contactOf, destinationOf, endTokensItem, sendChallenge } from '../identity/facade';

/**
 * "Delete my account" (decision 0801): a code to the account's own phone or e-mail, then the
 * deletion, which ends every session and starts the undo window. Until the window ends the owner
 * can sign in and restore the account; then the erase job removes it, and its login ids are free.
 */
export async function sendDeletionCode(user: UserRecord): Promise<DeletionCodeData> {
  if (user.eraseAfter) throw new AppError('deletionPending');
  const ref = contactOf(user);
  const destination = ref ? destinationOf(ref, user) : undefined;
  if (!destination) throw new AppError('deletionNeedsContact');
  await sendChallenge(
    {
      userId: user.userId,
      purpose: 'deleteAccount',
      destination: destination.to,
      channel: destination.channel,
      asParent: false,
    },
    'account deletion code',
  );
  return { sent_to: masked(destination.to), resend_after: rules.resendWaitSeconds };
}

export async function deleteAccount(user: UserRecord, code: string, now = new Date()): Promise<AccountDeletionData> {
  if (user.eraseAfter) throw new AppError('deletionPending');
  await consumeChallenge(user.userId, code, now.getTime(), 'deleteAccount');
  const request = erasureRequest(user, 'accountDeleted', user.userId, now);
  try {
    await transact([
      {
        Update: userUpdateBody(user.userId, {
          UpdateExpression: 'SET eraseAfter = :due',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(eraseAfter) AND attribute_not_exists(deletedAt) AND attribute_not_exists(mergedInto)',
          ExpressionAttributeValues: { ':due': request.eraseAfter },
        }),
      },
      erasureRequestPut(request),
      endTokensItem(user.userId),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('deletionPending');
    throw error;
  }
  return { erase_after: request.eraseAfter };
}

export async function restoreAccount(user: UserRecord, now = new Date()): Promise<AccountDeletionData> {
  const due = user.eraseAfter;
  if (!due) throw new AppError('deletionNotPending');
  if (due <= now.toISOString()) throw new AppError('restoreWindowOver');
  try {
    await transact([
      {
        Update: userUpdateBody(user.userId, {
          UpdateExpression: 'REMOVE eraseAfter',
          ConditionExpression: 'eraseAfter = :due AND eraseAfter > :now AND attribute_not_exists(erasing)',
          ExpressionAttributeValues: { ':due': due, ':now': now.toISOString() },
        }),
      },
      erasureRequestCancel(due, user.userId),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('restoreWindowOver');
    throw error;
  }
  return { erase_after: null };
}

/** A phone's last four digits, or an e-mail's first letter and domain: enough to recognise, not to read out. */
function masked(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
}

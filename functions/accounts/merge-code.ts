import { randomUUID } from 'node:crypto';
import type { MergeOtpSentData } from '#shared/api/contract-accounts';
import { AppError } from '#shared/errors';
import { rules } from '../core/security-rules';
import { claimSend, deliverChallenge, destinationOf, sendWindowOf } from '../identity/facade';
import { findUserByLoginId, isActiveUser, type LoginIdRef, type UserRecord } from '../core/users';

/**
 * POST v1/sendotp: an OTP to the other account of a merge, proving the signed-in user holds it too.
 * The code is keyed to the signed-in user and names the other account, so it can only merge that
 * one into this one. The answer's `secondary_id` is an opaque reference stored with the code, never
 * the other account's id; an id with no account gets the same answer after the same send-window
 * claim, and no code (docs/security.md).
 */
export async function sendMergeCode(primary: UserRecord, ref: LoginIdRef): Promise<MergeOtpSentData> {
  const secondary = await findUserByLoginId(ref);
  if (secondary?.userId === primary.userId) throw new AppError('mergeSameAccount');
  const destination = destinationOf(ref, secondary);
  const reference = randomUUID();
  const answer: MergeOtpSentData = {
    secondary_id: reference,
    login_id: ref.value,
    login_type: ref.kind === 'email' ? 'email' : 'phone',
    resend_after: rules.resendWaitSeconds,
  };
  const mergeable = secondary && secondary.type !== 'w' && isActiveUser(secondary) ? destination : undefined;
  await claimSend(sendWindowOf(ref, mergeable));
  if (!secondary || !mergeable) return answer;
  await deliverChallenge(
    {
      userId: primary.userId,
      purpose: 'merge',
      secondaryId: secondary.userId,
      reference,
      destination: mergeable.to,
      channel: mergeable.channel,
      asParent: false,
    },
    'account merge code',
  );
  return answer;
}

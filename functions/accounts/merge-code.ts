import { randomUUID } from 'node:crypto';
import type { MergeOtpSentData } from '#shared/api/contract-accounts';
import { AppError } from '#shared/errors';
import { rules } from '../identity/security-rules';
import { destinationOf, sendChallenge } from '../identity/send-codes';
import { findUserByLoginId, isActiveUser, type LoginIdRef, type UserRecord } from '../identity/users';

/**
 * POST v1/sendotp: an OTP to the other account of a merge, proving the signed-in user holds it too.
 * The code is keyed to the signed-in user and names the other account, so it can only merge that
 * one into this one. An id with no account gets the same answer and no code, as at sign-in.
 */
export async function sendMergeCode(primary: UserRecord, ref: LoginIdRef): Promise<MergeOtpSentData> {
  const secondary = await findUserByLoginId(ref);
  if (secondary?.userId === primary.userId) throw new AppError('mergeSameAccount');
  const destination = destinationOf(ref, secondary);
  const answer: MergeOtpSentData = {
    secondary_id: secondary?.userId ?? randomUUID(),
    login_id: ref.value,
    login_type: destination?.channel === 'email' ? 'email' : 'phone',
    resend_after: rules.resendWaitSeconds,
  };
  if (!secondary || !destination || secondary.type === 'w' || !isActiveUser(secondary)) return answer;
  await sendChallenge(
    { userId: primary.userId, purpose: 'merge', secondaryId: secondary.userId, destination: destination.to, channel: destination.channel, asParent: false },
    'account merge code',
  );
  return answer;
}

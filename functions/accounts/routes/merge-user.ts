import { AppError } from '#shared/errors';
import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { consumeChallenge } from '../../identity/facade';
import { requireUser } from '../../core/profile';
import { mergeAccounts, pendingMerge } from '../merge-accounts';

/**
 * POST v1/mergeuser: the other account's OTP proves it; its data then moves into this account
 * (functions/accounts/). `secondary_id` is the opaque reference sendotp gave, checked against the code.
 * A merge that stopped half-way is finished by the next call, without a new OTP.
 */
export const handler = http('mergeUser', async ({ caller, input }) => {
  const primary = await requireUser(caller.userId);
  const resume = await pendingMerge(primary);
  if (!resume) {
    const challenge = await consumeChallenge(primary.userId, input.otp, Date.now(), 'merge');
    if (challenge.reference !== input.secondary_id || !challenge.secondaryId) throw new AppError('otpExpired');
    return ok(await mergeAccounts(primary, challenge.secondaryId), accountTexts.merged);
  }
  return ok(await mergeAccounts(primary, resume, resume), accountTexts.merged);
});

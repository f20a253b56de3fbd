import { AppError } from '#shared/errors';
import { consumeChallenge, sendChallenge } from '../identity/facade';
import { saveProfileFields } from '../core/contact-ids';
import { findUserIdByLoginId, type UserRecord } from '../core/users';

/**
 * An adult learner becoming a parent without signing out (spec 01 §6: only parents add children).
 * The proof is the parent sign-up's: an OTP to a mobile number. The code is kept apart from
 * sign-in codes (purpose 'becomeParent'), so a code sent to someone else's phone can never sign
 * anyone in; spending it claims the number and makes the account a parent's in one transaction.
 */
/** Only a regular learner can become a parent: a parent already is one (juniors never reach here). */
function mustBeLearner(user: UserRecord): void {
  if (user.type === 'k') throw new AppError('alreadyParent');
  if (user.type !== 'T') throw new AppError('forbidden');
}

export async function sendParentCode(user: UserRecord, mobile: string): Promise<void> {
  mustBeLearner(user);
  const owner = await findUserIdByLoginId({ kind: 'phone', value: mobile });
  if (owner && owner !== user.userId) throw new AppError('phoneTaken');
  await sendChallenge(
    { userId: user.userId, purpose: 'becomeParent', destination: mobile, channel: 'sms', asParent: true },
    'verification code',
  );
}

export async function verifyParentCode(user: UserRecord, otp: string): Promise<UserRecord> {
  mustBeLearner(user);
  const { destination } = await consumeChallenge(user.userId, otp, Date.now(), 'becomeParent');
  return saveProfileFields(
    user,
    { type: 'k', isParent: true, verifiedPhone: destination },
    { phone: destination, proven: 'phone' },
  );
}

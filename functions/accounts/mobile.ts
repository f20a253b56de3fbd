import { AppError } from '#shared/errors';
import { consumeChallenge, sendChallenge } from '../identity/facade';
import { saveProfileFields } from '../core/contact-ids';
import { findUserIdByLoginId, type UserRecord } from '../core/users';

/**
 * Mobile verification from the profile (spec 01 §4): an OTP to the number, then the number becomes
 * the profile's phone marked verified, and only now a login id (a typed number is not one). The number is claimed when
 * the code is
 * checked, in the same write that marks it verified.
 */
export async function sendMobileCode(user: UserRecord, mobile: string): Promise<void> {
  if (user.phone === mobile && user.verifiedPhone === mobile) throw new AppError('phoneAlreadyVerified');
  const owner = await findUserIdByLoginId({ kind: 'phone', value: mobile });
  if (owner && owner !== user.userId) throw new AppError('phoneTaken');
  await sendChallenge(
    { userId: user.userId, purpose: 'verifyMobile', destination: mobile, channel: 'sms', asParent: false },
    'verification code',
  );
}

export async function verifyMobileCode(user: UserRecord, otp: string): Promise<string> {
  const challenge = await consumeChallenge(user.userId, otp, Date.now(), 'verifyMobile');
  const mobile = challenge.destination;
  await saveProfileFields(user, { verifiedPhone: mobile }, { phone: mobile, proven: 'phone' });
  return mobile;
}

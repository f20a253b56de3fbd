import { AppError } from '#shared/errors';
import { checkPin, isPinShaped } from '../core/pins';
import { licenceSignIn } from './licences';
import { signInSubject } from '../core/attempt-guard';
import { consumeChallenge, type OtpChallenge } from './otp';
import { verifySocialToken } from './social';
import {
  createUser,
  findUserByLoginId,
  getUser,
  LoginIdTakenError,
  newUserRecord,
  updateUser,
  type LoginIdRef,
  type UserRecord,
} from '../core/users';
import { hasChildLicenceItem } from './store';
import { isStaff } from './staff-mfa';

/**
 * The sign-in checks of spec 01 §4, one function per way in. Each returns the account that may now
 * be given tokens; every refusal is an AppError from the catalogue. Sending codes: send-codes.ts.
 */
/** Whether the main page's PIN field holds a licence key rather than a PIN (spec 01 §2). */
export function isLicenceKeyAttempt(secret: string): boolean {
  return !isPinShaped(secret.trim());
}

/** Login id + PIN, or login id + licence key in the same field (spec 01 §2). */
export async function pinOrLicenceSignIn(ref: LoginIdRef, secret: string): Promise<UserRecord> {
  const user = await findUserByLoginId(ref);
  if (isLicenceKeyAttempt(secret)) return licenceSignIn(ref, user, secret);
  // A junior signs in on the junior page with a username; the main page does not reveal the account.
  const owner = user?.type === 'w' ? undefined : user;
  // A staff account's PIN is the first of two factors: the authenticator code clears the count (./staff-mfa.ts).
  return ownerProven(
    await checkPin(signInSubject(ref, user), owner, secret.trim(), Date.now(), owner ? isStaff(owner) : false),
  );
}

export async function juniorSignIn(username: string, pin: string): Promise<UserRecord> {
  const ref: LoginIdRef = { kind: 'username', value: username };
  const user = await findUserByLoginId(ref);
  return checkPin(signInSubject(ref, user), user?.type === 'w' ? user : undefined, pin.trim());
}

export async function socialSignIn(
  token: string,
  domain: 'google' | 'fb',
  name?: string,
  photo?: string,
): Promise<UserRecord> {
  const social = await verifySocialToken(token, domain);
  const ref: LoginIdRef = { kind: 'email', value: social.email };
  const existing = await findUserByLoginId(ref);
  // An unverified e-mail must not open the account that already owns that address.
  if (existing)
    return social.emailVerified ? ownerProven(existing) : Promise.reject(new AppError('socialEmailUnverified'));
  const fullName = name?.trim() || social.name;
  const pic = photo?.trim() || social.picture;
  const user = newUserRecord(ref, { ...(fullName ? { fullName } : {}), ...(pic ? { pic } : {}) });
  try {
    await createUser(user, [ref]);
    return user;
  } catch (error) {
    if (error instanceof LoginIdTakenError) return (await findUserByLoginId(ref)) ?? Promise.reject(error);
    throw error;
  }
}

/**
 * Checks an OTP sent by otplogin or parentsignup (`challengeId` is the opaque id their answer gave);
 * creates the account when the code went to a new phone or e-mail.
 */
export async function finishOtp(challengeId: string, code: string): Promise<{ user: UserRecord; newUser: boolean }> {
  const challenge = await consumeChallenge(challengeId, code);
  const { userId } = challenge;
  if (!challenge.pending) {
    const user = await getUser(userId);
    if (!user) throw new AppError('otpExpired');
    return { user: await becomeParentIfAsked(await ownerProven(user), challenge), newUser: false };
  }
  const { loginId } = challenge.pending;
  const { asParent, parentName } = challenge;
  const user = newUserRecord(loginId, {
    userId,
    type: asParent ? 'k' : 'T',
    ...(parentName ? { fullName: parentName } : {}),
  });
  try {
    await createUser(user, [loginId]);
    return { user, newUser: true };
  } catch (error) {
    if (!(error instanceof LoginIdTakenError)) throw error;
    // Another code for the same phone created the account first; this code proved the phone too.
    const existing = await findUserByLoginId(loginId);
    if (!existing) throw error;
    return { user: await becomeParentIfAsked(existing, challenge), newUser: false };
  }
}

/**
 * A code (an OTP, or a PIN, which only ever goes to the login id) or a provider proved who owns the
 * login id. If a licence key created the account, whoever used the key may not be that person, so
 * from now on the key no longer signs in: the proven owner does, with a PIN or an OTP.
 */
async function ownerProven(user: UserRecord): Promise<UserRecord> {
  if (user.keySignIn !== 'unproven') return user;
  await updateUser(user.userId, { keySignIn: 'ended' });
  return { ...user, keySignIn: 'ended' };
}

/** Parent sign-up with an adult's own phone makes the account a parent's, once the code proved it. */
async function becomeParentIfAsked(user: UserRecord, challenge: OtpChallenge): Promise<UserRecord> {
  if (!challenge.asParent || user.type !== 'T') return user;
  const fields = {
    type: 'k' as const,
    ...(challenge.parentName && !user.fullName ? { fullName: challenge.parentName } : {}),
  };
  await updateUser(user.userId, fields);
  return { ...user, ...fields };
}

/** Whether a parent holds a child licence (filled by the commerce issue; the query is real today). */
export async function hasChildLicence(userId: string): Promise<boolean> {
  return hasChildLicenceItem(userId);
}

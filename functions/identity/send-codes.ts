import { randomUUID } from 'node:crypto';
import type { OtpSentData } from '#shared/api/contract';
import { resolveLoginId } from '#shared/auth/login-id';
import { isConditionFailure, ttlIn } from '../data/keys';
import { messages } from '../lib/messages';
import { rules } from '../core/security-rules';
import { generatePin, hashPin } from '../core/pins';
import { generateOtp, storeChallenge, type OtpChallenge } from './otp';
import { claimSend } from './send-window';
import { reserveCode, type SmsTicket } from './sms-guard';
import { clearAttempts, signInSubject } from '../core/attempt-guard';
import {
  createUser,
  findUserByLoginId,
  LoginIdTakenError,
  newUserId,
  newUserRecord,
  userUpdate,
  type LoginIdRef,
  type UserRecord,
} from '../core/users';
import { transact } from '../lib/transactions';
import { endTokensItem } from './end-tokens';
import { signInChallengeStore } from './store';

/**
 * Sending PINs and sign-in codes (spec 01 §4: sign-up, resend PIN, forgot PIN, OTP sign-in, parent
 * sign-up). Kept apart from the sign-in checks so functions that send nothing do not bundle SES and SNS.
 */
/** Where codes for this account go: the channel of the id the person typed, else phone, else e-mail. */
export function destinationOf(
  ref: LoginIdRef,
  user?: UserRecord,
): { channel: 'sms' | 'email'; to: string } | undefined {
  if (ref.kind === 'phone') return { channel: 'sms', to: ref.value };
  if (ref.kind === 'email') return { channel: 'email', to: ref.value };
  if (user?.phone) return { channel: 'sms', to: user.phone };
  if (user?.email) return { channel: 'email', to: user.email };
  return undefined;
}

/**
 * Where the resend wait and daily cap are counted: the destination, or for an id with nowhere to
 * send (an unknown aadhaar or olympiad id, a junior's username) the id itself, so that such an id
 * is refused within 30 s exactly as an account's would be.
 */
export function sendWindowOf(ref: LoginIdRef, destination: { to: string } | undefined): string {
  return destination?.to ?? `${ref.kind}#${ref.value}`;
}

/**
 * The SMS guard's reservation for a code asked for `ref` from `viewer` (./sms-guard.ts): by what the person
 * typed, never by the account, so a refusal is the same whether or not one exists. An e-mail address gets no
 * SMS; a typed phone number counts against its range too.
 */
export function guardCode(ref: LoginIdRef, viewer: string): Promise<SmsTicket | undefined> {
  if (ref.kind === 'email') return Promise.resolve(undefined);
  return reserveCode(viewer, ref.kind === 'phone' ? ref.value : undefined);
}

/**
 * Sends a new PIN (sign-up, verify-user resend, forgot PIN). A new account is created for an unknown
 * phone or e-mail on sign-up only. Otherwise an unknown id gets the same answer after the same work
 * (a send-window claim, a PIN hashed, the lockout cleared), so the call does not say who has an
 * account; only the message itself is not sent.
 */
export async function sendPin(
  ref: LoginIdRef,
  options: { create: boolean; fullName?: string; viewer: string },
): Promise<void> {
  let user = await findUserByLoginId(ref);
  if (user?.type === 'w') user = undefined; // juniors' PINs are managed by their parent
  const destination = destinationOf(ref, user);
  await claimSend(sendWindowOf(ref, destination));
  await guardCode(ref, options.viewer);
  const pin = generatePin();
  const pinHash = await hashPin(pin);
  // A new PIN unlocks (the lockout counts against the account, or the id while it has none); an
  // account with nowhere to send one keeps its PIN, so it stays locked.
  if (!user || destination) await clearAttempts(signInSubject(ref, user));
  if (!destination || (!user && !options.create)) return;
  if (user) {
    // A new PIN ends every token of the account, in the same write (docs/security.md, "Ending tokens").
    await transact([{ Update: userUpdate(user.userId, { pinHash }) }, endTokensItem(user.userId)]);
  } else {
    try {
      await createUser(
        newUserRecord(ref, { pinHash, ...(options.fullName?.trim() ? { fullName: options.fullName.trim() } : {}) }),
        [ref],
      );
    } catch (error) {
      if (!(error instanceof LoginIdTakenError)) throw error;
      return; // created by a parallel request, which sent its own PIN
    }
  }
  await messages().send({
    ...destination,
    subject: 'Your Fluentia PIN',
    text: `Your Fluentia PIN is ${pin}. Keep it to yourself; we will never ask for it.`,
    code: pin,
  });
}

/**
 * Sends a sign-in OTP (spec 01 §4: otplogin; parent sign-up). Unknown phones and e-mails get one too:
 * the account is created when the code is verified. The answer's `user_id` is an opaque challenge
 * id, not the account's id, so it looks the same for every id (docs/security.md).
 */
export async function startOtp(
  ref: LoginIdRef,
  options: { asParent: boolean; parentName?: string; viewer: string },
): Promise<OtpSentData> {
  const user = await findUserByLoginId(ref);
  const destination = destinationOf(ref, user);
  const challengeId = await signInChallengeId(ref);
  const answer: OtpSentData = {
    user_id: challengeId,
    login_id: ref.value,
    login_type: ref.kind === 'email' ? 'email' : 'phone',
    resend_after: rules.resendWaitSeconds,
  };
  const sendable = destination && user?.type !== 'w' ? destination : undefined;
  await claimSend(sendWindowOf(ref, sendable));
  const smsTicket = await guardCode(ref, options.viewer);
  if (!sendable) return answer;
  await deliverChallenge(
    {
      ...(smsTicket ? { smsTicket } : {}),
      userId: user?.userId ?? newUserId(),
      destination: sendable.to,
      channel: sendable.channel,
      asParent: options.asParent,
      ...(options.parentName ? { parentName: options.parentName } : {}),
      ...(user ? {} : { pending: { loginId: ref } }),
    },
    'sign-in code',
    challengeId,
  );
  return answer;
}

/**
 * Sends a one-time code for `challenge` to its destination, within the resend wait, the daily cap and the SMS
 * guard (the number was typed by `viewer`). `what` names the code in the message ('verification code').
 */
export async function sendChallenge(challenge: OtpChallenge, what: string, viewer: string): Promise<void> {
  await claimSend(challenge.destination);
  const smsTicket = challenge.channel === 'sms' ? await reserveCode(viewer, challenge.destination) : undefined;
  await deliverChallenge({ ...challenge, ...(smsTicket ? { smsTicket } : {}) }, what);
}

/** Stores the challenge (under `id`, default its user) and sends its code; the caller claimed the send window. */
export async function deliverChallenge(challenge: OtpChallenge, what: string, id?: string): Promise<void> {
  const code = generateOtp();
  await storeChallenge(challenge, code, Date.now(), id);
  const subject = `Your Fluentia ${what}`;
  await messages().send({
    channel: challenge.channel,
    to: challenge.destination,
    subject,
    text: `${code} is your Fluentia ${what}. It expires in 10 minutes.`,
    code,
  });
}

/**
 * A proven phone or e-mail of the account (one it signs in with), for a PIN reset from Settings; a
 * contact only typed into the profile is never sent a PIN.
 */
export function contactOf(user: UserRecord): LoginIdRef | undefined {
  for (const value of [user.loginId, user.verifiedPhone]) {
    const id = value ? resolveLoginId(value) : undefined;
    if (id?.ok && (id.kind === 'phone' || id.kind === 'email')) return { kind: id.kind, value: id.value };
  }
  return undefined;
}

/**
 * The opaque id a sign-in code for `ref` is verified under: random, the same for every code sent to
 * that id within the code's life (so a resend replaces the earlier code), for accounts and unknown
 * ids alike. Written only if absent or expired, so parallel requests agree on one id.
 */
async function signInChallengeId(ref: LoginIdRef): Promise<string> {
  const read = () => signInChallengeStore.read(ref.kind, ref.value);
  const current = await read();
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (current && Number(current.expiresAt) > nowSeconds) return String(current.challengeId);
  const challengeId = randomUUID();
  try {
    await signInChallengeStore.putIfFree(ref.kind, ref.value, challengeId, ttlIn(rules.otpTtlSeconds), nowSeconds);
    return challengeId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return String((await read())?.challengeId); // a parallel request chose the id first
  }
}

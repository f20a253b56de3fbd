import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OtpSentData } from '#shared/api/contract';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys, ttlIn } from '../data/keys';
import { messages } from './messages';
import { rules } from './security-rules';
import { generatePin, hashPin } from './pins';
import { generateOtp, storeChallenge, type OtpChallenge } from './otp';
import { claimSend } from './send-window';
import { createUser, findUserByLoginId, LoginIdTakenError, newUserId, newUserRecord, userUpdate, type LoginIdRef, type UserRecord } from './users';
import { transact } from '../data/transactions';
import { endTokensItem } from './end-tokens';

/**
 * Sending PINs and sign-in codes (spec 01 §4: sign-up, resend PIN, forgot PIN, OTP sign-in, parent
 * sign-up). Kept apart from the sign-in checks so functions that send nothing do not bundle SES and SNS.
 */
/** Where codes for this account go: the channel of the id the person typed, else phone, else e-mail. */
export function destinationOf(ref: LoginIdRef, user?: UserRecord): { channel: 'sms' | 'email'; to: string } | undefined {
  if (ref.kind === 'phone') return { channel: 'sms', to: ref.value };
  if (ref.kind === 'email') return { channel: 'email', to: ref.value };
  if (user?.phone) return { channel: 'sms', to: user.phone };
  if (user?.email) return { channel: 'email', to: user.email };
  return undefined;
}

/**
 * Sends a new PIN (sign-up, verify-user resend, forgot PIN). A new account is created for an unknown
 * phone or e-mail on sign-up only; for anything else the answer is the same whether or not an account
 * exists, so the call cannot be used to find out who has one.
 */
export async function sendPin(ref: LoginIdRef, options: { create: boolean; fullName?: string }): Promise<void> {
  let user = await findUserByLoginId(ref);
  if (user?.type === 'w') user = undefined; // juniors' PINs are managed by their parent
  const destination = destinationOf(ref, user);
  if (!destination) return;
  await claimSend(destination.to);
  if (!user && !options.create) return;
  const pin = generatePin();
  const pinHash = await hashPin(pin);
  if (user) {
    // A new PIN ends every token of the account, in the same write (docs/security.md, "Ending tokens").
    await transact([{ Update: userUpdate(user.userId, { pinHash, failedPins: 0, lockedUntil: 0 }) }, endTokensItem(user.userId)]);
  } else {
    try {
      await createUser(newUserRecord(ref, { pinHash, ...(options.fullName?.trim() ? { fullName: options.fullName.trim() } : {}) }), [ref]);
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

/** Sends a sign-in OTP (spec 01 §4: otplogin; parent sign-up). Unknown phones and e-mails get one too. */
export async function startOtp(ref: LoginIdRef, options: { asParent: boolean; parentName?: string }): Promise<OtpSentData> {
  const user = await findUserByLoginId(ref);
  const destination = destinationOf(ref, user);
  const userId = user?.userId ?? (destination ? await pendingUserId(destination.to) : newUserId());
  const loginType = destination?.channel === 'email' ? 'email' : 'phone';
  const answer: OtpSentData = { user_id: userId, login_id: ref.value, login_type: loginType, resend_after: 30 };
  if (!destination || user?.type === 'w') return answer;
  await sendChallenge(
    {
      userId,
      destination: destination.to,
      channel: destination.channel,
      asParent: options.asParent,
      ...(options.parentName ? { parentName: options.parentName } : {}),
      ...(user ? {} : { pending: { loginId: ref } }),
    },
    'sign-in code',
  );
  return answer;
}

/**
 * Sends a one-time code for `challenge` to its destination, within the resend wait and daily cap.
 * `what` names the code in the message ('sign-in code', 'verification code').
 */
export async function sendChallenge(challenge: OtpChallenge, what: string): Promise<void> {
  await claimSend(challenge.destination);
  const code = generateOtp();
  await storeChallenge(challenge, code);
  const subject = `Your Fluentia ${what}`;
  await messages().send({ channel: challenge.channel, to: challenge.destination, subject, text: `${code} is your Fluentia ${what}. It expires in 10 minutes.`, code });
}

/** Where codes for an existing account go (phone first), or undefined when it has neither. */
export function contactOf(user: UserRecord): LoginIdRef | undefined {
  if (user.phone) return { kind: 'phone', value: user.phone };
  if (user.email) return { kind: 'email', value: user.email };
  return undefined;
}

/**
 * The id a new phone or e-mail will get, the same for every code sent to it while one is pending, so
 * a resend replaces the earlier code instead of opening a second sign-up beside it.
 */
async function pendingUserId(destination: string): Promise<string> {
  const TableName = config().table('main');
  const Key = keys.pendingSignup(destination);
  const existing = (await db().send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
  if (existing && Number(existing.expiresAt) > Date.now() / 1000) return String(existing.userId);
  const userId = newUserId();
  await db().send(new PutCommand({ TableName, Item: { ...Key, entity: 'pendingSignup', userId, expiresAt: ttlIn(rules.otpTtlSeconds) } }));
  return userId;
}

import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '#shared/errors';
import type { MfaStepData } from '#shared/api/contract';
import { accountSubject, clearAttempts, failedAttempt, reserveAttempt } from '../core/attempt-guard';
import { rules } from '../core/security-rules';
import { getUser, type UserRecord } from '../core/users';
import { ttlIn } from '../data/keys';
import { cancelledIndexes, transact } from '../lib/transactions';
import { COACH_GROUP } from './claims';
import { endTokensItem } from './end-tokens';
import { identity } from './identity';
import type { SignInContext } from './identity-port';
import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
import { mfaStepStore, staffTotpStore } from './store';
import { matchTotp, otpauthUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

/**
 * Staff sign-in's authenticator step (docs/security.md, "Staff accounts: MFA"; decision 570). A staff
 * account's right PIN or OTP opens a step instead of a session: a random token whose hash keys a
 * 5-minute item in the table. POST v1/verify_mfa spends it with a code from the authenticator app.
 * Every code try reserves an attempt on the account's sign-in lockout first (the PINs' 5 per 15
 * minutes), and the step is deleted in the same transaction that records the code's time step, so a
 * step opens one session and a code's step is used once. Learners never reach this file.
 */
interface PendingStep {
  userId: string;
  kind: 'setup' | 'verify';
  /** Setup: the secret the identity provider associated, confirmed by the first code; sealed (./totp-seal.ts). */
  secret?: string;
  expiresAtMs: number;
}

interface EnrolledTotp {
  /** Sealed for the account (./totp-seal.ts). */
  secret: string;
  /** The newest time step a code has used: a code of that step or an earlier one is refused. */
  lastStep: number;
}

/** The schemas a pending step and an enrolled authenticator are read through (decision 0714). */
const pendingStepSchema: ItemSchema<PendingStep> = z.looseObject({
  userId: z.string(),
  kind: z.enum(['setup', 'verify']),
  secret: z.optional(z.string()),
  expiresAtMs: z.number(),
});
const enrolledTotpSchema: ItemSchema<EnrolledTotp> = z.looseObject({ secret: z.string(), lastStep: z.number() });

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A staff account (the coach group, on the account itself: no Cognito call to know it). */
export function isStaff(user: UserRecord): boolean {
  return Boolean(user.groups?.includes(COACH_GROUP));
}

/** The answer to a staff member's right PIN or OTP: setup when no authenticator is enrolled, else the code. */
export async function openMfaStep(user: UserRecord, context: SignInContext, now = Date.now()): Promise<MfaStepData> {
  const token = randomBytes(32).toString('base64url');
  const fields = { userId: user.userId, expiresAtMs: now + rules.mfaStepSeconds * 1000 };
  const expiresAt = ttlIn(rules.mfaStepSeconds, now);
  const answer = { mfa_token: token, expires_in: rules.mfaStepSeconds };
  if (await staffTotpStore.read(user.userId, enrolledTotpSchema)) {
    await mfaStepStore.put(sha256(token), { ...fields, kind: 'verify' }, expiresAt);
    return { mfa_step: 'verify', ...answer };
  }
  const secret = await (await identity()).associateSoftwareToken(user, context);
  await mfaStepStore.put(
    sha256(token),
    { ...fields, kind: 'setup', secret: await sealTotpSecret(user.userId, secret) },
    expiresAt,
  );
  return { mfa_step: 'setup', ...answer, secret, otpauth_uri: otpauthUri(secret, user.email ?? user.loginId) };
}

/**
 * Checks the code of a step and spends the step. Returns the staff account to sign in, and for a
 * setup the code the identity provider must confirm (Identity.issue's `totpSetupCode`).
 */
export async function finishMfaStep(
  token: string,
  code: string,
  now = Date.now(),
): Promise<{ user: UserRecord; totpSetupCode?: string }> {
  const tokenHash = sha256(token);
  const step = await mfaStepStore.read(tokenHash, pendingStepSchema);
  if (!step || step.expiresAtMs <= now) throw new AppError('mfaStepExpired');
  const subject = accountSubject(step.userId);
  const attempt = await reserveAttempt(subject, now);
  const [user, enrolled] = await Promise.all([
    getUser(step.userId),
    step.kind === 'verify' ? staffTotpStore.read(step.userId, enrolledTotpSchema) : undefined,
  ]);
  const sealed = step.kind === 'setup' ? step.secret : enrolled?.secret;
  const secret = sealed ? await openTotpSecret(step.userId, sealed) : undefined;
  if (!user || !isStaff(user) || !sealed || !secret) throw new AppError('mfaStepExpired');
  const matched = matchTotp(secret, code, now);
  if (matched === undefined) throw failedAttempt(attempt, 'mfaIncorrect');
  if (enrolled && matched <= enrolled.lastStep) throw failedAttempt(attempt, 'mfaCodeUsed');
  await spend(tokenHash, step, sealed, matched, attempt, now);
  await clearAttempts(subject, now);
  return step.kind === 'setup' ? { user, totpSetupCode: code } : { user };
}

/**
 * A setup the identity provider refused after the API accepted its code (another setup associated a
 * newer secret meanwhile): the enrolment is taken back, so the next sign-in sets up again.
 */
export async function undoSetup(userId: string): Promise<void> {
  await staffTotpStore.remove(userId);
}

/**
 * An operator's reset of a lost authenticator (docs/operations.md, "A coach lost their authenticator
 * app"): the enrolment is deleted and every token of the account ended, in one transaction, so the
 * next right PIN or OTP sets up a new app, and whoever holds the old app or a session has nothing.
 * False when no authenticator was enrolled (nothing is written).
 */
export async function resetAuthenticator(userId: string, now = Date.now()): Promise<boolean> {
  try {
    await transact([staffTotpStore.removeItem(userId), endTokensItem(userId, now)]);
    return true;
  } catch (error) {
    if (cancelledIndexes(error).includes(0)) return false;
    throw error;
  }
}

/** One transaction: the step deleted (unexpired) and the code's step recorded (later than any used). */
async function spend(
  tokenHash: string,
  step: PendingStep,
  sealed: string,
  matched: number,
  attempt: number,
  now: number,
): Promise<void> {
  const stepItem = mfaStepStore.spendItem(tokenHash, {
    ConditionExpression: 'attribute_exists(pk) AND expiresAtMs > :now',
    ExpressionAttributeValues: { ':now': now },
  });
  const totpItem =
    step.kind === 'setup'
      ? // A parallel setup that finished first keeps its secret: this one then has nothing to confirm.
        staffTotpStore.putItem(
          step.userId,
          { secret: sealed, lastStep: matched, enabledAt: new Date(now).toISOString() },
          { ConditionExpression: 'attribute_not_exists(pk)' },
        )
      : staffTotpStore.updateItem(step.userId, {
          UpdateExpression: 'SET lastStep = :step',
          ConditionExpression: 'lastStep < :step AND secret = :secret',
          ExpressionAttributeValues: { ':step': matched, ':secret': sealed },
        });
  try {
    await transact([stepItem, totpItem]);
  } catch (error) {
    const failed = cancelledIndexes(error);
    if (!failed.length) throw error;
    if (failed.includes(0) || step.kind === 'setup') throw new AppError('mfaStepExpired');
    throw failedAttempt(attempt, 'mfaCodeUsed');
  }
}

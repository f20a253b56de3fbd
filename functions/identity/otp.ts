import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '#shared/errors';
import { ttlIn } from '../data/keys';
import { rules } from '../core/security-rules';
import type { LoginIdRef } from '../core/users';
import * as z from 'zod/mini';
import { oneOf, type ItemSchema } from '../lib/stored-items';
import { otpStore, type ChallengeRef } from './store';

/**
 * One-time codes. A challenge is keyed by an id (a sign-in code's opaque challenge id, or the user
 * for a profile or merge code) and holds the user it signs in (or will create). It holds only an
 * HMAC of the code, expires after 10 minutes, allows 3 tries and is deleted by the try that
 * succeeds. A new challenge under the same id replaces the old one, so only the newest code works.
 */
/**
 * What a code proves. Each purpose has its own key space (`keys.otp(purpose, id)`), so no code can be
 * spent as another kind: a sign-in id such as `merge#<user>` names a sign-in challenge, not a merge's.
 */
export type OtpPurpose = 'signIn' | 'verifyMobile' | 'merge' | 'becomeParent' | 'deleteAccount';

export interface OtpChallenge {
  userId: string;
  /** Absent for sign-in. */
  purpose?: Exclude<OtpPurpose, 'signIn'>;
  /** Merge: the account the code was sent to, which the signed-in user will absorb. */
  secondaryId?: string;
  /** Merge: the opaque `secondary_id` the answer gave, which mergeuser sends back. */
  reference?: string;
  /** Parent sign-up: the account becomes a parent's only when the code is verified. */
  asParent: boolean;
  parentName?: string;
  /** Set when the code was sent to a phone or e-mail with no account yet: success creates it. */
  pending?: { loginId: LoginIdRef };
  destination: string;
  channel: 'sms' | 'email';
}

interface StoredChallenge extends OtpChallenge {
  codeHash: string;
  salt: string;
  tries: number;
  expiresAtMs: number;
}

/** The schema a challenge is read through (decision 0714). */
const challengeSchema: ItemSchema<StoredChallenge> = z.looseObject({
  userId: z.string(),
  purpose: z.optional(oneOf<Exclude<OtpPurpose, 'signIn'>>()),
  secondaryId: z.optional(z.string()),
  reference: z.optional(z.string()),
  asParent: z.boolean(),
  parentName: z.optional(z.string()),
  pending: z.optional(z.object({ loginId: z.object({ kind: oneOf<LoginIdRef['kind']>(), value: z.string() }) })),
  destination: z.string(),
  channel: z.enum(['sms', 'email']),
  codeHash: z.string(),
  salt: z.string(),
  tries: z.number(),
  expiresAtMs: z.number(),
});

/** The challenge's id in its purpose's key space. */
function challengeKey(id: string, purpose: OtpPurpose = 'signIn'): ChallengeRef {
  return { purpose, id };
}

function hash(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('base64');
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** rules.otpLength)).padStart(rules.otpLength, '0');
}

/** Stores a challenge under `id` (default: its user id; a sign-in code uses its opaque challenge id). */
export async function storeChallenge(
  challenge: OtpChallenge,
  code: string,
  now = Date.now(),
  id = challenge.userId,
): Promise<void> {
  const salt = randomBytes(16).toString('base64');
  const item: StoredChallenge = {
    ...challenge,
    codeHash: hash(code, salt),
    salt,
    tries: 0,
    expiresAtMs: now + rules.otpTtlSeconds * 1000,
  };
  await otpStore.put(challengeKey(id, challenge.purpose), { ...item }, ttlIn(rules.otpTtlSeconds, now));
}

/**
 * Spends one try on the challenge and returns it if the code is right; the right code works once.
 * The try is reserved by the conditional update before the code is compared, so parallel guesses
 * get at most 3 comparisons.
 */
export async function consumeChallenge(
  id: string,
  code: string,
  now = Date.now(),
  purpose: OtpPurpose = 'signIn',
): Promise<OtpChallenge> {
  const Key = challengeKey(id, purpose);
  let stored: StoredChallenge;
  try {
    stored = (await otpStore.spend(Key, challengeSchema, {
      UpdateExpression: 'SET tries = tries + :one',
      ConditionExpression: 'attribute_exists(pk) AND tries < :max AND expiresAtMs > :now',
      ExpressionAttributeValues: { ':one': 1, ':max': rules.otpMaxTries, ':now': now },
    }))!;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
    throw await refusal(Key, now);
  }

  const expected = Buffer.from(stored.codeHash, 'base64');
  const given = Buffer.from(hash(code, stored.salt), 'base64');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError(stored.tries >= rules.otpMaxTries ? 'otpTriesExhausted' : 'otpIncorrect');
  }
  try {
    // Single use: of two requests with the right code, only one deletes the challenge.
    await otpStore.remove(Key, {
      ConditionExpression: 'codeHash = :h',
      ExpressionAttributeValues: { ':h': stored.codeHash },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') throw new AppError('otpExpired');
    throw error;
  }
  const { codeHash: _h, salt: _s, tries: _t, expiresAtMs: _e, ...challenge } = stored;
  return challenge;
}

async function refusal(Key: ChallengeRef, now: number): Promise<AppError> {
  const current = await otpStore.read(Key, challengeSchema);
  if (current && current.expiresAtMs > now && current.tries >= rules.otpMaxTries)
    return new AppError('otpTriesExhausted');
  return new AppError('otpExpired');
}

import { createHash, randomBytes } from 'node:crypto';
import { openAnswer, sealAnswer, type Sealed } from '../lib/sealed-answer';
import { isConditionFailure, ttlIn } from '../data/keys';
import { rules } from '../core/security-rules';
import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
import { sessionFamilyStore } from './store';

/**
 * The refresh tokens of sessions the product issues itself (docs/identity.md, "Learner sessions").
 * A token is `fls1.<userId>.<familyId>.<secret>`: opaque to the browser (an HttpOnly cookie), its
 * prefix telling it from Cognito's. Each sign-in starts a family, one item under the account
 * (`SESSIONS#<userId>` / `FAMILY#<familyId>`) holding only the SHA-256 of the family's live token,
 * with a TTL at the session's end. Every refresh replaces the token (rotation); the replaced one,
 * sent again within `rules.refreshRetrySeconds`, gets the same successor (a retry, two tabs), and
 * any other old token of the family is a stolen copy: the family ends (reuse detection).
 */
const PREFIX = 'fls1.';
const TOKEN = /^fls1\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface Family {
  userId: string;
  familyId: string;
  /** SHA-256 of the live token. */
  current: string;
  /** SHA-256 of the token the last refresh replaced, when, and its successor sealed with it. */
  previous?: string;
  rotatedAtMs?: number;
  successor?: Sealed;
  /** The sign-in the session began with (epoch seconds): every ID token of the family carries it as `auth_time`. */
  authTime: number;
  /** A persistent cookie (keep me signed in) or one the browser forgets when it closes. */
  keepalive: boolean;
  expiresAtMs: number;
}

/** The schema a family is read through (decision 0714). */
const familySchema: ItemSchema<Family> = z.looseObject({
  userId: z.string(),
  familyId: z.string(),
  current: z.string(),
  previous: z.optional(z.string()),
  rotatedAtMs: z.optional(z.number()),
  successor: z.optional(z.object({ sealed: z.string() })),
  authTime: z.number(),
  keepalive: z.boolean(),
  expiresAtMs: z.number(),
});

export function isProductRefreshToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

export function parseRefreshToken(token: string): { userId: string; familyId: string } | undefined {
  const match = TOKEN.exec(token);
  return match ? { userId: match[1]!, familyId: match[2]! } : undefined;
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

function newToken(userId: string, familyId: string): string {
  return `${PREFIX}${userId}.${familyId}.${randomBytes(32).toString('base64url')}`;
}

/** What a refresh with `token` may do, from the family as read: pure, so every case is tested alone. */
export type Verdict =
  { kind: 'rotate' } | { kind: 'retry'; successor: string } | { kind: 'reuse' } | { kind: 'refuse' };

export function judge(family: Family | undefined, token: string, now = Date.now()): Verdict {
  if (!family || family.expiresAtMs <= now) return { kind: 'refuse' };
  const hash = tokenHash(token);
  if (hash === family.current) return { kind: 'rotate' };
  const inGrace =
    hash === family.previous && family.successor && (family.rotatedAtMs ?? 0) + rules.refreshRetrySeconds * 1000 >= now;
  if (inGrace) {
    const successor = opened(family.successor!, token, family.userId);
    if (successor) return { kind: 'retry', successor };
  }
  // Only someone who held a token of this family knows its id: an old token come back is a stolen copy.
  return { kind: 'reuse' };
}

function opened(sealed: Sealed, token: string, userId: string): string | undefined {
  try {
    const value = openAnswer(sealed, token, userId);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

// Names in expressions, never bare words: `current` is one of DynamoDB's reserved words.
const names = { '#current': 'current', '#previous': 'previous' };

/** A new session's family and its first refresh token. */
export async function startFamily(
  userId: string,
  options: { keepalive: boolean; authTime: number },
): Promise<{ token: string; family: Family }> {
  const familyId = randomBytes(16).toString('base64url');
  const token = newToken(userId, familyId);
  const lifetime = options.keepalive ? rules.refreshSeconds : rules.juniorShortRefreshSeconds;
  const family: Family = {
    userId,
    familyId,
    current: tokenHash(token),
    authTime: options.authTime,
    keepalive: options.keepalive,
    expiresAtMs: options.authTime * 1000 + lifetime * 1000,
  };
  await sessionFamilyStore.create(userId, familyId, { ...family }, ttlIn(lifetime, options.authTime * 1000));
  return { token, family };
}

export async function readFamily(userId: string, familyId: string): Promise<Family | undefined> {
  return sessionFamilyStore.read(userId, familyId, familySchema);
}

/**
 * Replaces the family's live token `token` with a new one, only if it is still the live one (a
 * conditional write): undefined when a parallel refresh replaced it first.
 */
export async function rotate(family: Family, token: string, now = Date.now()): Promise<string | undefined> {
  const successor = newToken(family.userId, family.familyId);
  try {
    await sessionFamilyStore.update(family.userId, family.familyId, {
      UpdateExpression: 'SET #current = :next, #previous = :old, rotatedAtMs = :now, successor = :sealed',
      ConditionExpression: '#current = :old',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':next': tokenHash(successor),
        ':old': tokenHash(token),
        ':now': now,
        ':sealed': sealAnswer(successor, token, family.userId),
      },
    });
    return successor;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Ends a family: its tokens refresh no more. `onlyIf` ends it only if that token is its live or last replaced one
 * (logout).
 */
export async function endFamily(userId: string, familyId: string, onlyIf?: string): Promise<void> {
  try {
    await sessionFamilyStore.remove(
      userId,
      familyId,
      onlyIf
        ? {
            ConditionExpression: '#current = :hash OR #previous = :hash',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':hash': tokenHash(onlyIf) },
          }
        : {},
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Logout: ends the family of this refresh token, if it is the family's live or last replaced one. */
export async function endFamilyOf(refreshToken: string): Promise<void> {
  const ids = parseRefreshToken(refreshToken);
  if (ids) await endFamily(ids.userId, ids.familyId, refreshToken);
}

/** Seconds the cookie of a persistent family has left; undefined makes it a browser-session cookie. */
export function cookieMaxAge(family: Family, now = Date.now()): number | undefined {
  return family.keepalive ? Math.max(0, Math.floor((family.expiresAtMs - now) / 1000)) : undefined;
}

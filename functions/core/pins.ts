import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { rules } from './security-rules';
import { clearAttempts, failedAttempt, reserveAttempt } from './attempt-guard';
import type { UserRecord } from './users';

/**
 * PINs are stored only as scrypt hashes (N=2^14, r=8, p=1, 16-byte salt): slow enough that a
 * stolen table does not give up 6-digit PINs quickly, fast enough (~40 ms) for sign-in.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join(':');
}

export async function pinMatches(pin: string, stored: string | undefined): Promise<boolean> {
  // With no stored hash, still spend the same time, so timing does not tell whether an account exists.
  const [scheme, n, r, p, salt, hash] = (stored ?? `scrypt:${N}:${R}:${P}:${'A'.repeat(24)}:${'A'.repeat(44)}`).split(
    ':',
  );
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(pin, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  const expected = Buffer.from(hash, 'base64');
  return Boolean(stored) && expected.length === key.length && timingSafeEqual(expected, key);
}

export function generatePin(): string {
  return String(randomInt(0, 10 ** rules.pinLength)).padStart(rules.pinLength, '0');
}

export function isPinShaped(value: string): boolean {
  return new RegExp(`^\\d{${rules.pinLength}}$`).test(value);
}

/**
 * Checks a PIN for a sign-in `subject` (attempt-guard.ts): the attempt is reserved first, so parallel
 * guesses cannot exceed the lockout. `user` is undefined for an unknown id (or a junior on the main
 * page), which still spends a reservation and a hash, and fails alike. `keepCount`: a right PIN that
 * is only the first of two factors (a staff account's, decision 570) leaves the count alone, so wrong
 * authenticator codes after it add up; the second factor's success clears it.
 */
export async function checkPin(
  subject: string,
  user: UserRecord | undefined,
  pin: string,
  now = Date.now(),
  keepCount = false,
): Promise<UserRecord> {
  const attempt = await reserveAttempt(subject, now);
  const matches = await pinMatches(pin, user?.pinHash);
  if (!user || !matches) throw failedAttempt(attempt, 'loginFailed');
  if (!keepCount) await clearAttempts(subject, now);
  return user;
}

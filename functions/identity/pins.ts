import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '#shared/errors';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';
import { rules } from './security-rules';
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
    scrypt(pin, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join(':');
}

export async function pinMatches(pin: string, stored: string | undefined): Promise<boolean> {
  // With no stored hash, still spend the same time, so timing does not tell whether an account exists.
  const [scheme, n, r, p, salt, hash] = (stored ?? `scrypt:${N}:${R}:${P}:${'A'.repeat(24)}:${'A'.repeat(44)}`).split(':');
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
 * Checks a PIN against the account with its lockout: after 5 wrong PINs in a row the account is
 * locked for 15 minutes. The counter is an atomic ADD, so parallel guesses all count.
 */
export async function checkPin(user: UserRecord | undefined, pin: string, now = Date.now()): Promise<UserRecord> {
  if (user?.lockedUntil && user.lockedUntil > now) throw new AppError('accountLocked');
  const matches = await pinMatches(pin, user?.pinHash);
  if (!user) throw new AppError('loginFailed');
  if (!matches) {
    await recordFailure(user.userId, now);
    throw new AppError('loginFailed');
  }
  if (user.failedPins > 0) await resetFailures(user.userId);
  return user;
}

async function recordFailure(userId: string, now: number): Promise<void> {
  const TableName = config().table('main');
  const result = await db().send(
    new UpdateCommand({
      TableName,
      Key: keys.user(userId),
      UpdateExpression: 'ADD failedPins :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(result.Attributes?.failedPins ?? 0) >= rules.pinFailuresBeforeLock) {
    await db().send(
      new UpdateCommand({
        TableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET lockedUntil = :until, failedPins = :zero',
        ConditionExpression: 'failedPins >= :limit',
        ExpressionAttributeValues: { ':until': now + rules.lockSeconds * 1000, ':zero': 0, ':limit': rules.pinFailuresBeforeLock },
      }),
    ).catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error; // a parallel failure locked it already
    });
    throw new AppError('accountLocked');
  }
}

async function resetFailures(userId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: config().table('main'),
      Key: keys.user(userId),
      UpdateExpression: 'SET failedPins = :zero REMOVE lockedUntil',
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}

import { createHmac } from 'node:crypto';
import { readCache } from '../lib/read-cache';
import { keyMaterial } from '../lib/secrets';
import { todayIst } from './learner-state';
import { readLicence, readSeatPool, type LicenceRecord } from './store';

/**
 * A licence key at rest (decision 0771; docs/organisations.md, "Keys at rest"): the table keeps only
 * its `ref`, HMAC-SHA-256 of the key's text under a key of the environment (a Secrets Manager secret
 * on AWS, LICENCE_KEY_SECRET; the local stack's own per data folder, LICENCE_HMAC_KEY), so the table,
 * its exports and its backups hold no seat: whoever reads them cannot sign in with what they read,
 * and cannot test guesses without the secret. Sign-in and Settings look a typed key up by its ref.
 */
const material = keyMaterial({
  secretVar: 'LICENCE_KEY_SECRET',
  localVar: 'LICENCE_HMAC_KEY',
  what: 'licence key hash key',
});

/** A key as typed: spaces around it dropped, letters in capitals (keys are issued in capitals). */
export function normaliseLicenceKey(value: string): string {
  return value.trim().toUpperCase();
}

/** The key's ref: its keyed hash, 43 base64url characters (the key's id in the table and the console). */
export async function licenceRef(rawKey: string): Promise<string> {
  return createHmac('sha256', await material.get())
    .update(normaliseLicenceKey(rawKey))
    .digest('base64url');
}

export const LICENCE_REF = /^[A-Za-z0-9_-]{43}$/;

/**
 * What an admin sees of a key after its issue: its first group and its last four characters, every
 * other letter or digit a dot (`FLU-••••-••••-••••-7K2Q`). Four characters of an 80-bit key leave 64
 * bits unknown.
 */
export function maskLicenceKey(key: string): string {
  const text = normaliseLicenceKey(key);
  const first = text.indexOf('-');
  return [...text].map((ch, i) => (i <= first || i >= text.length - 4 || ch === '-' ? ch : '•')).join('');
}

/** The key's item, found by the key's text. */
export async function findLicence(rawKey: string): Promise<LicenceRecord | undefined> {
  return readLicence(await licenceRef(rawKey));
}

/**
 * The last day the key's seats run: its pool's (an operator may move it), else the key's own, else none.
 * A school's children all sign in within minutes and read the same pool, so a warm function keeps each
 * pool's day for a minute (../lib/read-cache.ts), as it keeps the organisation.
 */
const poolDays = readCache<string | null>('seat_pools', { seconds: 60, maxEntries: 500 });

export async function keyExpiry(key: LicenceRecord): Promise<string | undefined> {
  const { poolId } = key;
  if (!poolId) return key.expiresOn;
  const day = await poolDays.get(`${key.orgId}#${poolId}`, async () => {
    return (await readSeatPool(key.orgId, poolId))?.expiresOn ?? null;
  });
  return day ?? key.expiresOn;
}

export function isPast(expiresOn: string | undefined, now = Date.now()): boolean {
  return Boolean(expiresOn && expiresOn < todayIst(now));
}

/** Tests only: read the key material again. */
export function forgetLicenceHashKey(): void {
  material.forget();
}

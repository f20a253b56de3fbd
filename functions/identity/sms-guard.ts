import { randomInt } from 'node:crypto';
import { AppError } from '#shared/errors';
import { ttlIn } from '../data/keys';
import { smsLimits, type SmsLimits } from '../core/security-rules';
import { setting } from '../lib/config';
import { smsBudgetStore } from './store';

/**
 * The SMS fraud guard (decision 0861): every code the product sends by SMS passes here first, on every
 * route that sends one. Per hour it holds
 * - a viewer address to `perAddress` codes sent and not yet proven (a proven code gives its place back, so a
 *   school's parents who type their codes are never slowed, and 30 numbers from one address get 10),
 * - a number range (country code and first digits) to `perRange` codes, and pauses the range once
 *   `pause.after` codes went to it with fewer than `pause.verifiedShare` proven: the sent-to-verified
 *   ratio the large OTP providers' fraud guards watch,
 * - all SMS to `total`, counted in shards so no item is written by every learner on an olympiad morning,
 * and sends only to the allowed countries. Each count is reserved by an atomic ADD and compared after, so
 * 30 parallel requests pass at most the limit; a refused reservation is given back.
 */
export const TOTAL_SHARDS = 10;
const KEEP_SECONDS = 2 * 60 * 60;

/** Where a code's counts live, kept with the code so proving it gives its place back. */
export interface SmsTicket {
  hour: string;
  address: string;
  range?: string;
}

function limits(): SmsLimits {
  const configured = setting('SMS_LIMITS');
  return configured ? { ...smsLimits, ...(JSON.parse(configured) as Partial<SmsLimits>) } : smsLimits;
}

/** The calling code of a number the product sends to: Indian mobiles, the only numbers a login id takes. */
const COUNTRY = '91';

/**
 * Reserves a code for `viewer`: the address always; a number's range and the total when the code goes to a
 * number the caller typed (`phone`). Callers pass the same whether or not an account exists, so a refusal
 * says nothing about one.
 */
export async function reserveCode(viewer: string, phone?: string, now = Date.now()): Promise<SmsTicket> {
  const rule = limits();
  if (phone && !rule.countries.includes(COUNTRY)) throw new AppError('smsBudgetSpent');
  const hour = new Date(now).toISOString().slice(0, 13);
  const expiresAt = ttlIn(KEEP_SECONDS, now);
  const ticket: SmsTicket = { hour, address: `address#${viewer || 'unknown'}` };
  const scopes: Array<{ scope: string; unverified: number; over: (c: Counts) => boolean }> = [
    { scope: ticket.address, unverified: 1, over: (c) => c.unverified > rule.perAddress },
  ];
  if (phone) {
    ticket.range = `range#${COUNTRY}-${phone.slice(0, rule.rangeDigits)}`;
    scopes.push(
      { scope: ticket.range, unverified: 1, over: (c) => c.sent > rule.perRange || paused(c, rule) },
      {
        scope: `total#${randomInt(TOTAL_SHARDS)}`,
        unverified: 0,
        over: (c) => c.sent > Math.ceil(rule.total / TOTAL_SHARDS),
      },
    );
  }
  const counts = await Promise.all(
    scopes.map(async (s) => countsOf(await smsBudgetStore.add(s.scope, hour, 1, s.unverified, expiresAt))),
  );
  if (scopes.some((s, i) => s.over(counts[i]!))) {
    await Promise.all(scopes.map((s) => smsBudgetStore.add(s.scope, hour, -1, -s.unverified, expiresAt)));
    throw new AppError('smsBudgetSpent');
  }
  return ticket;
}

/** A code of this ticket was proven: its address and range each count one fewer unverified. */
export async function codeProven(ticket: SmsTicket | undefined): Promise<void> {
  if (!ticket) return;
  const scopes = [ticket.address, ...(ticket.range ? [ticket.range] : [])];
  await Promise.all(
    scopes.map((scope) =>
      smsBudgetStore.verified(scope, ticket.hour).catch((error: unknown) => {
        // The hour's item has expired, or was never counted: nothing to give back.
        if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
      }),
    ),
  );
}

interface Counts {
  sent: number;
  unverified: number;
}

function countsOf(item: { sent?: number | undefined; unverified?: number | undefined } | undefined): Counts {
  return { sent: item?.sent ?? 0, unverified: item?.unverified ?? 0 };
}

/** The range sent `after` codes or more and fewer than the share of them were proven. */
function paused(c: Counts, rule: SmsLimits): boolean {
  return c.sent > rule.pause.after && (c.sent - c.unverified) / c.sent < rule.pause.verifiedShare;
}

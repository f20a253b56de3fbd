import { routeEntries, type RouteId } from '#shared/api/routes';
import { ConfigError } from './config-error';
import type { EnvSettings } from './environments';
import { eventPlan } from './olympiad-event';

/**
 * Lambda concurrency reserved for each public (unauthenticated) route in prod (decision 0874): its ceiling, so a
 * flood of one (sign-in guessing, SMS pumping, analytics spam) throttles that route alone and leaves the rest of the
 * account's concurrency, the exam path's, untouched. Sized from the capacity model (docs/performance.md): a route on
 * the exam path gets twice its peak at 50,000 children; the others a little above their busiest hour.
 */
export const PUBLIC_ROUTE_CONCURRENCY = {
  login: 170,
  refresh: 50,
  verifyLoginOtp: 20,
  postEvents: 20,
  otpLogin: 10,
  register: 10,
  parentSignup: 10,
  paytmCallback: 10,
  forgotPin: 5,
  verifyMfa: 5,
  verifyCertificate: 5,
  stripeWebhook: 5,
  paytmWebhook: 5,
  health: 2,
} as const satisfies Partial<Record<RouteId, number>>;

/** Lambda leaves at least this many of the account's concurrent executions unreserved (AWS's rule). */
export const UNRESERVED_MINIMUM = 100;
const DEFAULT_QUOTA = 1000;

/** What a route reserves in this environment, if anything: an olympiad may raise an exam-path route's figure. */
export function reservedConcurrency(settings: EnvSettings, routeId: RouteId): number | undefined {
  if (!settings.reservePublicConcurrency) return undefined;
  const base = (PUBLIC_ROUTE_CONCURRENCY as Partial<Record<RouteId, number>>)[routeId];
  if (base === undefined) return undefined;
  const provisioned = settings.event ? (eventPlan(settings.event).provisioned as Record<string, number>)[routeId] : 0;
  // Provisioned instances count against the reservation: twice them, so the day's peak fits with its headroom.
  return Math.max(base, 2 * (provisioned ?? 0));
}

/**
 * The account's concurrency, what the public routes reserve, and what stays for everything else (the exam path):
 * refused at synth when the exam path's peak on an olympiad would not fit in what stays.
 */
export function concurrencyShares(settings: EnvSettings): { quota: number; reserved: number; unreserved: number } {
  const quota = settings.event?.lambdaConcurrency ?? DEFAULT_QUOTA;
  const reserved = routeEntries()
    .filter(([, route]) => route.access === 'public')
    .reduce((sum, [routeId]) => sum + (reservedConcurrency(settings, routeId) ?? 0), 0);
  const unreserved = quota - reserved;
  const plan = settings.event ? eventPlan(settings.event) : undefined;
  const examPeak = plan
    ? Object.entries(plan.provisioned)
        .filter(([id]) => !(id in PUBLIC_ROUTE_CONCURRENCY))
        .reduce((sum, [, n]) => sum + n, 0)
    : 0;
  if (reserved && unreserved < Math.max(UNRESERVED_MINIMUM, examPeak))
    throw new ConfigError(
      `The public routes reserve ${reserved} of ${quota} concurrent executions, leaving ${unreserved}: the exam ` +
        `path needs ${examPeak} at the olympiad's peak. Raise the account's quota and the event's lambdaConcurrency.`,
    );
  return { quota, reserved, unreserved };
}

import * as z from 'zod/mini';

/**
 * POST v1/events (decision 0560): the analytics events the spec names (spec 01 §7, spec 02 §7),
 * sent by the web app in small batches. Public (a visitor who has not signed in is counted too), so
 * everything is bounded: at most 25 events, 10 parameters each, short strings, and the route's
 * body cap (routes.ts). No user id, name, e-mail or phone: only what the events themselves carry.
 */
export const analyticsEventNames = [
  'web_signin',
  'post_buy_sign_in',
  'child_signin',
  'preview_course',
  'course_preview_ended',
  'start_course_preview',
  'webclient_product_view',
  'recommended_product_click',
  'purchase_started',
  'purchase_success',
  'purchase_failure',
  'certificate_download',
  'report_download',
] as const;

/** The spec's kids registration events have no names of their own there; ours all start `kids_`. */
const KIDS_EVENT = /^kids_[a-z0-9_]{1,40}$/;

export const MAX_EVENTS_PER_BATCH = 25;
export const MAX_EVENTS_BODY_BYTES = 16 * 1024;

const eventName = z
  .string()
  .check(
    z.refine(
      (name) => (analyticsEventNames as readonly string[]).includes(name) || KIDS_EVENT.test(name),
      'Unknown event',
    ),
  );
const paramName = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/));
const paramValue = z.nullable(z.union([z.string().check(z.maxLength(120)), z.number(), z.boolean()]));

export const analyticsEventSchema = z.object({
  event: eventName,
  /** When the browser saw it (ISO 8601); the server adds when it arrived. */
  at: z.iso.datetime(),
  /** The page's path (no query string: it may carry a code or an e-mail). */
  page: z.string().check(z.regex(/^\/[^?#\u0000-\u001f\u007f]{0,199}$/)),
  params: z.record(paramName, paramValue).check(z.refine((p) => Object.keys(p).length <= 10, 'Too many parameters')),
});

export const postEventsSchema = z.object({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
export type PostEventsRequest = z.output<typeof postEventsSchema>;

import { catalogue } from '#shared/errors';

/**
 * The course messages the screens act on (spec 02 §8), from the one catalogue, and the filter's
 * empty message, which only the web shows.
 */
export const courseMessages = {
  notPurchased: catalogue.courseNotPurchased.message,
  userNotPurchased: catalogue.courseNotBought.message,
  expired: catalogue.courseExpired.message,
  noFilterMatch: 'No Activities in this Unit that match your I want to preference above.',
} as const;

/** How long the red 'not purchased' panel shows before the visitor goes to My Dashboard. */
export const NOT_PURCHASED_REDIRECT_MS = 4_000;

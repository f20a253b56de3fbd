import { http, ok } from '../../lib/http';
import { analytics } from '../analytics';

/**
 * POST v1/events (ADR 0560): a batch of the web app's analytics events, validated whole by the
 * route's schema (a malformed or oversized batch is a 400 and nothing is stored), then handed to
 * the Analytics port in one call. Public: no caller is recorded, only what the events carry.
 */
export const handler = http('postEvents', async ({ input, requestId }) => {
  const receivedAt = new Date().toISOString();
  await analytics().put(input.events.map((event) => ({ ...event, receivedAt, requestId })));
  return ok({ accepted: input.events.length });
});

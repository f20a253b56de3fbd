import { http, ok } from '../../lib/http';
import { settleReport, verifiedReport } from '../paytm-report';

/**
 * POST v1/paytmwebhook (public): Paytm's Payment Status webhook, configured in Paytm's dashboard,
 * the record of truth when the learner never comes back. Checked and settled as the callback is
 * (../paytm-report.ts); a repeat changes nothing and is acknowledged with 200, so Paytm stops
 * retrying; a refusal (a bad checksum, an amount that is not the order's) is a 400.
 */
export const handler = http('paytmWebhook', async ({ input }) =>
  ok(null, await settleReport(await verifiedReport(input), 'webhook')),
);

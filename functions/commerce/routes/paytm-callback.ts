import { http } from '../../lib/http';
import { log } from '../../lib/log';
import { settleReport, verifiedReport } from '../paytm-report';

/**
 * POST v1/paytmcallback (public): the callback URL of Initiate Transaction. Paytm's page sends the
 * learner's browser here with an HTML form post of the result. A result whose checksum fails is
 * refused (400, nothing written). A genuine one settles the order as Paytm's webhook would
 * (../paytm-report.ts), then the browser goes on to /paymentprocess, whose page asks processpayment
 * what the order became: so whatever settling met here (a mismatched amount, a busy table) the
 * learner gets the spec's answer there, not this route's.
 */
export const handler = http('paytmCallback', async ({ input }) => {
  const fields = await verifiedReport(input);
  await settleReport(fields, 'callback').catch((error: unknown) =>
    log.warn('payment.callback_not_settled', { orderId: fields.ORDERID, error: String(error) }),
  );
  return {
    data: null,
    redirect: `/paymentprocess?${new URLSearchParams({ payment_type: 'paytm', ORDERID: fields.ORDERID! })}`,
  };
});

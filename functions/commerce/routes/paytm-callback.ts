import { http } from '../../lib/http';
import { paytmReport } from '../paytm-report';

/**
 * POST v1/paytmcallback (public): the callback URL of Initiate Transaction. Paytm's page sends the
 * learner's browser here with an HTML form post of the result. It is checked and settled as Paytm's
 * webhook is (../paytm-report.ts), then the browser goes on to /paymentprocess, whose page asks
 * processpayment what the order became. A result whose checksum fails is refused (400, nothing written).
 */
export const handler = http('paytmCallback', async ({ input }) => {
  await paytmReport(input, 'callback');
  return { data: null, redirect: `/paymentprocess?${new URLSearchParams({ payment_type: 'paytm', ORDERID: input.ORDERID! })}` };
});

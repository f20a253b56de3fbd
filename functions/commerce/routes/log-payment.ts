import { randomUUID } from 'node:crypto';
import { http, ok } from '../../lib/http';
import { ttlIn } from '../../data/keys';
import { payerOf } from '../buyer';
import { putPaymentLog } from '../store';

/**
 * POST v1/log_payment (spec 02 §2 payment logging page): the provider's return query, kept 90 days for support under
 * the payer.
 */
export const handler = http('logPayment', async ({ caller, input }) => {
  const at = new Date().toISOString();
  await putPaymentLog(payerOf(caller), at, randomUUID(), input.log_data, ttlIn(90 * 86400));
  return ok(null, 'Logged');
});

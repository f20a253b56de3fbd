import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { startCheckout } from '../checkout';
import { siteOrigin } from '../return-url';

/** POST v1/startpayment (spec 02 §4 payment, §7): the order and the gateway's start (../checkout.ts). */
export const handler = http(
  'startPayment',
  async ({ caller, input, event }) => ok(await startCheckout(caller, input, siteOrigin(event.headers ?? {}))),
  { idempotency },
);

import type { PaymentType } from '#shared/schemas/commerce';
import type { Gateway } from './payments-port';
import { paytmGateway } from './adapters/paytm-payments';
import { stripeGateway } from './adapters/stripe-payments';

export type { Gateway } from './payments-port';

/**
 * The Payments adapter of an order (./payments-port.ts): by the provider the learner chose, not by
 * the world, since locally each provider's sandbox plays it (infra/local/paytm-sandbox.ts,
 * stripe-sandbox.ts). Both adapters are small; Stripe's package loads from its kit on first use.
 */
export function payments(type: PaymentType): Gateway {
  return type === 'paytm' ? paytmGateway() : stripeGateway();
}

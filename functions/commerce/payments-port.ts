import type { Currency } from '#shared/commerce/pricing';
import type { ProcessPaymentRequest } from '#shared/schemas/commerce';
import type { StoredOrder } from './orders';

/**
 * The Payments port (docs/commerce.md): what the browser takes to the provider, and the provider's
 * own word on an order. `paytm` (rupees: ./adapters/paytm-payments.ts) and `stripe` (dollars:
 * ./adapters/stripe-payments.ts) are the two, chosen by the order's payment type in ./payments.ts;
 * locally each talks to the local stack's sandbox playing that provider's API, with the same code and
 * the same checks. Keys come from ./payment-keys.ts (Secrets Manager on AWS).
 */
export interface PaymentRequest {
  orderId: string;
  amount: number;
  currency: Currency;
  userId: string;
  productName: string;
  /** The end of the order's price hold: the provider's checkout closes by then. */
  holdUntil: string;
  /** The site's origin: Paytm's callback (`/v1/paytmcallback`) and Stripe's return (`/paymentprocess`) are under it. */
  siteUrl: string;
}

export interface StartedPayment {
  /** The fields the browser posts to `postUrl` (none for a page to open). */
  form: Record<string, string>;
  postUrl: string;
  /** POST: the page auto-posts the form (Paytm); GET: it goes to the URL (Stripe Checkout). */
  method: 'POST' | 'GET';
  txnToken: string;
}

/** A provider's word on an order, read from the provider itself (server to server). */
export interface VerifiedResult {
  /** open: the learner has not paid (nothing at the provider yet, or a checkout still open). */
  state: 'paid' | 'declined' | 'pending' | 'open';
  /** As the provider reports it: amount text with two decimals, and the currency code. */
  amount: string;
  currency: string;
  transId: string;
  /** When the provider completed the payment, for the order's hold (./order-hold.ts). */
  completedAt?: string;
  /** Stripe: the Checkout Session. */
  sessionId?: string;
}

export interface Gateway {
  currencies: readonly Currency[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** The provider's word on this order now, or `paymentInvalid` when it cannot be trusted. */
  confirm(order: StoredOrder, input: ProcessPaymentRequest): Promise<VerifiedResult>;
  /**
   * The learner came back with the order still open: close the checkout so it cannot be paid later, and say what it is
   * now.
   */
  close(result: VerifiedResult): Promise<VerifiedResult>;
}

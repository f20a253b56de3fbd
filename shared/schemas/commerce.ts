import * as z from 'zod/mini';
import { indianStates } from '../commerce/states';
import { pathId } from './path-params';

/**
 * Request schemas of the commerce calls (spec 02 §7). Prices are never taken from a request: the
 * server computes every amount from its product and coupon records.
 */
export const commerceMessages = {
  couponBlank: 'Please enter the coupon code.',
  stateRequired: 'Please select State',
} as const;

const flag01 = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 0);

/**
 * GET products / relatedproducts: country 0 both, 1 domestic, 2 international; international 1 for an international
 * user.
 */
export const productsQuerySchema = z.object({
  country: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2))),
  international: flag01,
});

export const productParams = { id: pathId } as const;
export const childProductParams = { productId: pathId, childId: pathId } as const;
export const couponParams = {
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, commerceMessages.couponBlank),
      z.maxLength(40),
      z.regex(/^[A-Za-z0-9_-]+$/, 'This coupon code is not valid.'),
    ),
  productId: pathId,
} as const;

/**
 * Payment types (spec 02 §7): Paytm for rupees, Stripe (the card provider) for dollars. Locally both
 * talk to the local stack's sandboxes, which play each provider's API (docs/commerce.md).
 */
export const paymentTypes = ['paytm', 'stripe'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const startPaymentSchema = z.object({
  product_id: z.coerce.number().check(z.int(), z.positive()),
  is_mobile: flag01,
  coupon: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  /** Sent by the web for display; the server decides it from the state (spec 02 §9). */
  is_gst: z.optional(z.enum(['Y', 'N'])),
  /**
   * The buyer's Indian state (spec 02 §4: required at start), which decides the GST lines. A dollar
   * buyer is abroad and is not asked: startpayment requires it for rupees only (docs/decisions.md).
   */
  state_name: z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1, commerceMessages.stateRequired),
      z.refine((s) => (indianStates as readonly string[]).includes(s), commerceMessages.stateRequired),
    ),
  ),
  is_subscription: flag01,
  payment_method: z._default(z.string().check(z.maxLength(10)), 'DC'),
  payment_type: z._default(z.enum(paymentTypes), 'paytm'),
  /** Buying for a child (spec 02 §2 child flow). */
  child_id: z.optional(pathId),
  /** The amount the page showed: a different one on the server is refused ('priceChanged'), never charged. */
  expected_amount: z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(10_000_000))),
  /** The affiliate's uid from the 30-day cookie, recorded on the order. */
  affiliate: z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]*$/))),
});

/**
 * POST processpayment (spec 02 §7: ORDERID, ISWEB, payment_type): the learner's return to
 * /paymentprocess. The browser vouches for nothing: the server asks the provider (Paytm's
 * Transaction Status API, or the Checkout Session read back from Stripe, whose id the return URL
 * carries) and answers what it says.
 */
export const processPaymentSchema = z.object({
  ORDERID: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  ISWEB: flag01,
  payment_type: z._default(z.enum(paymentTypes), 'paytm'),
  /** Stripe Checkout's session id (`cs_…`), from the return URL. */
  session_id: z.optional(z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_]+$/))),
});

/**
 * What Paytm posts to the callback URL and to the webhook (docs/commerce.md, "Paytm"): ORDERID, MID,
 * TXNID, TXNAMOUNT, PAYMENTMODE, CURRENCY, TXNDATE, STATUS, RESPCODE, RESPMSG, GATEWAYNAME,
 * BANKTXNID, BANKNAME, CHECKSUMHASH and whatever else the payment mode adds. Every field is kept, as
 * posted, because the checksum covers every field but CHECKSUMHASH; the route verifies it.
 */
export const paytmResponseSchema = z
  .record(
    z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'This field name is not one Paytm sends.')),
    z
      .string()
      .check(z.maxLength(1000), z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'This value has characters Paytm does not send.')),
  )
  .check(
    z.refine((fields) => Object.keys(fields).length <= 60, 'Too many fields.'),
    z.refine((fields) => Boolean(fields.ORDERID && fields.CHECKSUMHASH), 'ORDERID and CHECKSUMHASH are required.'),
  );

/**
 * POST stripewebhook: a Stripe event. Only its shape is checked here; what counts is the signature
 * over the raw body (`Stripe-Signature`), which the route checks before reading anything.
 */
export const stripeWebhookSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const logPaymentSchema = z.object({ log_data: z.string().check(z.maxLength(4000)) });

export type StartPaymentRequest = z.output<typeof startPaymentSchema>;
export type ProcessPaymentRequest = z.output<typeof processPaymentSchema>;
export type PaytmResponse = z.output<typeof paytmResponseSchema>;

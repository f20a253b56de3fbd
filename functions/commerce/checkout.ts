import type { Caller } from '#shared/api/caller';
import type { PaymentStart } from '#shared/api/contract-commerce';
import { AppError } from '#shared/errors';
import { amountText, offerPrice, type Currency } from '#shared/commerce/pricing';
import type { StartPaymentRequest } from '#shared/schemas/commerce';
import { todayIst } from '../core/learner-state';
import { getUser } from '../core/users';
import { checkCoupon, getCoupon, getProduct, mayBuy } from './catalogue';
import { createOrder, newOrderId } from './orders';
import { holdEnd } from './order-hold';
import { payments } from './payments';
import { buyerOf } from './buyer';
import { requireBuyable, requireExpectedPrice, stateFor } from './checkout-rules';

/**
 * A checkout's start (spec 02 §4 payment, §7): the order is created with the amount the server
 * computes (the product's offer price in the buyer's currency, less a valid coupon), then the
 * gateway's start is returned: a form to post after the page's 4-second wait (Paytm's Show Payment
 * Page) or Stripe Checkout's page to open. Dollars for international users and the card provider
 * (`stripe`), rupees otherwise (spec 02 §9); a gateway that cannot take that currency is refused.
 * Only what the product list offers this buyer may be bought (`mayBuy`: 'Product not available'),
 * and a children's product only for one child (./checkout-rules.ts). A parent acting for a child
 * pays from their own account for that child (./buyer.ts). The coupon is only checked here; its
 * use is counted when the payment succeeds. The order holds its price for 30 minutes
 * (./order-hold.ts); Paytm's txnToken comes from Initiate Transaction.
 */
export async function startCheckout(
  caller: Caller,
  input: StartPaymentRequest,
  siteUrl: string,
): Promise<PaymentStart> {
  const buyer = await buyerOf(caller, input.child_id);
  const [product, user] = await Promise.all([getProduct(input.product_id), getUser(buyer.payerId)]);
  const currency: Currency = input.payment_type === 'stripe' || user?.international ? 'USD' : 'INR';
  const may = { international: Boolean(user?.international), parent: Boolean(buyer.child) || caller.type === 'k' };
  if (!product || !mayBuy(product, may, currency)) throw new AppError('productNotFound');
  await requireBuyable(product, buyer);
  const state = stateFor(currency, input.state_name);
  const gw = payments(input.payment_type);
  if (!gw.currencies.includes(currency)) throw new AppError('paymentTypeUnavailable');
  let amount = offerPrice(product, currency);
  const code = input.coupon?.trim().toUpperCase();
  if (code) {
    const coupon = checkCoupon(await getCoupon(code), product, currency, todayIst());
    if (coupon.result !== 'valid') throw new AppError('couponInvalid', { message: coupon.result });
    amount = coupon.discounted_price;
  }
  requireExpectedPrice(input.expected_amount, amount, currency);
  const orderId = newOrderId();
  const orderedAt = new Date();
  const holdUntil = holdEnd(orderedAt);
  await createOrder({
    orderId,
    userId: buyer.payerId,
    status: 'created',
    productId: product.product_id,
    productName: product.product_name,
    amount,
    currency,
    paymentType: input.payment_type,
    ...state,
    orderedAt: orderedAt.toISOString(),
    holdUntil,
    ...(code ? { coupon: code } : {}),
    ...(buyer.child ? { childId: buyer.child.child.userId } : {}),
    ...(input.affiliate ? { affiliate: input.affiliate } : {}),
  });
  const start = await gw.start({
    orderId,
    amount,
    currency,
    userId: buyer.payerId,
    productName: product.product_name,
    holdUntil,
    siteUrl,
  });
  return {
    params: { ORDER_ID: orderId, TXN_AMOUNT: amountText(amount), CURRENCY: currency },
    CHECKSUMHASH: '',
    payment_type: input.payment_type,
    trans_id: orderId,
    inr_price: currency === 'INR' ? amount : 0,
    isChildCourse: product.for_child,
    txnToken: start.txnToken,
    sub_action_url: '/paymentprocess',
    postUrl: start.postUrl,
    post_method: start.method,
    form: start.form,
    order_expires_at: holdUntil,
  };
}

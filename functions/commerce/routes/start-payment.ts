import { AppError } from '#shared/errors';
import { gstFlag } from '#shared/commerce/states';
import { offerPrice } from '#shared/commerce/pricing';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { todayIst } from '../../courses/learner-state';
import { ownChild } from '../../family/children';
import { checkCoupon, getCoupon, getProduct } from '../catalogue';
import { createOrder, newOrderId } from '../orders';
import { amountText, gateway } from '../payments';

/**
 * POST v1/startpayment (spec 02 §4 payment, §7): the order is created with the amount the server
 * computes (the product's offer price in the gateway's currency, less a valid coupon), then the
 * gateway's form fields and checksum are returned for the page to post after its 4-second wait.
 * The coupon is only checked here; its use is counted when the payment succeeds.
 */
export const handler = http('startPayment', async ({ caller, input }) => {
  const product = await getProduct(input.product_id);
  if (!product) throw new AppError('productNotFound');
  if (input.child_id) await ownChild(caller.userId, input.child_id);
  const gw = gateway(input.payment_type);
  let amount = offerPrice(product, gw.currency);
  const code = input.coupon?.trim().toUpperCase();
  if (code) {
    const coupon = checkCoupon(await getCoupon(code), product, gw.currency, todayIst());
    if (coupon.result !== 'valid') throw new AppError('couponInvalid', { message: coupon.result });
    amount = coupon.discounted_price;
  }
  const orderId = newOrderId();
  await createOrder({
    orderId,
    userId: caller.userId,
    status: 'created',
    productId: product.product_id,
    productName: product.product_name,
    amount,
    currency: gw.currency,
    paymentType: input.payment_type,
    stateName: input.state_name,
    isGst: gstFlag(input.state_name),
    orderedAt: new Date().toISOString(),
    ...(code ? { coupon: code } : {}),
    ...(input.child_id ? { childId: input.child_id } : {}),
    ...(input.affiliate ? { affiliate: input.affiliate } : {}),
  });
  const start = await gw.start({ orderId, amount, currency: gw.currency, userId: caller.userId });
  return ok({
    params: { ...start.fields, ORDER_ID: orderId, TXN_AMOUNT: amountText(amount), CURRENCY: gw.currency },
    CHECKSUMHASH: start.checksum,
    payment_type: input.payment_type,
    trans_id: orderId,
    inr_price: gw.currency === 'INR' ? amount : 0,
    isChildCourse: product.for_child,
    txnToken: '',
    sub_action_url: '/paymentprocess',
    postUrl: start.postUrl,
  });
}, { idempotency });

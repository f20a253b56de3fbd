import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { todayIst } from '../../core/learner-state';
import { getUser } from '../../core/users';
import { payerOf } from '../buyer';
import { checkCoupon, getCoupon, getProduct, mayBuy } from '../catalogue';

/**
 * GET v1/coupon/{code}/{productId} (spec 02 §4 coupon): whether the code applies to the product
 * today and the price it gives, in the payer's currency (dollars for an international learner). One
 * that does not apply is refused (422) with the reason as the message, which the web shows under the
 * coupon box; startpayment computes the price again. A product this buyer may not buy (`mayBuy`, as
 * startpayment decides it) is 'Product not available', never a valid coupon.
 */
export const handler = http('coupon', async ({ caller, params }) => {
  const [product, user] = await Promise.all([getProduct(Number(params.productId)), getUser(payerOf(caller))]);
  const currency = user?.international ? 'USD' : 'INR';
  const buyer = {
    international: Boolean(user?.international),
    parent: Boolean(caller.actingParentId) || caller.type === 'k',
  };
  if (!product || !mayBuy(product, buyer, currency)) throw new AppError('productNotFound');
  const code = params.code!.trim().toUpperCase();
  const result = checkCoupon(await getCoupon(code), product, currency, todayIst());
  if (result.result !== 'valid') throw new AppError('couponInvalid', { message: result.result });
  return ok(result);
});

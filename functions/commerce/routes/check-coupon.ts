import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { todayIst } from '../../courses/learner-state';
import { checkCoupon, getCoupon, getProduct } from '../catalogue';

/**
 * GET v1/coupon/{code}/{productId} (spec 02 §4 coupon): whether the code applies to the product
 * today and the price it gives. A coupon that does not apply is an answer (result = the reason), not
 * an error; the price is only ever computed again by startpayment.
 */
export const handler = http('coupon', async ({ params }) => {
  const product = await getProduct(Number(params.productId));
  if (!product) throw new AppError('productNotFound');
  const code = params.code!.trim().toUpperCase();
  const result = checkCoupon(await getCoupon(code), product, 'INR', todayIst());
  return ok(result, result.result === 'valid' ? 'Success' : result.result);
});

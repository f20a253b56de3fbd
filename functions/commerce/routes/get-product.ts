import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { buyerOf } from '../buyer';
import { getProduct, productView } from '../catalogue';
import { ownership } from '../ownership';

/**
 * GET v1/products/{id}: one product for the product page; an unknown id is 'Product not available'
 * (spec 02 §8), and so is an adult's product to a parent acting for a child.
 */
export const handler = http('product', async ({ caller, params }) => {
  const buyer = await buyerOf(caller);
  const [product, owned] = await Promise.all([getProduct(Number(params.id)), ownership(buyer)]);
  if (!product || (buyer.child && !product.for_child)) throw new AppError('productNotFound');
  return ok(productView(product, owned(product)));
});

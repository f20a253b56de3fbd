import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { getProduct, productView } from '../catalogue';
import { ownership } from '../ownership';

/** GET v1/products/{id}: one product for the product page; an unknown id is 'Product not available' (spec 02 §8). */
export const handler = http('product', async ({ caller, params }) => {
  const [product, owned] = await Promise.all([getProduct(Number(params.id)), ownership(caller.userId)]);
  if (!product) throw new AppError('productNotFound');
  return ok(productView(product, owned(product)));
});

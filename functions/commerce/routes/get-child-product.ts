import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { buyerOf } from '../buyer';
import { getProduct, productView } from '../catalogue';
import { ownership } from '../ownership';

/**
 * GET v1/product/{productId}/{childId}: a children's product as one child would get it (spec 02 §2
 * child flow): the parent's own child with their own token, or the acting child with its token.
 */
export const handler = http('childProduct', async ({ caller, params }) => {
  const buyer = await buyerOf(caller, params.childId);
  const [product, owned] = await Promise.all([getProduct(Number(params.productId)), ownership(buyer)]);
  if (!product || !product.for_child) throw new AppError('productNotFound');
  return ok(productView(product, owned(product)));
});

import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { ownChild } from '../../family/children';
import { getProduct, productView } from '../catalogue';
import { ownership } from '../ownership';

/** GET v1/product/{productId}/{childId}: a product bought for one of the parent's own children (spec 02 §2 child flow). */
export const handler = http('childProduct', async ({ caller, params }) => {
  await ownChild(caller.userId, params.childId!);
  const [product, owned] = await Promise.all([getProduct(Number(params.productId)), ownership(caller.userId)]);
  if (!product || !product.for_child) throw new AppError('productNotFound');
  return ok(productView(product, owned(product)));
});

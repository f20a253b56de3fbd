import type { Caller } from '#shared/api/caller';
import type { ProductPromo } from '#shared/api/contract-assessment';
import { offerPrice, originalPrice } from '#shared/commerce/pricing';
import { getUser } from '../core/users';
import { listProducts, visibleTo } from './catalogue';
import { ownership } from './ownership';

/**
 * The completion popup's product promo (spec 02 §2 "a buy-now product promo"): the first product,
 * in catalogue order, that a retail adult learner may buy in their market and does not hold yet, in
 * their currency. Organisation learners, juniors and parents acting for a child get none (spec 02 §6:
 * buying is for retail users). A failure here never spoils the finish: the caller catches it.
 */
export async function productPromo(caller: Caller): Promise<ProductPromo | null> {
  if (!caller.retail || caller.type !== 'T' || caller.actingParentId) return null;
  const [user, products, owned] = await Promise.all([getUser(caller.userId), listProducts(), ownership(caller.userId)]);
  const international = user?.international === true;
  const currency = international ? 'USD' : 'INR';
  const product = products.find((p) => !p.for_child && visibleTo(p, international) && !owned(p).purchased);
  if (!product) return null;
  return {
    product_id: product.product_id,
    product_tag_line: product.product_tag_line,
    offer_price: offerPrice(product, currency),
    original_price: originalPrice(product, currency),
    product_icon_url: product.product_icon_url,
    currency,
  };
}

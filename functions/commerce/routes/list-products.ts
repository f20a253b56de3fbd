import { http, ok } from '../../lib/http';
import { buyerOf } from '../buyer';
import { listProducts, productView, visibleTo } from '../catalogue';
import { ownership } from '../ownership';

/**
 * GET v1/products (spec 02 §7): the catalogue for this buyer, filtered by country; the web shows the
 * first 4 as 'Recommended Courses'. A parent acting for a child sees the children's products, and
 * which of them that child holds.
 */
export const handler = http('products', async ({ caller, input }) => {
  const buyer = await buyerOf(caller);
  const [products, owned] = await Promise.all([listProducts(), ownership(buyer)]);
  const shown = products.filter(
    (p) => visibleTo(p, input.international === 1, input.country) && (!buyer.child || p.for_child),
  );
  return ok(shown.map((p) => productView(p, owned(p))));
});

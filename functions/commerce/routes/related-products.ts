import { http, ok } from '../../lib/http';
import { listProducts, productView, visibleTo } from '../catalogue';
import { ownership } from '../ownership';

/**
 * GET v1/relatedproducts: the products this user does not hold yet, for the recommended strip on course lists (at most
 * 4).
 */
export const handler = http('relatedProducts', async ({ caller, input }) => {
  const [products, owned] = await Promise.all([listProducts(), ownership(caller.userId)]);
  const related = products.filter(
    (p) => visibleTo(p, input.international === 1, input.country) && !owned(p).purchased && !p.for_child,
  );
  return ok(related.slice(0, 4).map((p) => productView(p, owned(p))));
});

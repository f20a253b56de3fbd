import { http, ok } from '../../lib/http';
import { listProducts, productView, visibleTo } from '../catalogue';
import { ownership } from '../ownership';

/** GET v1/products (spec 02 §7): the catalogue for this user, filtered by country; the web shows the first 4 as 'Recommended Courses'. */
export const handler = http('products', async ({ caller, input }) => {
  const [products, owned] = await Promise.all([listProducts(), ownership(caller.userId)]);
  return ok(products.filter((p) => visibleTo(p, input.international === 1, input.country)).map((p) => productView(p, owned(p))));
});

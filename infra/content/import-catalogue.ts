import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import type { StoredCoupon, StoredProduct } from '../../functions/commerce/catalogue';

/**
 * The products and coupons of `infra/content/commerce/catalogue.json` into the table (docs/commerce.md).
 * Products are replaced; a coupon's terms are replaced but its use count is kept, so importing again
 * never gives a used-up coupon its uses back.
 */
export const defaultCatalogueFile = path.resolve(import.meta.dirname, 'commerce', 'catalogue.json');

export async function importCatalogue(file = defaultCatalogueFile): Promise<{ products: number; coupons: number }> {
  const { products, coupons } = JSON.parse(readFileSync(file, 'utf8')) as {
    products: StoredProduct[];
    coupons: Array<Omit<StoredCoupon, 'used'>>;
  };
  const TableName = config().table('main');
  for (const product of products) {
    await db().send(
      new PutCommand({ TableName, Item: { ...keys.product(product.product_id), entity: 'product', ...product } }),
    );
  }
  for (const { code, ...terms } of coupons) {
    const names = Object.keys(terms);
    await db().send(
      new UpdateCommand({
        TableName,
        Key: keys.coupon(code),
        UpdateExpression: `SET entity = :entity, code = :code, used = if_not_exists(used, :zero), ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
        ExpressionAttributeValues: {
          ':entity': 'coupon',
          ':code': code.toUpperCase(),
          ':zero': 0,
          ...Object.fromEntries(names.map((n, i) => [`:v${i}`, (terms as Record<string, unknown>)[n]])),
        },
      }),
    );
  }
  return { products: products.length, coupons: coupons.length };
}

import { Link } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { money, prices } from '../../../components/products/price';
import { productSkills } from '../lib/money';
import styles from './commerce.module.css';

/**
 * A product card (spec 02 §2): tagline, skills, icon, offer and struck original price, percent off, 'Learn More' (a
 * recommended card's click is tracked).
 */
export function ProductCard({
  product,
  international,
  recommended,
  childId,
}: {
  product: Product;
  international: boolean;
  recommended: boolean;
  childId: string | null;
}) {
  const price = prices(product, international);
  const to = `${paths.purchase}?productID=${product.product_id}${childId ? `&childId=${encodeURIComponent(childId)}` : ''}`;
  const onClick = () =>
    recommended ? track('recommended_product_click', { product_id: product.product_id }) : undefined;
  return (
    <article className={styles.card} aria-labelledby={`product-${product.product_id}`}>
      <h3 id={`product-${product.product_id}`} className={styles.cardTitle}>
        {product.product_name}
      </h3>
      <p className={styles.tagline}>{product.product_tag_line}</p>
      <ul className={styles.skills} aria-label="Skills">
        {productSkills(product.product_tags).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className={styles.price}>
        <span className={styles.offer}>{money(price.offer, price.currency)}</span>
        {price.off > 0 ? (
          <>
            <s className={styles.original} aria-label={`was ${money(price.original, price.currency)}`}>
              {money(price.original, price.currency)}
            </s>
            <span className={styles.off}>{price.off}% off</span>
          </>
        ) : null}
      </p>
      {product.is_purchased ? (
        <p className={styles.owned}>{product.for_child ? 'Your child has this course' : 'You have this course'}</p>
      ) : null}
      {/* International learners too: they pay in dollars on the product page (docs/decisions.md). */}
      <Link
        className={buttonClass('secondary')}
        to={to}
        onClick={onClick}
        aria-label={`Learn more about ${product.product_name}`}
      >
        Learn More
      </Link>
    </article>
  );
}

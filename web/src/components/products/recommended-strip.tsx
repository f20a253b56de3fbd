import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { useApi } from '../../lib/api-client';
import { track } from '../../lib/analytics';
import { productPath } from '../../lib/links';
import { money, prices, useInternational } from './price';
import styles from './products.module.css';

/**
 * The recommended-courses strip under a course list (spec 02 §2, /online, /live, /coach; retail
 * learners only, §6): up to 4 products the learner does not hold (GET v1/relatedproducts), in their
 * currency, each opening its product page. A click is `recommended_product_click` (spec 02 §7).
 * Nothing shows while loading, on an error, or when there is nothing left to buy: it is an extra.
 */
export function RecommendedStrip({ source }: { source: string }) {
  const international = useInternational();
  const { data } = useApi(international === undefined ? null : 'relatedProducts', {
    international: international ? 1 : 0,
  });
  if (!data?.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="recommended-strip">
      <h2 id="recommended-strip" className={styles.title}>
        Recommended Courses
      </h2>
      <ul className={styles.list}>
        {data.slice(0, 4).map((p) => {
          const price = prices(p, international === true);
          return (
            <li key={p.product_id} className={styles.item}>
              <h3 className={styles.name}>{p.product_name}</h3>
              <p className={styles.tagline}>{p.product_tag_line}</p>
              <p className={styles.price}>
                <strong>{money(price.offer, price.currency)}</strong>
                {price.off > 0 ? (
                  <s aria-label={`was ${money(price.original, price.currency)}`}>
                    {money(price.original, price.currency)}
                  </s>
                ) : null}
                {price.off > 0 ? <span className={styles.off}>{price.off}% off</span> : null}
              </p>
              <Link
                className={buttonClass('secondary')}
                to={productPath(String(p.product_id))}
                onClick={() => track('recommended_product_click', { product_id: p.product_id, source })}
                aria-label={`Learn more about ${p.product_name}`}
              >
                Learn More
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useInternational, useProducts } from '../api/commerce';
import { rememberAffiliate } from '../lib/money';
import { ProductCard } from './product-card';
import styles from './commerce.module.css';

/**
 * /buycourse (spec 02 §2 products page): 'Recommended Courses' (the first 4) and 'Products list'
 * (the rest). `?childId=` buys for a child (from the child dashboard's View Courses); `?uid=` is an
 * affiliate's link, remembered for 30 days.
 */
export function ProductsPage() {
  const [search] = useSearchParams();
  const childId = search.get('childId');
  // The learner's own flag (profile); `?international=1` previews the dollar catalogue.
  const own = useInternational();
  const international = search.get('international') === '1' ? true : own;
  const { data, error, mutate } = useProducts(international);
  useEffect(() => rememberAffiliate(search), [search]);
  const products = (data ?? []).filter((p) => (childId ? p.is_parentpurchased || p.product_type === 'LIVEJUNIOR' : p.product_type !== 'LIVEJUNIOR'));
  const recommended = products.slice(0, 4);
  const rest = products.slice(4);
  return (
    <div className={styles.page}>
      <title>Buy a Course · Fluentia</title>
      <h1 className={styles.heading}>{childId ? 'Courses for your child' : 'Buy a Course'}</h1>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonGroup label="Loading courses">
          <Skeleton height={260} />
        </SkeletonGroup>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>Recommended Courses</h2>
          <ul className={styles.grid}>
            {recommended.map((p) => (
              <li key={p.product_id}>
                <ProductCard product={p} international={international === true} recommended childId={childId} />
              </li>
            ))}
          </ul>
          {rest.length ? (
            <>
              <h2 className={styles.sectionTitle}>Products list</h2>
              <ul className={styles.grid}>
                {rest.map((p) => (
                  <li key={p.product_id}>
                    <ProductCard product={p} international={international === true} recommended={false} childId={childId} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

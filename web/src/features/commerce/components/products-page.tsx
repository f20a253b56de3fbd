import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useInternational, useProducts } from '../api/commerce';
import { useBuyingFor } from '../hooks/use-buying-for';
import { rememberAffiliate } from '../lib/money';
import { ProductCard } from './product-card';
import styles from './commerce.module.css';

/**
 * /buycourse (spec 02 §2 products page): 'Recommended Courses' (the first 4) and 'Products list'
 * (the rest). For a child (acting for them, from their dashboard's View Courses, or `?childId=`)
 * only children's products, each bought for that child; a parent otherwise also sees the children's
 * products in their own section. `?uid=` is an affiliate's link, remembered for 30 days.
 */
export function ProductsPage() {
  const [search] = useSearchParams();
  const buying = useBuyingFor(search.get('childId'));
  // The learner's own flag (profile); `?international=1` previews the dollar catalogue.
  const own = useInternational();
  const international = search.get('international') === '1' ? true : own;
  const { data, error, mutate } = useProducts(international);
  useEffect(() => rememberAffiliate(search), [search]);
  const forChild = Boolean(buying.childId);
  const mine = (data ?? []).filter((p) => (forChild ? p.for_child : !p.for_child));
  const children = !forChild && buying.isParent ? (data ?? []).filter((p) => p.for_child) : [];
  const heading = forChild ? `Courses for ${buying.childName ?? 'your child'}` : 'Buy a Course';
  const card = (p: Product, recommended: boolean) => (
    <li key={p.product_id}>
      <ProductCard
        product={p}
        international={international === true}
        recommended={recommended}
        childId={forChild ? buying.childId : null}
      />
    </li>
  );
  return (
    <div className={styles.page}>
      <title>{`${heading} · Fluentia`}</title>
      {buying.acting && buying.childId ? (
        <Link to={paths.childDashboard.replace(':id', encodeURIComponent(buying.childId))} className={styles.backLink}>
          <Icon name="arrowLeft" size={16} />
          Back to {buying.childName ? `${buying.childName}’s` : 'the child’s'} dashboard
        </Link>
      ) : null}
      <h1 className={styles.heading}>{heading}</h1>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonGroup label="Loading courses">
          <Skeleton height={260} />
        </SkeletonGroup>
      ) : (
        <>
          {mine.length ? (
            <>
              <h2 className={styles.sectionTitle}>Recommended Courses</h2>
              <ul className={styles.grid}>{mine.slice(0, 4).map((p) => card(p, true))}</ul>
            </>
          ) : (
            <p className={styles.tagline}>No courses are on sale here just now. Please look again soon.</p>
          )}
          {mine.length > 4 ? (
            <>
              <h2 className={styles.sectionTitle}>Products list</h2>
              <ul className={styles.grid}>{mine.slice(4).map((p) => card(p, false))}</ul>
            </>
          ) : null}
          {children.length ? (
            <>
              <h2 className={styles.sectionTitle}>For your children</h2>
              <ul className={styles.grid}>{children.map((p) => card(p, false))}</ul>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

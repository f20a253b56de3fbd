import { Link } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { sanitizeProductHtml } from '../../../lib/sanitize';
import styles from './commerce.module.css';

/**
 * Spec 02 §2 preview link, `/mycourse?course_id={id}&previewMode=1`, with the product (and the child
 * it is for) so the preview's 'Back to product page' returns to this very page.
 */
function previewPath(courseId: number, productId: number, childId: string | null): string {
  const query = new URLSearchParams({ course_id: String(courseId), previewMode: '1', productID: String(productId) });
  if (childId) query.set('childId', childId);
  return `${paths.myCourse}?${query.toString()}`;
}

/**
 * The product page's main column (spec 02 §2): picture, name, tagline, preview courses and the sanitised description.
 *
 */
export function ProductDetails({ product, childId }: { product: Product; childId: string | null }) {
  return (
    <div>
      <div className={styles.hero} aria-hidden="true">
        {product.product_name}
      </div>
      <h1 className={styles.heading} style={{ marginTop: 'var(--space-5)' }}>
        {product.product_name}
      </h1>
      <p className={styles.tagline}>{product.product_tag_line}</p>
      {product.preview_details.length ? (
        <section aria-labelledby="previews">
          <h2 id="previews" className={styles.sectionTitle}>
            Preview the course
          </h2>
          <ul className={styles.previews}>
            {product.preview_details.map((c) => (
              <li key={c.course_id}>
                <Link
                  to={previewPath(c.course_id, product.product_id, childId)}
                  onClick={() => track('start_course_preview', { course_id: c.course_id })}
                >
                  {c.course_title}
                </Link>
                : {c.course_description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="about" className={styles.description}>
        <h2 id="about" className={styles.sectionTitle}>
          About this course
        </h2>
        <div dangerouslySetInnerHTML={{ __html: sanitizeProductHtml(product.product_description) }} />
        <p>
          {product.grant_name}. {product.is_purchased && !product.for_child ? 'You already have this course.' : ''}
        </p>
      </section>
    </div>
  );
}

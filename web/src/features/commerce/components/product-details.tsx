import { Link } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { sanitizeProductHtml } from '../../../lib/sanitize';
import styles from './commerce.module.css';

/** The product page's main column (spec 02 §2): picture, name, tagline, preview courses and the sanitised description. */
export function ProductDetails({ product }: { product: Product }) {
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
                <Link to={`${paths.myCourse}?course_id=${c.course_id}&previewMode=1`} onClick={() => track('start_course_preview', { course_id: c.course_id })}>
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
          {product.grant_name}. {product.is_purchased ? 'You already have this course.' : ''}
        </p>
      </section>
    </div>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { forgetPreviewMode } from '../../../lib/destinations';
import { productPath } from '../../../lib/links';
import styles from './preview-bar.module.css';

/**
 * Preview mode's strip (spec 02 §2): what the visitor is looking at, and 'Back to product page'
 * (the purchase route with the query's productID). Following it leaves preview mode in this tab, or
 * preview's access rule would send the visitor straight back here.
 */
export function PreviewBar() {
  const [params] = useSearchParams();
  return (
    <div className={styles.previewBar} role="region" aria-label="Course preview">
      <span className={styles.previewBadge}>Preview</span>
      <p className={styles.previewText}>
        You are previewing this course. The opening units are free to try; buy the course to unlock everything.
      </p>
      <Link
        to={productPath(params.get('productID'), params.get('childId'))}
        className={styles.previewLink}
        onClick={forgetPreviewMode}
      >
        <Icon name="arrowLeft" size={16} />
        Back to product page
      </Link>
    </div>
  );
}

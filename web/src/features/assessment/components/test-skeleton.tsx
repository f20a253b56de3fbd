import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import styles from './test-page.module.css';

/** The test page's shape while an attempt, a start or a review loads. */
export function TestSkeleton({ label = 'Loading the test…' }: { label?: string }) {
  return (
    <div className={styles.screen}>
      <SkeletonGroup label={label}>
        <div className={styles.header}>
          <div className={styles.headerRow}>
            <Skeleton width={44} height={44} radius={10} />
            <div className={styles.titleBlock}>
              <Skeleton width={90} height={10} />
              <Skeleton width="45%" height={18} style={{ marginTop: 8 }} />
            </div>
          </div>
        </div>
        <div className={styles.main}>
          <Skeleton height={14} width={120} />
          <Skeleton height={22} width="85%" />
          <Skeleton height={56} radius={10} />
          <Skeleton height={56} radius={10} />
          <Skeleton height={56} radius={10} />
        </div>
      </SkeletonGroup>
    </div>
  );
}

import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import hero from './course-hero.module.css';
import styles from './course-page.module.css';

/** The course page's shape while it loads: hero, About card, units, progress panel. */
export function CoursePageSkeleton() {
  return (
    <SkeletonGroup label="Loading your course…" className={styles.page}>
      <div className={hero.hero}>
        <div className={hero.heroText}>
          <Skeleton width={120} height={14} />
          <Skeleton width="60%" height={34} style={{ marginTop: 14 }} />
          <Skeleton width="40%" height={16} style={{ marginTop: 14 }} />
          <Skeleton width={170} height={48} radius={10} style={{ marginTop: 24 }} />
        </div>
        <Skeleton width={112} height={112} radius="50%" />
      </div>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <div className={styles.card}>
            <Skeleton width="35%" height={22} />
            <Skeleton height={14} style={{ marginTop: 16 }} />
            <Skeleton width="85%" height={14} style={{ marginTop: 10 }} />
          </div>
          {[0, 1, 2].map((n) => (
            <div key={n} className={styles.card}>
              <Skeleton width="50%" height={20} />
              <Skeleton width="25%" height={14} style={{ marginTop: 10 }} />
            </div>
          ))}
        </div>
        <div className={styles.aside}>
          <div className={styles.panel}>
            <Skeleton width="50%" height={20} />
            <Skeleton width={76} height={76} radius="50%" style={{ marginTop: 16 }} />
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}

import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { RecommendedStrip } from '../../../components/products/recommended-strip';
import { useSession } from '../../../lib/session';
import { useCourseList } from '../api/courses';
import { courseKinds, type CourseKind } from '../lib/course-kinds';
import { CourseCard } from './course-card';
import styles from './course-list.module.css';
import { EmptyCourses } from './empty-courses';

/**
 * /online, /live and /coach (spec 02 §2): the learner's courses of one kind under a heading, or the
 * 'you haven't bought any' explainer, then the recommended-courses strip for retail learners.
 */
export function CourseListPage({ kind }: { kind: CourseKind }) {
  const info = courseKinds[kind];
  const session = useSession();
  const { courses, error, mutate } = useCourseList(info.types);
  const retail = session?.isRetail === true;

  return (
    <div className={styles.page}>
      <title>{`${info.heading} · Fluentia`}</title>
      <header className={styles.pageHead}>
        <h1 className={styles.heading}>{info.heading}</h1>
        <p className={styles.intro}>{info.intro}</p>
      </header>

      {error && !courses ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !courses ? (
        <CardsSkeleton />
      ) : courses.length === 0 ? (
        <EmptyCourses info={info} retail={retail} />
      ) : (
        <ul className={styles.grid}>
          {courses.map((course) => (
            <li key={course.course_id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}

      {/* Spec 02 §2, §6: the recommended-courses strip follows, for retail users only. */}
      {retail ? <RecommendedStrip source={`course_list_${kind}`} /> : null}
    </div>
  );
}

export function CardsSkeleton() {
  return (
    <SkeletonGroup label="Loading your courses…" className={styles.grid}>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.card}>
          <Skeleton width={44} height={44} radius={12} />
          <Skeleton width="70%" height={22} style={{ marginTop: 16 }} />
          <Skeleton height={8} radius={999} style={{ marginTop: 20 }} />
          <Skeleton width="40%" height={14} style={{ marginTop: 10 }} />
          <Skeleton width={120} height={44} radius={10} style={{ marginTop: 24 }} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

export function OnlineCoursesPage() {
  return <CourseListPage kind="online" />;
}

export function LiveCoursesPage() {
  return <CourseListPage kind="live" />;
}

export function CoachCoursesPage() {
  return <CourseListPage kind="coach" />;
}

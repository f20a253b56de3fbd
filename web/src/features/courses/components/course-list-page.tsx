import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useCourseList } from '../api/courses';
import { courseKinds, type CourseKind } from '../lib/course-kinds';
import { CourseCard } from './course-card';
import styles from './course-list.module.css';
import { EmptyCourses } from './empty-courses';

/**
 * /online, /live and /coach (spec 02 §2): the learner's courses of one kind under a heading, or the
 * 'you haven't bought any' explainer.
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

      {/*
        Recommended courses (spec 02 §2: "A recommended-courses strip follows, for retail users
        only"; §9: the first 4 products). It needs GET v1/relatedproducts, which the products issue
        builds; it plugs in here as <RecommendedStrip /> when `retail` is true. Nothing until then.
      */}
    </div>
  );
}

function CardsSkeleton() {
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

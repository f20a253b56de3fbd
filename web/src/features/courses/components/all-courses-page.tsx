import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RecommendedStrip } from '../../../components/products/recommended-strip';
import { useSession } from '../../../lib/session';
import { useCourseList } from '../api/courses';
import { courseKinds, kindOfType, type CourseKind } from '../lib/course-kinds';
import { CourseCard } from './course-card';
import { CardsSkeleton } from './course-list-page';
import { EmptyCourses } from './empty-courses';
import styles from './course-list.module.css';

/**
 * /courses (spec 01 §2, 02 §9 "Courses are grouped in three tabs: live, online, coach"; decision 0449):
 * every course the learner holds, one tab per kind with its count. The tab is in the URL (?tab=),
 * so Back and a shared link keep it; without one, the first kind the learner has courses of opens.
 * Tabs follow the ARIA tabs pattern: arrow keys, Home and End move between them.
 */
const order: CourseKind[] = ['online', 'live', 'coach'];
/** On a phone the tabs say one word each, so all three fit on one line. */
const shortNames: Record<CourseKind, string> = { online: 'Online', live: 'Live', coach: 'Coach' };
const allTypes: ReadonlyArray<CourseSummary['type']> = order.flatMap((k) => courseKinds[k].types);

export function AllCoursesPage() {
  const session = useSession();
  const retail = session?.isRetail === true;
  const { courses, error, mutate } = useCourseList(allTypes);
  const [params, setParams] = useSearchParams();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const byKind = (kind: CourseKind) => courses?.filter((c) => kindOfType(c.type) === kind) ?? [];
  const asked = params.get('tab') as CourseKind | null;
  const current: CourseKind =
    asked && order.includes(asked) ? asked : (order.find((k) => byKind(k).length > 0) ?? 'online');

  const select = (kind: CourseKind, focus = false) => {
    setParams({ tab: kind }, { replace: true });
    if (focus) tabs.current[order.indexOf(kind)]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const at = order.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: order.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(order[(to + order.length) % order.length]!, true);
  };

  return (
    <div className={styles.page}>
      <title>My Courses · Fluentia</title>
      <header className={styles.pageHead}>
        <h1 className={styles.heading}>My Courses</h1>
        <p className={styles.intro}>Every course you hold: online lessons, live classes and coach calls.</p>
      </header>
      <div role="tablist" aria-label="Kinds of course" className={styles.tabs} onKeyDown={onKey}>
        {order.map((kind, i) => (
          <button
            key={kind}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${kind}`}
            aria-selected={kind === current}
            aria-controls={`panel-${kind}`}
            tabIndex={kind === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(kind)}
          >
            <span className={styles.tabLong}>{courseKinds[kind].heading}</span>
            <span className={styles.tabShort}>{shortNames[kind]}</span>
            {courses ? <span className={styles.tabCount}>{byKind(kind).length}</span> : null}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className={styles.panel}>
        {error && !courses ? (
          <ErrorAlert error={error} onRetry={() => void mutate()} />
        ) : !courses ? (
          <CardsSkeleton />
        ) : byKind(current).length === 0 ? (
          <EmptyCourses info={courseKinds[current]} retail={retail} />
        ) : (
          <ul className={styles.grid}>
            {byKind(current).map((course) => (
              <li key={course.course_id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {retail ? <RecommendedStrip source="course_list_all" /> : null}
    </div>
  );
}

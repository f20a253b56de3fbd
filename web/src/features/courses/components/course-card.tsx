import { Link } from 'react-router-dom';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ProgressBar, clampPercent } from '../../../components/ui/progress-bar';
import { kindIcons } from '../lib/kind-icons';
import { formatDay, isPastIndiaDay } from '../../../lib/dates';
import { paths } from '../../../config/paths';
import { coursePath } from '../../../lib/links';
import { courseCardAction } from '../lib/progress';
import { classTime } from '../lib/class-time';
import styles from './course-list.module.css';

const typeLabels: Record<CourseSummary['type'], string> = {
  online: 'Online lesson',
  live: 'Live class',
  live_junior: 'Live class for kids',
  coach: 'Coach course',
  time_based_coach: 'Coach course',
  call_based_coach: 'Coach calls',
};

/**
 * One course in a list (spec 02 §2): title, percent complete, valid until, a live course's next class
 * (in the learner's named time zone), and one button: View
 * when the course has a scheduling link (it opens in a new tab), else Start, Continue or Redo.
 * The title also opens the course, so a course with a scheduling link is still one click away.
 * An expired course says so and offers Renew (to Buy a Course) instead: opening it would only send
 * the learner back to the dashboard with 'Your course has expired.' (spec 02 §4).
 */
export function CourseCard({ course }: { course: CourseSummary }) {
  const action = courseCardAction(course);
  const percent = clampPercent(course.percentcomplete);
  const to = coursePath(course.course_id);
  const expired = course.close_date !== null && isPastIndiaDay(course.close_date);
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <span className={styles.cardIcon}>
          <Icon name={kindIcons[course.type]} size={22} />
        </span>
        <span className={styles.badge}>{typeLabels[course.type]}</span>
      </div>
      <h2 className={styles.cardTitle}>
        {expired ? (
          course.course_title
        ) : (
          <Link to={to} className={styles.titleLink}>
            {course.course_title}
          </Link>
        )}
      </h2>
      <div className={styles.cardProgress}>
        <ProgressBar value={percent} label={`${course.course_title}: progress`} />
        <p className={styles.percent}>
          <strong>{percent}%</strong> complete
        </p>
      </div>
      {course.close_date ? (
        expired ? (
          <p className={`${styles.validUntil} ${styles.expired}`}>
            <Icon name="alert" size={16} />
            <span>Expired on {formatDay(course.close_date)}</span>
          </p>
        ) : (
          <p className={styles.validUntil}>
            <Icon name="calendar" size={16} />
            <span>Valid until {formatDay(course.close_date)}</span>
          </p>
        )
      ) : null}
      {course.next_class && !expired ? (
        <p className={`${styles.validUntil} ${styles.nextClass}`}>
          <Icon name="clock" size={16} />
          <span>
            Next class:{' '}
            <time dateTime={course.next_class.start}>{classTime(course.next_class.start, course.next_class.end)}</time>
          </span>
        </p>
      ) : null}
      <div className={styles.cardFoot}>
        {expired ? (
          <ButtonLink
            to={paths.buyCourse}
            variant="secondary"
            className={styles.cardButton}
            aria-label={`Renew ${course.course_title}`}
          >
            Renew
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        ) : (
          <ButtonLink
            to={to}
            variant={action === 'Redo' ? 'secondary' : 'primary'}
            className={styles.cardButton}
            aria-label={`${action} ${course.course_title}`}
          >
            {action}
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

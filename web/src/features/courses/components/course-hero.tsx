import { Link } from 'react-router-dom';
import type { CourseDetails } from '#shared/api/contract';
import { Button, buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ProgressRing } from '../../../components/ui/progress-ring';
import { courseKinds, kindOfType } from '../lib/course-kinds';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/dates';
import { useSession, type Session } from '../../../lib/session';
import { mainControlLabel } from '../lib/progress';
import styles from './course-hero.module.css';

/**
 * The top of the course page (spec 02 §2): the course name, progress, and the main control
 * (GET STARTED, CONTINUE or REDO). Course 507 adds its outline download. In preview mode the way
 * back to the course list is left out (preview opens the course page only) and so is progress.
 * A child's way back is their dashboard: the course lists are adults' pages, which send a junior
 * elsewhere (spec 01 §2).
 */
function backLink(session: Session | null, courseType: CourseDetails['courseType']): { to: string; label: string } {
  if (session?.actingChild)
    return {
      to: paths.childDashboard.replace(':id', encodeURIComponent(session.actingChild.childId)),
      label: 'Child Dashboard',
    };
  if (session?.userType === 'w') return { to: paths.juniorDashboard, label: 'My Dashboard' };
  const kind = courseKinds[kindOfType(courseType)];
  return { to: `/${kind.kind}`, label: kind.heading };
}

export function CourseHero({
  course,
  preview,
  onMainControl,
  busy,
}: {
  course: CourseDetails;
  preview: boolean;
  onMainControl: () => void;
  busy?: boolean;
}) {
  const back = backLink(useSession(), course.courseType);
  const label = mainControlLabel(course);
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        {preview ? null : (
          <Link to={back.to} className={styles.crumb}>
            <Icon name="arrowLeft" size={16} />
            {back.label}
          </Link>
        )}
        {course.category ? <p className={styles.eyebrow}>{course.category}</p> : null}
        <h1 className={styles.courseName}>{course.course_name}</h1>
        {course.title && course.title !== course.course_name ? <p className={styles.subtitle}>{course.title}</p> : null}
        <ul className={styles.heroMeta}>
          <li>
            <Icon name="book" size={16} />
            {course.units.length} {course.units.length === 1 ? 'unit' : 'units'} · {course.totalElements}{' '}
            {course.totalElements === 1 ? 'activity' : 'activities'}
          </li>
          {course.close_date && !preview ? (
            <li>
              <Icon name="calendar" size={16} />
              Valid until {formatDay(course.close_date)}
            </li>
          ) : null}
        </ul>
        <div className={styles.heroActions}>
          <Button className={styles.mainControl} onClick={onMainControl} busy={busy}>
            {label}
            <Icon name={label === 'REDO' ? 'flip' : 'arrowRight'} size={18} />
          </Button>
          {course.outline_url ? (
            <a className={buttonClass('secondary')} href={course.outline_url} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={18} />
              Download course outline
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      {preview ? null : (
        <div className={styles.heroProgress}>
          <ProgressRing value={course.completedPercent} label="Course progress" size={112} />
          <p className={styles.heroProgressText}>
            {course.completedElements} of {course.totalElements} done
          </p>
        </div>
      )}
    </header>
  );
}

import type { CourseElement } from '#shared/api/contract';
import { Icon } from '../../../components/ui/icons';
import { classTime } from '../lib/class-time';
import styles from './activity.module.css';

/**
 * When a live class meets, in the learner's own named time zone; 'Took place' once it is over. `timeZone` overrides
 * the browser's (tests).
 */
export function LiveClassTime({
  element,
  timeZone,
  now = Date.now(),
}: {
  element: Pick<CourseElement, 'class_start' | 'class_end'>;
  timeZone?: string;
  now?: number;
}) {
  if (!element.class_start || !element.class_end) return null;
  const over = Date.parse(element.class_end) < now;
  return (
    <p className={styles.classTime}>
      <Icon name="clock" size={14} />
      <span>
        {over ? 'Took place ' : 'Live: '}
        <time dateTime={element.class_start}>{classTime(element.class_start, element.class_end, timeZone)}</time>
      </span>
    </p>
  );
}

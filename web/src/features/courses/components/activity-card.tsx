import type { CourseElement } from '#shared/api/contract';
import { Button, buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { elementTypeLabel } from '../../../lib/elements';
import { roomOpensText } from '../lib/class-time';
import { activityStatus, elementAction } from '../lib/progress';
import { ElementThumb } from './element-thumb';
import { LiveClassTime } from './live-class-time';
import styles from './activity.module.css';

/**
 * An open activity (spec 02 §4, element progress): thumbnail, name, description, type, where it
 * stands (not started, in progress, completed) and, apart from that, the score of the last finished
 * attempt, so a finished activity scored 75 % never reads as '100 %'. Its button: GO, REDO while
 * another attempt can start, or REVIEW (DONE when there is nothing to review). The button opens
 * the instruction popup. A live class adds 'Join live class': the course's room, opened in a new tab
 * with the meeting and learner in its query (spec 02 §7; the server builds the link and gives it
 * from 5 minutes before the class), and its time in the learner's named time zone. Before then the
 * button is disabled and says when it opens; the course page asks again at that time (course-view).
 */
export function ActivityCard({
  element,
  forChild,
  onOpen,
}: {
  element: CourseElement;
  forChild: boolean;
  onOpen: (element: CourseElement) => void;
}) {
  const action = elementAction(element);
  const status = activityStatus(element);
  const type = elementTypeLabel(element.element_type, forChild);
  return (
    <article className={styles.activity} data-type={element.element_type}>
      <ElementThumb element={element} />
      <div className={styles.activityText}>
        <p className={styles.typeLabel}>
          <span className={styles.typeDot} aria-hidden="true" />
          {type}
        </p>
        <h4 className={styles.activityName}>{element.element_name}</h4>
        {element.element_description ? (
          <p className={styles.activityDescription}>{element.element_description}</p>
        ) : null}
        <LiveClassTime element={element} />
      </div>
      <div className={styles.activityEnd}>
        <p className={styles.activityProgress} data-status={status}>
          <span className={`${styles.activityStatus} ${status === 'Completed' ? styles.statusDone : ''}`}>
            {status === 'Completed' ? <Icon name="check" size={14} /> : null}
            {status}
          </span>
          {status === 'Completed' && element.last_score !== null ? (
            <span className={styles.activityScore}>Score {Math.round(element.last_score)}%</span>
          ) : null}
        </p>
        {element.live_class_url ? (
          <a
            className={buttonClass('primary', `${styles.activityButton} ${styles.joinButton}`)}
            href={element.live_class_url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Join live class: ${element.element_name}`}
          >
            Join live class
          </a>
        ) : element.live_class_opens_at ? (
          <JoinLater name={element.element_name} opensAt={element.live_class_opens_at} />
        ) : null}
        <Button
          variant={action === 'GO' && !element.live_class_url ? 'primary' : 'secondary'}
          className={styles.activityButton}
          onClick={() => onOpen(element)}
          aria-label={`${action}: ${element.element_name}`}
        >
          {action}
        </Button>
      </div>
    </article>
  );
}

/** Join before the room opens: disabled, saying when it opens ('Opening…' once due, until the page has the link). */
function JoinLater({ name, opensAt }: { name: string; opensAt: string }) {
  const now = Date.now();
  const due = Date.parse(opensAt) <= now;
  const when = roomOpensText(opensAt, now);
  return (
    <Button
      variant="secondary"
      disabled
      className={`${styles.activityButton} ${styles.joinButton}`}
      aria-label={`Join live class: ${name} (${due ? 'opening' : `opens ${when}`})`}
    >
      {due ? 'Opening…' : `Opens ${when}`}
    </Button>
  );
}

import type { CourseElement } from '#shared/api/contract';
import { Button } from '../../../components/ui/button';
import { ProgressBar, clampPercent } from '../../../components/ui/progress-bar';
import { elementTypeLabel } from '../../../lib/elements';
import { elementAction } from '../lib/progress';
import { ElementThumb } from './element-thumb';
import styles from './activity.module.css';

/**
 * An open activity (spec 02 §4, element progress): thumbnail, name, description, type, progress and
 * its button: GO, REDO at 100 percent, or REVIEW for a finished adaptive or daily activity that
 * allows review. The button opens the instruction popup.
 */
export function ActivityCard({ element, forChild, onOpen }: { element: CourseElement; forChild: boolean; onOpen: (element: CourseElement) => void }) {
  const action = elementAction(element);
  const percent = clampPercent(element.percentcomplete);
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
        {element.element_description ? <p className={styles.activityDescription}>{element.element_description}</p> : null}
      </div>
      <div className={styles.activityEnd}>
        <div className={styles.activityProgress}>
          <ProgressBar value={percent} size="sm" label={`${element.element_name}: progress`} />
          <span className={styles.activityPercent}>{percent}%</span>
        </div>
        <Button variant={action === 'GO' ? 'primary' : 'secondary'} className={styles.activityButton} onClick={() => onOpen(element)} aria-label={`${action}: ${element.element_name}`}>
          {action}
        </Button>
      </div>
    </article>
  );
}

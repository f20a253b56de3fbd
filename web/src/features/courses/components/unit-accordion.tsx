import { useId, useMemo } from 'react';
import type { CourseElement, CourseUnit } from '#shared/api/contract';
import { Icon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { sanitizeUnitName } from '../../../lib/sanitize';
import { isLocked } from '../lib/locks';
import { courseMessages } from '../lib/messages';
import { ActivityCard } from './activity-card';
import { LockedCard } from './locked-card';
import styles from './table-of-content.module.css';

/**
 * One unit of the Table of Content (spec 02 §2): an accordion titled with the unit name (sanitised:
 * b, i, em, strong, a, u, br), "{completed} of {total} activities" and a progress bar, holding the
 * unit's activity cards. The toggle covers the whole head; links in the name stay clickable above it.
 */
export interface UnitAccordionProps {
  unit: CourseUnit;
  /** The activities left after the skill filter. */
  elements: readonly CourseElement[];
  filtered: boolean;
  open: boolean;
  onToggle: (order: number) => void;
  showProgress: boolean;
  forChild: boolean;
  now: number;
  onOpenElement: (element: CourseElement) => void;
  timeZone?: string;
}

export function unitAnchor(order: number): string {
  return `unit-${order}`;
}

export function UnitAccordion(props: UnitAccordionProps) {
  const { unit, elements, open } = props;
  const id = useId();
  const titleId = `${id}-title`;
  const metaId = `${id}-meta`;
  const panelId = `${id}-panel`;
  const name = useMemo(() => ({ __html: sanitizeUnitName(unit.unit_name) }), [unit.unit_name]);
  const percent = unit.total_activites > 0 ? (unit.completed_activites / unit.total_activites) * 100 : 0;

  return (
    <section
      id={unitAnchor(unit.order)}
      className={`${styles.unit} ${open ? styles.unitOpen : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.unitHead}>
        <span className={styles.unitNumber} aria-hidden="true">
          {unit.order}
        </span>
        <div className={styles.unitHeadText}>
          <h3 id={titleId} className={styles.unitTitle} dangerouslySetInnerHTML={name} />
          <p id={metaId} className={styles.unitMeta}>
            {unit.completed_activites} of {unit.total_activites} activities
          </p>
        </div>
        {props.showProgress ? (
          <div className={styles.unitProgress}>
            <ProgressBar value={percent} size="sm" label={`Unit ${unit.order} progress`} />
          </div>
        ) : null}
        <span className={styles.unitChevron} aria-hidden="true">
          <Icon name="chevronDown" />
        </span>
        <button
          type="button"
          className={styles.unitToggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-labelledby={`${titleId} ${metaId}`}
          data-unit-toggle={unit.order}
          onClick={() => props.onToggle(unit.order)}
        />
      </div>
      <div id={panelId} className={styles.unitPanel} hidden={!open}>
        {/* A closed unit's cards are made when it opens: a long course's first render on a phone
            was mostly cards nobody could see yet (docs/performance.md). */}
        {!open ? null : elements.length === 0 ? (
          <p className={styles.noMatch}>
            {props.filtered ? courseMessages.noFilterMatch : 'This unit has no activities yet.'}
          </p>
        ) : (
          <ul className={styles.activities}>
            {elements.map((element) => (
              <li key={element.elementID}>
                {isLocked(element, props.now) ? (
                  <LockedCard element={element} forChild={props.forChild} timeZone={props.timeZone} />
                ) : (
                  <ActivityCard element={element} forChild={props.forChild} onOpen={props.onOpenElement} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CourseElement, CourseUnit } from '#shared/api/contract';
import { skillCodes, skillNames, type SkillCode } from '../../../lib/skills';
import styles from './table-of-content.module.css';
import { UnitAccordion, unitAnchor } from './unit-accordion';

/**
 * The Table of Content (spec 02 §2): a skill filter ("I want to practise": all, or one skill, by the
 * skills each activity's questions test) and the units as accordions, the current unit open. A link
 * to #unit-{order} (the menu's unit list) opens that unit and moves focus to it.
 */
export interface TableOfContentProps {
  units: readonly CourseUnit[];
  currentUnitOrder: number;
  showProgress: boolean;
  forChild: boolean;
  now: number;
  onOpenElement: (element: CourseElement) => void;
  timeZone?: string;
}

type Filter = 'all' | SkillCode;

export function TableOfContent(props: TableOfContentProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([props.currentUnitOrder]));
  const headingId = useId();
  const filterName = useId();
  const { hash } = useLocation();

  const toggle = useCallback((order: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(order)) next.delete(order);
      else next.add(order);
      return next;
    });
  }, []);

  // #unit-3 (from the menu): open unit 3, bring it into view and put focus on its toggle.
  useEffect(() => {
    const match = /^#unit-(\d+)$/.exec(hash);
    if (!match) return;
    const order = Number(match[1]);
    setOpen((current) => (current.has(order) ? current : new Set(current).add(order)));
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(unitAnchor(order));
      section?.scrollIntoView?.({ block: 'start' });
      section?.querySelector<HTMLButtonElement>('[data-unit-toggle]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const options: ReadonlyArray<{ value: Filter; label: string }> = [
    { value: 'all', label: 'All' },
    ...skillCodes.map((code) => ({ value: code, label: skillNames[code] })),
  ];

  return (
    <section className={styles.toc} aria-labelledby={headingId}>
      <div className={styles.tocHead}>
        <h2 id={headingId} className={styles.tocTitle}>
          Table of Content
        </h2>
        <fieldset className={styles.filter}>
          <legend className={styles.filterLegend}>I want to practise</legend>
          <div className={styles.filterOptions}>
            {options.map((option) => (
              <label key={option.value} className={`${styles.chip} ${filter === option.value ? styles.chipOn : ''}`}>
                <input
                  type="radio"
                  name={filterName}
                  value={option.value}
                  checked={filter === option.value}
                  onChange={() => setFilter(option.value)}
                  className={styles.chipInput}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.units}>
        {props.units.map((unit) => (
          <UnitAccordion
            key={unit.order}
            unit={unit}
            elements={
              filter === 'all'
                ? unit.course_elements
                : unit.course_elements.filter((element) => element.domains.includes(filter))
            }
            filtered={filter !== 'all'}
            open={open.has(unit.order)}
            onToggle={toggle}
            showProgress={props.showProgress}
            forChild={props.forChild}
            now={props.now}
            onOpenElement={props.onOpenElement}
            timeZone={props.timeZone}
          />
        ))}
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { CourseKindInfo } from '../lib/course-kinds';
import { kindIcons } from '../lib/kind-icons';
import { CourseKindDemo, hasDemo } from './course-kind-demo';
import styles from './course-list.module.css';

/**
 * "If the user has none, an explainer 'you haven't bought any' shows, with a demo … and a View/Hide
 * toggle" (spec 02 §2). Online lessons have no demo, so no toggle. Buying is for retail users
 * (01 §2: Buy a Course is a retail-only menu item); others get their courses from their organisation.
 */
export function EmptyCourses({ info, retail }: { info: CourseKindInfo; retail: boolean }) {
  const [open, setOpen] = useState(false);
  const demoId = useId();
  const titleId = useId();
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <span className={styles.emptyIcon}>
        <Icon name={kindIcons[info.types[0] ?? 'online']} size={28} />
      </span>
      <h2 id={titleId} className={styles.emptyTitle}>
        You haven't bought any {info.noun} yet
      </h2>
      <p className={styles.emptyText}>{info.explainer}</p>
      {retail ? null : (
        <p className={styles.emptyNote}>
          Your organisation assigns your courses. Ask them to add {info.noun} to your account.
        </p>
      )}
      <div className={styles.emptyActions}>
        {retail ? (
          <ButtonLink to={paths.buyCourse}>
            Browse courses
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        ) : null}
        {hasDemo(info.kind) ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={demoId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'View'} how it works
            <span className={open ? styles.chevronOpen : styles.chevron}>
              <Icon name="chevronDown" size={18} />
            </span>
          </button>
        ) : null}
      </div>
      {hasDemo(info.kind) ? (
        <div id={demoId} hidden={!open} className={styles.demo}>
          <CourseKindDemo kind={info.kind} />
        </div>
      ) : null}
    </section>
  );
}

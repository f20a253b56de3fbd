import type { UpNextItem } from '#shared/api/contract-accounts';
import { ButtonLink } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { ProgressBar, clampPercent } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import styles from './dashboard.module.css';

/**
 * Up Next (spec 01 §2, 02 §2): coach, live and online items; each links to mycourse?course_id={id},
 * /submitAssignment or /buycourse, as the server says.
 */
const icons: Record<UpNextItem['type'], IconName> = { coach: 'headset', live: 'video', online: 'book' };
const kinds: Record<UpNextItem['type'], string> = {
  coach: 'Coach calls',
  live: 'Live class',
  online: 'Online lessons',
};

/** The server's links may come without the leading slash (`mycourse?course_id=3`). */
export function upNextHref(link: string): string {
  return link.startsWith('/') ? link : `/${link}`;
}

function actionLabel(item: UpNextItem, href: string): string {
  if (href.startsWith(paths.buyCourse)) return 'Buy a course';
  if (href.startsWith(paths.submitAssignment)) return 'Submit a task';
  const percent = clampPercent(item.percentcomplete);
  return percent >= 100 ? 'Redo' : percent > 0 ? 'Continue' : 'Start';
}

export function UpNextList({ items, retail }: { items: UpNextItem[]; retail: boolean }) {
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>Nothing is up next yet.</p>
        {/* Retail learners are offered courses by the next step above (next-step-card.tsx). */}
        {retail ? null : <p>Your organisation will add your courses here.</p>}
      </div>
    );
  }
  return (
    <ul className={styles.upNext}>
      {items.map((item, index) => {
        const href = upNextHref(item.link);
        const percent = clampPercent(item.percentcomplete);
        return (
          <li key={`${item.type}-${item.course_id ?? index}`} className={styles.item}>
            <span className={styles.itemIcon}>
              <Icon name={icons[item.type]} />
            </span>
            <div className={styles.itemText}>
              <p className={styles.itemTitle}>{item.course_title}</p>
              <p className={styles.itemMeta}>
                {kinds[item.type]} · {percent}% complete
              </p>
            </div>
            <div className={styles.itemProgress}>
              <ProgressBar value={percent} size="sm" label={`${item.course_title}: progress`} />
            </div>
            <ButtonLink variant="secondary" to={href} aria-label={`${actionLabel(item, href)}: ${item.course_title}`}>
              {actionLabel(item, href)}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

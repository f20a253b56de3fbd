import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationItem } from '#shared/api/contract-accounts';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { Modal } from '../../components/ui/modal';
import { paths } from '../../config/paths';
import { apiCall, useApi } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import styles from './layout.module.css';

/** Where a notification's target (spec 01 §3: `name`, `params.course_id`) leads. */
export function notificationLink(target: NotificationItem['target']): string {
  if (!target) return paths.dashboard;
  if (target.name === 'mycourse' && target.params.course_id !== undefined)
    return `${paths.myCourse}?course_id=${target.params.course_id}`;
  if (target.name === 'submitAssignment')
    return target.params.course_id !== undefined
      ? `${paths.submitAssignment}?course_id=${target.params.course_id}`
      : paths.submitAssignment;
  const known: Record<string, string> = {
    history: paths.history,
    parentDashboard: paths.parentDashboard,
    settings: paths.settings,
    buycourse: paths.buyCourse,
  };
  return known[target.name] ?? paths.dashboard;
}

/**
 * The notification centre (spec 01 §3, §7 `notifications`): the header's bell with the unread
 * count; it opens the latest notifications, each linking to its target. Opening them marks them read.
 */
export function NotificationBell() {
  const { data, mutate } = useApi('notifications', undefined, undefined, { refreshInterval: 60_000 });
  const [open, setOpen] = useState(false);
  const unread = data?.unread ?? 0;

  const show = async () => {
    setOpen(true);
    if (unread > 0) {
      await apiCall('readNotifications', {}).catch(() => undefined);
      void mutate();
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void show()}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Icon name="bell" />
        {unread ? (
          <span className={styles.badge} aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Notifications"
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        {!data?.notifications.length ? (
          <p>No notifications yet.</p>
        ) : (
          <ul className={styles.notes}>
            {data.notifications.map((n) => (
              <li key={n.id} className={n.unread ? styles.noteUnread : undefined}>
                <Link to={notificationLink(n.target)} onClick={() => setOpen(false)}>
                  {n.message}
                </Link>
                <span className={styles.noteDate}>{formatDate(n.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}

import type { IconName } from '../../components/ui/icons';
import { paths } from '../../config/paths';

/**
 * A staff coach's menu (decision 0839): their workspace (calls, tasks, weekly hours) and their own account, never the
 * learner's shop, courses or dashboard. Kept apart from the learners' menu (./menu-items.ts) so another kind of staff
 * can have a menu of its own beside it.
 */
export const coachMenuItems: ReadonlyArray<{ label: string; icon: IconName; href: string }> = [
  { label: 'Coach workspace', icon: 'headset', href: paths.coachWorkspace },
  { label: 'Profile', icon: 'user', href: paths.profile },
  { label: 'Settings', icon: 'sliders', href: paths.settings },
];

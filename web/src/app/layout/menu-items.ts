import type { IconName } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { homePath, type Session } from '../../lib/session';

/**
 * The side menu of spec 01 §2, as data: "My Dashboard, Child Profiles (parents only), Coach Calls,
 * Live Classes, Online Lessons, Buy a Course (retail users only), Profile and History (narrow width
 * only), Settings". Juniors only reach their own dashboard (01 §6), so they see that item alone.
 * The units of the course on /mycourse are a section the course page adds (lib/page-menu.tsx).
 * Still to come: the single-sign-on partner whose menu keeps only My Dashboard, Online Lessons and
 * My Course (its login-id marker is not in the spec).
 */
export interface MenuContext {
  session: Session;
  /** Wider than 768 px: the side panel is showing and the header holds Profile and History tabs. */
  wide: boolean;
}

export interface MenuItem {
  label: string;
  icon: IconName;
  to: (ctx: MenuContext) => string;
  show: (ctx: MenuContext) => boolean;
}

const adult = ({ session }: MenuContext) => session.userType !== 'w';
const narrowAdult = (ctx: MenuContext) => adult(ctx) && !ctx.wide;
const to = (path: string) => () => path;

export const menuItems: readonly MenuItem[] = [
  { label: 'My Dashboard', icon: 'home', to: ({ session }) => homePath(session), show: () => true },
  { label: 'Child Profiles', icon: 'users', to: to(paths.parentDashboard), show: ({ session }) => session.userType === 'k' },
  { label: 'Coach Calls', icon: 'headset', to: to(paths.coach), show: adult },
  { label: 'Live Classes', icon: 'video', to: to(paths.live), show: adult },
  { label: 'Online Lessons', icon: 'book', to: to(paths.online), show: adult },
  { label: 'Buy a Course', icon: 'bag', to: to(paths.buyCourse), show: (ctx) => adult(ctx) && ctx.session.isRetail },
  { label: 'Profile', icon: 'user', to: to(paths.profile), show: narrowAdult },
  { label: 'History', icon: 'clock', to: to(paths.history), show: narrowAdult },
  { label: 'Settings', icon: 'sliders', to: to(paths.settings), show: adult },
];

export function visibleMenuItems(ctx: MenuContext): Array<{ label: string; icon: IconName; href: string }> {
  return menuItems.filter((item) => item.show(ctx)).map((item) => ({ label: item.label, icon: item.icon, href: item.to(ctx) }));
}

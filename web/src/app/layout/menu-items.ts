import type { IconName } from '../../components/ui/icons';
import { isProgrammeLoginId } from '#shared/auth/programme';
import { paths } from '../../config/paths';
import { homePath, type Session } from '../../lib/session';
import { coachMenuItems } from './staff-menu';

/**
 * The side menu of spec 01 §2, as data: "My Dashboard, Child Profiles (parents only), Coach Calls,
 * Live Classes, Online Lessons, Buy a Course (retail users only), Profile and History (narrow width
 * only), Settings". Juniors only reach their own dashboard (01 §6), so they see that item alone.
 * The units of the course on /mycourse are a section the course page adds (lib/page-menu.tsx).
 * "For a single-sign-on partner whose login id contains a certain programme marker, all menu items
 * are hidden except My Dashboard, Online Lessons and My Course": the marker is not in the spec, so it
 * is `PARTNER_PROGRAMME_MARKER` in shared/auth/programme.ts (docs/decisions.md).
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

export function isProgrammePartner(session: Session): boolean {
  return isProgrammeLoginId(session.login_id);
}

const adult = ({ session }: MenuContext) => session.userType !== 'w';
const narrowAdult = (ctx: MenuContext) => adult(ctx) && !ctx.wide;
const to = (path: string) => () => path;

export const menuItems: readonly MenuItem[] = [
  { label: 'My Dashboard', icon: 'home', to: ({ session }) => homePath(session), show: () => true },
  {
    label: 'Child Profiles',
    icon: 'users',
    to: to(paths.parentDashboard),
    show: ({ session }) => session.isParent && session.userType !== 'w',
  },
  { label: 'Coach Calls', icon: 'headset', to: to(paths.coach), show: adult },
  { label: 'Live Classes', icon: 'video', to: to(paths.live), show: adult },
  { label: 'Online Lessons', icon: 'book', to: to(paths.online), show: adult },
  { label: 'Buy a Course', icon: 'bag', to: to(paths.buyCourse), show: (ctx) => adult(ctx) && ctx.session.isRetail },
  { label: 'Profile', icon: 'user', to: to(paths.profile), show: narrowAdult },
  { label: 'History', icon: 'clock', to: to(paths.history), show: narrowAdult },
  { label: 'Settings', icon: 'sliders', to: to(paths.settings), show: adult },
];

/** The partner's whole menu; My Course is in no one else's (others reach it from their course lists). */
const partnerItems: readonly MenuItem[] = [
  { label: 'My Dashboard', icon: 'home', to: ({ session }) => homePath(session), show: () => true },
  { label: 'Online Lessons', icon: 'book', to: to(paths.online), show: () => true },
  { label: 'My Course', icon: 'target', to: to(paths.myCourse), show: () => true },
];

export function visibleMenuItems(ctx: MenuContext): Array<{ label: string; icon: IconName; href: string }> {
  // Staff coaches have their own menu (./staff-menu.ts), not the learner's.
  if (ctx.session.isCoach) return [...coachMenuItems];
  const items = adult(ctx) && isProgrammePartner(ctx.session) ? partnerItems : menuItems;
  return items
    .filter((item) => item.show(ctx))
    .map((item) => ({ label: item.label, icon: item.icon, href: item.to(ctx) }));
}

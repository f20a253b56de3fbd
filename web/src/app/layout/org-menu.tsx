import { paths } from '../../config/paths';
import { useApi } from '../../lib/api-client';
import { MenuList, type MenuLink } from './menu-list';

/**
 * An organisation admin's menu (docs/organisations.md): the console's pages, in place of the learner's
 * menu (no courses, no shop). Its own component, beside the learner's side-menu.tsx; the side panel and
 * the narrow drawer both render it for an admin (app-layout.tsx).
 */
const items: readonly MenuLink[] = [
  { label: 'Overview', icon: 'home', href: paths.orgOverview },
  { label: 'Keys', icon: 'lock', href: paths.orgKeys },
  { label: 'People', icon: 'users', href: paths.orgPeople },
  { label: 'Your profile', icon: 'user', href: paths.profile },
];
/** A school's console also has its classes (decision 0890), after People; the overview says which kind it is. */
const classes: MenuLink = { label: 'Classes', icon: 'book', href: paths.orgClasses };

export function OrgMenu({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { data } = useApi('orgOverview');
  const shown = data?.kind === 'school' ? [...items.slice(0, 3), classes, ...items.slice(3)] : items;
  return <MenuList label="Organisation menu" items={shown} onNavigate={onNavigate} />;
}

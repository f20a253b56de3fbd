/**
 * The organisation's console (docs/organisations.md): its admins' own pages, one lazy chunk. app/router.tsx
 * points /org, /org/keys, /org/people and /org/classes here.
 */
export { KeysPage as OrgKeysPage } from './components/keys-page';
export { OverviewPage as OrgOverviewPage } from './components/overview-page';
export { PeoplePage as OrgPeoplePage } from './components/people-page';
export { ClassesPage as OrgClassesPage } from './components/classes-page';
export { ClassPage as OrgClassPage } from './components/class-page';

/**
 * The family screens (spec 01 §2): the parent dashboard and a child's dashboard, one lazy chunk.
 * app/router.tsx points their paths here.
 */
export { ChildDashboardPage } from './components/child-dashboard-page';
export { ParentDashboardPage } from './components/parent-dashboard-page';

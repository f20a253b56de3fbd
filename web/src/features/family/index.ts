/**
 * The family screens (spec 01 §2): the parent dashboard, a child's dashboard and the junior's own, one lazy chunk.
 * app/router.tsx points their paths here.
 */
export { ChildDashboardPage } from './components/child-dashboard-page';
export { JuniorDashboardPage } from './components/junior-dashboard-page';
export { ParentDashboardPage } from './components/parent-dashboard-page';

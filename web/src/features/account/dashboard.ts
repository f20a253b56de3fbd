/** The dashboard alone, as its own lazy chunk (app/router.tsx): the first screen after sign-in. */
export { DashboardPage } from './components/dashboard-page';

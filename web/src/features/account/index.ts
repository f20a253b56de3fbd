/**
 * The account screens (spec 01 §2): onboarding, profile, settings and history, one lazy chunk
 * (the dashboard has its own: ./dashboard.ts). app/router.tsx points their paths here.
 */
export { HistoryPage } from './components/history-page';
export {
  OnboardFinalPage,
  OnboardStartPage,
  OnboardStep1Page,
  OnboardStep2Page,
  OnboardStep3Page,
  OnboardStep4Page,
  OnboardStep5Page,
} from './components/onboarding-page';
export { ProfilePage } from './components/profile-page';
export { SettingsPage } from './components/settings-page';

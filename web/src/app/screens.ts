import type { AppPathId } from '../config/paths';

/**
 * Which module of web/src holds each screen, and the export that is the screen. Plain data, read
 * twice: by the router, which imports the module when the path is first visited (router.tsx), and
 * by the build, which lets a page's HTML start downloading that module's code at once
 * (web/route-preload.ts). Until a screen is built its path shows the shared "not yet available"
 * screen; an issue that builds a screen adds one line here (and its module to the router's list).
 */
export type ScreenModule =
  | 'app/logout'
  | 'features/account'
  | 'features/account/dashboard'
  | 'features/auth'
  | 'features/certificates/verify-page'
  | 'features/coach/submit-task-page'
  | 'features/coach/workspace-page'
  | 'features/commerce'
  | 'features/courses'
  | 'features/family'
  | 'features/org'
  | 'features/privacy'
  | 'features/assessment';

export type Screen = readonly [module: ScreenModule, component: string];

export const screens: Partial<Record<AppPathId, Screen>> = {
  login: ['features/auth', 'LoginPage'],
  verifyUser: ['features/auth', 'VerifyUserPage'],
  signup: ['features/auth', 'SignupPage'],
  parentLogin: ['features/auth', 'ParentLoginPage'],
  parentSignup: ['features/auth', 'ParentSignupPage'],
  parentVerifyOtp: ['features/auth', 'VerifyOtpPage'],
  juniorSignin: ['features/auth', 'JuniorSigninPage'],
  sso: ['features/auth', 'SsoPage'],
  logout: ['app/logout', 'Logout'],
  courses: ['features/courses', 'AllCoursesPage'],
  online: ['features/courses', 'OnlineCoursesPage'],
  live: ['features/courses', 'LiveCoursesPage'],
  coach: ['features/courses', 'CoachCoursesPage'],
  myCourse: ['features/courses', 'MyCoursePage'],
  submitAssignment: ['features/coach/submit-task-page', 'SubmitTaskPage'],
  coachWorkspace: ['features/coach/workspace-page', 'WorkspacePage'],
  test: ['features/assessment', 'TestPage'],
  // The first screen after sign-in: its own module, without the account forms (and zod).
  dashboard: ['features/account/dashboard', 'DashboardPage'],
  onboard: ['features/account', 'OnboardStartPage'],
  onboardStep1: ['features/account', 'OnboardStep1Page'],
  onboardStep2: ['features/account', 'OnboardStep2Page'],
  onboardStep3: ['features/account', 'OnboardStep3Page'],
  onboardStep4: ['features/account', 'OnboardStep4Page'],
  onboardStep5: ['features/account', 'OnboardStep5Page'],
  onboardFinal: ['features/account', 'OnboardFinalPage'],
  profile: ['features/account', 'ProfilePage'],
  settings: ['features/account', 'SettingsPage'],
  history: ['features/account', 'HistoryPage'],
  parentDashboard: ['features/family', 'ParentDashboardPage'],
  childDashboard: ['features/family', 'ChildDashboardPage'],
  juniorDashboard: ['features/family', 'JuniorDashboardPage'],
  orgOverview: ['features/org', 'OrgOverviewPage'],
  orgKeys: ['features/org', 'OrgKeysPage'],
  orgPeople: ['features/org', 'OrgPeoplePage'],
  orgClasses: ['features/org', 'OrgClassesPage'],
  orgClass: ['features/org', 'OrgClassPage'],
  buyCourse: ['features/commerce', 'ProductsPage'],
  purchase: ['features/commerce', 'PurchasePage'],
  paymentProcess: ['features/commerce', 'PaymentProcessPage'],
  paymentSuccess: ['features/commerce', 'PaymentSuccessPage'],
  paymentFailure: ['features/commerce', 'PaymentFailurePage'],
  verifyCertificate: ['features/certificates/verify-page', 'VerifyCertificatePage'],
  privacy: ['features/privacy', 'PrivacyPage'],
};

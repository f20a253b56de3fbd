/**
 * The sign-in screens of spec 01 §2, one lazy chunk for all of them (they share most of their code:
 * the card, the fields, the schemas). app/router.tsx points the auth paths here.
 */
export { JuniorSigninPage } from './components/junior-signin-page';
export { LoginPage } from './components/login-page';
export { ParentLoginPage } from './components/parent-login-page';
export { ParentSignupPage } from './components/parent-signup-page';
export { SignupPage } from './components/signup-page';
export { SsoPage } from './components/sso-page';
export { VerifyOtpPage } from './components/verify-otp-page';
export { VerifyUserPage } from './components/verify-user-page';

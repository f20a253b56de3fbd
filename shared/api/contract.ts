/**
 * Response data of each route, keyed by route id. Handlers must return this shape and the web
 * client's calls are typed by it, so the two cannot drift apart.
 */
export type ComponentState = 'up' | 'down';

export interface HealthData {
  service: 'fluentia-api';
  environment: string;
  version: string;
  /** When the components were last probed (results are shared for 2 s). */
  checkedAt: string;
  components: Record<string, { state: ComponentState; latencyMs: number; detail?: string }>;
}

/** Login response data (spec 01 §3), plus the fields the web needs to route and greet. */
export interface LoginData {
  token: string;
  /** Seconds until `token` expires; the web refreshes it before then (POST v1/refresh). */
  expires_in: number;
  user_id: string;
  user_orgid: string | null;
  onboarding: boolean;
  activeCourseId: string | null;
  user_name: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  parent_id: string | null;
  grade: number | null;
  is_paid: boolean;
  user_type: 'T' | 'k' | 'w';
  is_retail: boolean;
  user_pic: string | null;
  login_id: string;
}

/** POST v1/otplogin and v1/parentsignup (spec 01 §4). */
export interface OtpSentData {
  user_id: string;
  login_id: string;
  login_type: 'email' | 'phone';
  /** Seconds before another OTP may be requested (spec 01 §9: 30). */
  resend_after: number;
}

/** POST v1/verifyloginotp (spec 01 §4). */
export interface OtpVerifiedData {
  token: string;
  expires_in: number;
  user_id: string;
  user_name: string;
  user_phone: string | null;
  user_email: string | null;
  new_user: boolean;
  isParent: boolean;
  hasChildLicense: boolean;
  user_type: 'T' | 'k' | 'w';
  is_retail: boolean;
}

/** GET v1/validateuser (single sign-on, spec 01 §7). */
export interface ValidatedUserData {
  token: string;
  expires_in: number;
  user_name: string;
  login_id: string;
  user_pic: string | null;
  user_id: string;
  email: string | null;
  phone: string | null;
  user_type: 'T' | 'k' | 'w';
  is_retail: boolean;
}

export interface RefreshData {
  token: string;
  expires_in: number;
}

/** POST v1/usertoken: a child-delegation token for the parent's own child. */
export interface ChildTokenData {
  token: string;
  expires_in: number;
  child_id: string;
}

export interface ResponseData {
  health: HealthData;
  login: LoginData;
  register: null;
  forgotPin: null;
  otpLogin: OtpSentData;
  parentSignup: OtpSentData;
  verifyLoginOtp: OtpVerifiedData;
  refresh: RefreshData;
  validateUser: ValidatedUserData;
  logout: null;
  userToken: ChildTokenData;
}

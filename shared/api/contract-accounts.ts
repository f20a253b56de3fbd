import type { Gender, PrimaryPurpose, ProfileUserType } from '../schemas/accounts';
import type { CourseSummary, Recommendation } from './contract-course-lists';
import type { LevelResult } from './contract-assessment';

/**
 * Response data of the account and family calls (spec 01 §3, §7; 02 §2, §3). Referenced from
 * `ResponseData` in contract.ts.
 */

/** The current profile (spec 01 §3) as the form shows it. */
export interface UserProfile {
  fullName: string | null;
  gender: Gender | null;
  age: number | null;
  phone: string | null;
  email: string | null;
  /** The profile's user type (spec 01 §3), not the account type T/k/w. */
  userType: ProfileUserType | null;
  primaryPurpose: PrimaryPurpose | null;
  primaryPurposeOther: string | null;
  isParent: boolean;
  /** Comma-joined ages, as the spec stores them ('' when none). */
  childrenAge: string;
  receiveWhatsappNotification: boolean;
  whatsappNumber: string | null;
  isSubscribe: boolean;
  isMobVerified: boolean;
}

/** GET and POST v3/user_profile; POST v1/onboarding. */
export interface ProfileData {
  org_id: string | null;
  org_name: string | null;
  user_id: string;
  user_name: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  user_profile: UserProfile;
  user_type: 'T' | 'k' | 'w';
  is_retail: boolean;
  /** An international learner (spec 02 §6): dollar prices, card payments (Stripe). */
  is_international: boolean;
  /** True until onboarding is finished. */
  onboarding: boolean;
  /** Spec 01 §4: '0' while onboarding is pending (the web sends the user to /onboard/step1); null once done. */
  pending: '0' | null;
  /**
   * Whether the profile lacks what the update-profile banner asks for (retail users: name, phone, e-mail, user type).
   *
   */
  profile_incomplete: boolean;
}

/** POST v1/updateuserrole (spec 02 §3, coach intake answers). */
export interface UserRoleData {
  user_background: string;
  user_role: number;
  user_skill: number;
}

/** POST v1/sendOTP. */
export interface MobileOtpSentData {
  mobile: string;
  resend_after: number;
}

/** POST v1/verifyOTP. */
export interface MobileVerifiedData {
  phone: string;
  isMobVerified: true;
}

/** An Up Next item on the dashboard (spec 01 §2, 02 §2): `link` is where its button goes. */
export interface UpNextItem {
  type: 'coach' | 'live' | 'online';
  course_id: number | null;
  course_title: string;
  percentcomplete: number;
  /** `mycourse?course_id={id}`, `/submitAssignment` or `/buycourse`. */
  link: string;
}

/** GET v1/mydashboard. */
/** The daily streak (spec 01 §2 'keeps your streak going'): days in a row the daily step was done. */
export interface DailyStreak {
  days: number;
  done_today: boolean;
}

export interface DashboardData {
  isSubscribe: boolean;
  /** For the kids banner: whether the user said they are a parent, and how many child profiles exist. */
  childStatus: { is_parent: boolean; children: number };
  upnext: UpNextItem[];
  /** Retail users enrolled in the daily activity (spec 01 §2, §6). */
  show_dailystep: boolean;
  dailystep: { course_id: number; element_id: number } | null;
  is_retail: boolean;
  profile_incomplete: boolean;
  /** Retail learners enrolled in the daily activity; null otherwise. */
  streak: DailyStreak | null;
  /** The levels of the learner's latest levelled test, out of 12; null before the first. */
  levels: LevelResult | null;
  /**
   * Retail adults' free start (decision 0435): before the placement check is finished, `done` is false
   * and `recommendation` names the free first lesson anyone may take; after it, the placement's
   * recommendation. Null for everyone else.
   */
  placement: { done: boolean; course_id: number; recommendation: Recommendation | null } | null;
}

/** A notification (spec 01 §3). */
export interface NotificationItem {
  id: string;
  message: string;
  target: { name: string; params: { course_id?: number } } | null;
  status: 'info' | 'success' | 'warning';
  unread: boolean;
  created_at: string;
}

export interface NotificationsData {
  notifications: NotificationItem[];
  unread: number;
}

/** GET and POST v1/licenses (spec 01 §3, licence/settings). */
export interface LicencesData {
  organisationID: string | null;
  organisation_name: string | null;
  keys: Array<{ license_key: string; organisationID: string; organisation_name: string; applied_at: string }>;
}

/** A certificate (spec 01 §3); `cert_url` is a short-lived link. */
export interface CertificateItem {
  attempt_date: string;
  cert_id: string;
  cert_name: string;
  cert_url: string | null;
  course_name: string;
  linkedin_org_id: string | null;
}

/** An order (spec 01 §3); `bill` is a short-lived link, null until the bill exists ('Bill not generated yet.'). */
export interface OrderItem {
  product_name: string;
  order_id: string;
  bill: string | null;
  /**
   * ready (`bill` is the link); pending ('Bill not generated yet.'); name_needed ('Please update your Name here to
   * generate your bill.').
   */
  bill_status: 'ready' | 'pending' | 'name_needed';
  amount: number | null;
  currency: 'INR' | 'USD' | null;
  ordered_at: string;
}

export interface SpeechData {
  speech_is_on: boolean;
}

export interface NotifyData {
  notify_is_on: boolean;
}

export interface MicTestData {
  mic_ok: boolean;
  speech_is_on: boolean;
}

/** POST v1/sendotp: the other account's id to send back with its OTP. */
export interface MergeOtpSentData {
  secondary_id: string;
  login_id: string;
  login_type: 'email' | 'phone';
  resend_after: number;
}

/** POST v1/mergeuser: what moved from the other account. */
export interface MergeData {
  primary_id: string;
  secondary_id: string;
  moved: {
    courses: number;
    progress: number;
    children: number;
    licences: number;
    certificates: number;
    orders: number;
    notifications: number;
    other: number;
  };
}

/** A child (spec 01 §3). */
export interface ChildProfile {
  child_id: string;
  child_name: string;
  child_grade: number | null;
  /** A short-lived link to the uploaded photo, or null when an avatar is used. */
  child_photo: string | null;
  /** 1 to 5 when an avatar is used. */
  child_avatar: number | null;
  final_score: number | null;
  /** The parent holds a purchased licence this child could get ('Apply License'). */
  is_parentpurchased: boolean;
  /** A purchased licence has been applied to this child. */
  is_purchased: boolean;
  /** Only when just created or reset: PINs are stored hashed, so they cannot be shown again. */
  child_pin: string | null;
  child_user_name: string;
  product_id: string | null;
  product_course_id: number | null;
  course_id: number | null;
  /** The licences applied to this child, by product name. */
  licences: ChildLicenceView[];
  /** The parent's unapplied licences this child may take ('Apply License' offers these by name). */
  available_licences: ChildLicenceView[];
}

export interface ChildLicenceView {
  licence_id: string;
  product_id: string;
  product_name: string;
}

/** GET v1/childprofile: empty `childrenList` (message 'No child exist for this parent') is not an error. */
export interface ChildListData {
  parentName: string | null;
  receiveWhatsappNotification: boolean;
  whatsappNumber: string | null;
  childrenList: ChildProfile[];
  /** Purchased licences not yet applied to a child. */
  unappliedLicences: number;
}

/** POST v1/childprofile: the new child (with its PIN), or the parent's details. */
export type ChildProfilePostData =
  | { kind: 'child'; child: ChildProfile }
  | { kind: 'parent'; parent: Omit<ChildListData, 'childrenList' | 'unappliedLicences'> };

/** PUT v1/childprofile: the edited child (with its PIN after reset_pin), or the deleted child's id. */
export type ChildProfilePutData =
  | { kind: 'child'; child: ChildProfile }
  | { kind: 'deleted'; child_id: string; /** The end of the undo window (ISO). */ erase_after: string };

/** GET v1/kidsscore (spec 01 §3, child score); nulls until the final test is scored. */
export interface KidsScoreData {
  percentile: number | null;
  /** Why the percentile is withheld (the class has too few scores yet). */
  percentile_note?: string;
  score: number | null;
  grade: number | null;
  cert_url: string | null;
}

/** A test card of the child dashboard (spec 01 §2, 02 §2): from unit 1 of the child's olympiad course. */
export interface ChildTestCard {
  course_id: number;
  element_id: number;
  element_name: string;
  /** Null: the practice may be taken as often as the child wants. */
  total_attempts: number | null;
  completed: number;
  attempts_left: number | null;
  /** An attempt in progress to continue. */
  attempt_id: string | null;
  duration_minutes: number | null;
  /** Stars out of 5 for the latest finished attempt (shared/junior/stars.ts), null before one finished. */
  stars: number | null;
}

/** The speaking-test card's state (spec 01 §2) and the child slot (02 §3). */
export interface SpeakingTestCard {
  state: 'completed' | 'booked' | 'purchased' | 'licence' | 'buy';
  /** In state 'licence': the parent's speaking-test licence that Apply License gives this child. */
  licence_id?: string | null;
  score_percent: number | null;
  report_url: string | null;
  slot: {
    call_time: string | null;
    meeting_id: string | null;
    calendly_url: string | null;
    call_status: string | null;
    completed_calls: number;
    total_calls: number;
  } | null;
}

/** GET v1/childdetails: the child dashboard. */
export interface ChildDetailsData {
  child: ChildProfile;
  practice_test: ChildTestCard | null;
  final_test: (ChildTestCard & { report_url: string | null }) | null;
  speaking_test: SpeakingTestCard;
  courses: CourseSummary[];
  /** The child's levels out of 12 from their latest levelled test; null before the first. */
  levels: LevelResult | null;
}

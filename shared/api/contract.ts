import type { PrivacyResponses } from './contract-privacy';
import type { CourseSummary } from './contract-course-lists';
import type { CertificateData, VerifiedCertificate } from './contract-certificates';
import type { CoachAvailability } from '../schemas/coach-availability';
import type {
  CallHistoryRow,
  CallView,
  ChildSlots,
  CoachSlots,
  CoachWorkspace,
  TaskRow,
  WorkspaceCall,
} from './contract-coach';
import type { OrgResponses } from './contract-orgs';
import type { SchoolResponses } from './contract-schools';
import type { CouponResult, PaymentResult, PaymentStart, Product } from './contract-commerce';
import type { AttemptData, ReviewData, ScoreData, SubmitAnswerData, VideoViewData } from './contract-assessment';
import type {
  CertificateItem,
  ChildDetailsData,
  ChildListData,
  ChildProfilePostData,
  ChildProfilePutData,
  ChildProfile,
  DashboardData,
  KidsScoreData,
  LicencesData,
  MergeData,
  MergeOtpSentData,
  MicTestData,
  MobileOtpSentData,
  MobileVerifiedData,
  NotificationsData,
  NotifyData,
  OrderItem,
  ProfileData,
  SpeechData,
  UserRoleData,
} from './contract-accounts';

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
  /** A staff coach (the coach group): the web offers the coach workspace. */
  is_coach: boolean;
  /** An organisation's admin: the web opens the organisation's console (docs/organisations.md). */
  is_org_admin: boolean;
  /** Spec 01 §3 supportPhone: the learner's organisation's support numbers, comma separated; null for the default. */
  support_phone: string | null;
}

/**
 * The answer of a staff member's PIN or OTP (decision 570): no token yet, but the authenticator step.
 * `setup` when no authenticator is enrolled (the secret to scan or type, then a first code), `verify`
 * when one is (its current code). POST v1/verify_mfa finishes it with `mfa_token` and the code.
 */
export interface MfaStepData {
  mfa_step: 'setup' | 'verify';
  /** Opaque, single use, for `expires_in` seconds. */
  mfa_token: string;
  expires_in: number;
  /** Setup only: the TOTP secret (base32) and the otpauth:// URI a QR code carries. */
  secret?: string;
  otpauth_uri?: string;
}

/** Whether a sign-in answer asks for the authenticator step rather than carrying a session. */
export function isMfaStep(data: object): data is MfaStepData {
  return 'mfa_step' in data;
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

/** An activity card (spec 02 §3, course element). */
export interface CourseElement {
  elementID: number;
  element_name: string;
  element_description: string;
  element_theme: string;
  element_type: 'W' | 'F' | 'S' | 'A' | 'D';
  /** Domains (skills) its questions test, e.g. ['R', 'L']: the Table of Content filter uses them. */
  domains: Array<'R' | 'W' | 'L' | 'S'>;
  element_lock_status: boolean;
  element_lock_message: string | null;
  completed: boolean;
  completion_count: number;
  /** How much of the activity is done (100 once finished): completion, never a score. */
  percentcomplete: number;
  /** The percentage of the latest finished attempt, shown apart from completion; null before one finished. */
  last_score: number | null;
  review_answers: boolean;
  is_adaptive_mystery: boolean;
  /** India date and time as the spec stores them, and the same instant in UTC for display. */
  reveal_date: string | null;
  reveal_time: string | null;
  reveal_at: string | null;
  just_for_me: boolean;
  thumbnail_image: string | null;
  checkMic: boolean;
  /** Null: as many attempts as the learner wants (shared/content/attempt-limit.ts). */
  total_attempts: number | null;
  duration_minutes: number | null;
  /** An attempt in progress to continue. */
  attempt_id: string | null;
  /**
   * A live class's link (spec 02 §7): the room with meeting id, name, user name, course id, retail
   * flag and unit name, given only from 5 minutes before the class until its end
   * (shared/coach/join-window.ts); null otherwise.
   */
  live_class_url: string | null;
  /** When that link is given (UTC ISO), for a class the learner may join that is not over; null otherwise. */
  live_class_opens_at: string | null;
  /**
   * When a live class meets (UTC ISO; the web shows it in the learner's named time zone); null for other activities.
   *
   */
  class_start: string | null;
  class_end: string | null;
}

export interface CourseUnit {
  order: number;
  /** Sanitised: b, i, em, strong, a, u, br only. */
  unit_name: string;
  course_elements: CourseElement[];
  completed_activites: number;
  total_activites: number;
}

/** GET v1/courses/{id} (spec 02 §3, course details). */
export interface CourseDetails {
  course_id: number;
  course_name: string;
  title: string;
  category: string;
  description: string;
  video: string | null;
  domain: string;
  learningOutcomes: string;
  imageUrl: string | null;
  courseType: CourseSummary['type'];
  completedPercent: number;
  completedElements: number;
  totalElements: number;
  isCoachCourse: boolean;
  canScheduleCall: boolean;
  warningOnScheduleCall: string | null;
  purchase_status: 'purchased' | 'preview';
  open_date: string | null;
  close_date: string | null;
  previewMode: boolean;
  /**
   * Spec 02 §2 "When an email-update flag is set, the user is sent to the profile route with boa=1":
   * set for an adult learner with no e-mail on record whose course is complete after its final test,
   * so its certificate can be sent (decision 445).
   */
  email_update: boolean;
  getGrade: number | null;
  currentUnitOrder: number;
  units: CourseUnit[];
  continueElementDetails: {
    element_type: CourseElement['element_type'];
    element_id: number;
    attempt_id: string | null;
    lock_status: boolean;
    lock_message: string | null;
    reveal_date: string | null;
    reveal_time: string | null;
  } | null;
  /** Special behaviour (shared/content/course-flags.ts) with download links already signed. */
  outline_url: string | null;
  downloads: Array<{ label: string; url: string }>;
  no_review: boolean;
  no_score_panel: boolean;
  coach_intake: boolean;
}

/** GET v1/fetchinstructions/{courseId}/{elementId} (spec 02 §3, instruction data). */
export interface InstructionData {
  course_id: number;
  element_id: number;
  element_type: CourseElement['element_type'];
  element_name: string;
  instructions: string | null;
  domains: Array<'R' | 'W' | 'L' | 'S'>;
  hide_start: boolean;
  continue_attempt_id: string | null;
  review_attempts: string[];
  /** Null: no limit. */
  attempts_remaining: number | null;
  totalQuestion: number;
  duration_minutes: number | null;
}

/** Commerce calls (spec 02 §7). */
interface CertificateResponses {
  detailReport: { file_url: string | null };
  customCertificate: CertificateData[];
  verifyCertificate: VerifiedCertificate;
}

interface CoachResponses {
  coachSlots: CoachSlots;
  bookCoachCall: CallView;
  childSlots: ChildSlots;
  coachAvailability: CoachAvailability;
  coachSaveAvailability: CoachAvailability;
  bookChildSlot: CallView;
  rescheduleCoachCall: CallView;
  coachCallHistory: CallHistoryRow[];
  taskUpload: PresignedUpload;
  userTasks: TaskRow[];
  submitTask: TaskRow;
  coachWorkspace: CoachWorkspace;
  coachUpdateCall: WorkspaceCall;
  coachChangeCall: WorkspaceCall;
  coachReviewUpload: PresignedUpload;
  coachReviewTask: WorkspaceCall;
}

interface CommerceResponses {
  products: Product[];
  relatedProducts: Product[];
  product: Product;
  childProduct: Product;
  coupon: CouponResult;
  startPayment: PaymentStart;
  processPayment: PaymentResult;
  logPayment: null;
  stripeWebhook: null;
  paytmCallback: null;
  paytmWebhook: null;
}

/** A presigned POST (functions/lib/uploads.ts): the browser posts `fields` and then the file to `url`. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  expires_at: string;
}

/**
 * POST v1/speechSession: one POST policy for every part of one recording, uploaded while it records
 * (shared/speech/live-parts.ts names them). The page posts `fields`, `key` = `key_prefix` + the
 * part's name, then the part; the policy allows only keys under `key_prefix`, this type and size.
 */
export interface SpeechSessionData {
  recording_id: string;
  parts: { url: string; fields: Record<string, string>; key_prefix: string; max_bytes: number; expires_at: string };
}

/** POST v1/readAloud (decision 0421): the words spoken, a link to their audio (mp3, kept once per voice and text). */
export interface ReadAloudData {
  audio_url: string;
  text: string;
}

export interface ResponseData
  extends CommerceResponses, CoachResponses, CertificateResponses, PrivacyResponses, OrgResponses, SchoolResponses {
  health: HealthData;
  /** POST v1/events: how many events were taken (all of the batch, or a 400 for none of it). */
  postEvents: { accepted: number };
  login: LoginData | MfaStepData;
  register: null;
  forgotPin: null;
  otpLogin: OtpSentData;
  parentSignup: OtpSentData;
  verifyLoginOtp: OtpVerifiedData | MfaStepData;
  verifyMfa: LoginData;
  refresh: RefreshData;
  validateUser: ValidatedUserData;
  logout: null;
  userToken: ChildTokenData;
  courses: CourseSummary[];
  changeCourse: { course_id: number };
  course: CourseDetails;
  coursePreview: CourseDetails;
  instructions: InstructionData;
  changeGrant: { course_id: number; grade: number };

  // Tests and attempts (spec 02 §7)
  startAttempt: { attempt: AttemptData };
  fetchAttempt: AttemptData;
  reviewAttempt: ReviewData;
  submitAnswer: SubmitAnswerData;
  questionFeedback: null;
  /** Code 204: reload the page for a fresh link to the video. */
  checkVideo: null;
  /** One counted view of a question's video: its short-lived link (docs/video.md). */
  videoView: VideoViewData;
  myStep: ScoreData;
  recordingUpload: PresignedUpload;
  speechSession: SpeechSessionData;
  readAloud: ReadAloudData;

  // Accounts and families (spec 01 §7)
  profile: ProfileData;
  updateProfile: ProfileData;
  legacyProfile: null;
  onboarding: ProfileData;
  updateUserRole: UserRoleData;
  resetPin: null;
  sendMobileOtp: MobileOtpSentData;
  verifyMobileOtp: MobileVerifiedData;
  becomeParent: MobileOtpSentData;
  becomeParentVerify: OtpVerifiedData;
  updateSubscribe: { isSubscribe: boolean };
  dashboard: DashboardData;
  notifications: NotificationsData;
  readNotifications: { unread: number };
  licences: LicencesData;
  applyLicence: LicencesData;
  certificates: CertificateItem[];
  orders: OrderItem[];
  speech: SpeechData;
  setSpeech: SpeechData;
  notify: NotifyData;
  setNotify: NotifyData;
  micTest: MicTestData;
  mergeSendOtp: MergeOtpSentData;
  mergeUser: MergeData;
  childProfiles: ChildListData;
  childProfilePost: ChildProfilePostData;
  childProfilePut: ChildProfilePutData;
  applyChildLicence: ChildProfile;
  linkSchoolChild: ChildProfile;
  kidsScore: KidsScoreData;
  childDetails: ChildDetailsData;
}

import type { RouteDef } from './route-def';
import {
  forgotPinSchema,
  loginSchema,
  otpLoginSchema,
  parentSignupSchema,
  registerSchema,
  userTokenSchema,
  verifyMfaSchema,
  verifyOtpSchema,
} from '../schemas/auth';
import {
  checkVideoSchema,
  questionFeedbackSchema,
  recordingUploadSchema,
  speechSessionSchema,
  startAttemptSchema,
  submitAnswerSchema,
  videoViewSchema,
} from '../schemas/assessment';
import { changeCourseSchema, changeGrantSchema, courseQuerySchema } from '../schemas/courses';
import {
  becomeParentSchema,
  becomeParentVerifySchema,
  checkNotifySchema,
  checkSpeechSchema,
  legacyProfileSchema,
  licenceKeySchema,
  mergeSendOtpSchema,
  mergeUserSchema,
  micTestSchema,
  onboardingSchema,
  profileSchema,
  readNotificationsSchema,
  sendMobileOtpSchema,
  updateSubscribeSchema,
  userRoleSchema,
  verifyMobileOtpSchema,
} from '../schemas/accounts';
import {
  applyChildLicenceSchema,
  childPhotoRules,
  childProfilePostSchema,
  childProfilePutSchema,
} from '../schemas/family';
import { readAloudSchema } from '../schemas/read-aloud';
import { childSubjectSchema, deleteAccountSchema, exportSchema } from '../schemas/privacy';
import { schoolChildLinkSchema } from '../schemas/school-child-link';
import { MAX_EVENTS_BODY_BYTES, postEventsSchema } from '../schemas/analytics';
import { attemptParams, courseParams, instructionParams } from '../schemas/path-params';
import { certificateParams, customCertificateSchema } from '../schemas/certificates';
import {
  bookCallSchema,
  bookChildSlotSchema,
  childSlotParams,
  coachCourseParams,
  rescheduleCallSchema,
} from '../schemas/coach';
import { reviewTaskSchema, submitTaskSchema, taskUploadSchema, updateCallSchema } from '../schemas/coach-tasks';
import { coachAvailabilitySchema } from '../schemas/coach-availability';
import {
  childProductParams,
  couponParams,
  logPaymentSchema,
  paytmResponseSchema,
  processPaymentSchema,
  productParams,
  productsQuerySchema,
  startPaymentSchema,
  stripeWebhookSchema,
} from '../schemas/commerce';
import {
  exportParams,
  issueKeysSchema,
  orgKeysQuerySchema,
  orgPeopleQuerySchema,
  revokeKeySchema,
  startExportSchema,
} from '../schemas/orgs';
import {
  classChildParams,
  classParams,
  createClassSchema,
  MAX_ROSTER_BYTES,
  previewRosterSchema,
  registerRosterSchema,
  resetChildPinSchema,
  classResultsQuerySchema,
} from '../schemas/school-classes';

export { areaOf, pathParamNames, type Access, type Method, type RouteDef } from './route-def';

/**
 * The one route table. Every API endpoint is one row: its method and path as the spec writes them,
 * the handler module under functions/ (without extension), who may call it and the schema its body
 * or query must satisfy. infra/ builds one Lambda and one API Gateway route per row, the local
 * server mounts the same handlers, and the web client derives its calls from it.
 *
 * Who may call (`access`) is described with the row's type in route-def.ts. A Lambda bundles only
 * its own row (infra/constructs/route-row.ts); everything else reads the whole table.
 */
export const routes = {
  health: { method: 'GET', path: 'v1/health', handler: 'system/routes/health', access: 'public' },
  // Analytics events (spec 01 §7, spec 02 §7; ADR 0560): public, small batches, to Firehose on AWS and the local outbox
  // here.
  postEvents: {
    method: 'POST',
    path: 'v1/events',
    handler: 'analytics/routes/post-events',
    access: 'public',
    request: postEventsSchema,
    maxBodyBytes: MAX_EVENTS_BODY_BYTES,
  },

  // Sign-in and sessions (spec 01 §7)
  login: { method: 'POST', path: 'v1/login', handler: 'identity/routes/login', access: 'public', request: loginSchema },
  register: {
    method: 'POST',
    path: 'v1/register',
    handler: 'identity/routes/register',
    access: 'public',
    request: registerSchema,
  },
  forgotPin: {
    method: 'POST',
    path: 'v1/forgotpassword',
    handler: 'identity/routes/forgot-pin',
    access: 'public',
    request: forgotPinSchema,
  },
  otpLogin: {
    method: 'POST',
    path: 'v1/otplogin',
    handler: 'identity/routes/otp-login',
    access: 'public',
    request: otpLoginSchema,
  },
  parentSignup: {
    method: 'POST',
    path: 'v1/parentsignup',
    handler: 'identity/routes/parent-signup',
    access: 'public',
    request: parentSignupSchema,
  },
  verifyLoginOtp: {
    method: 'POST',
    path: 'v1/verifyloginotp',
    handler: 'identity/routes/verify-login-otp',
    access: 'public',
    request: verifyOtpSchema,
  },
  // A staff member's authenticator code after their PIN or OTP (decision 570).
  verifyMfa: {
    method: 'POST',
    path: 'v1/verify_mfa',
    handler: 'identity/routes/verify-mfa',
    access: 'public',
    request: verifyMfaSchema,
  },
  refresh: { method: 'POST', path: 'v1/refresh', handler: 'identity/routes/refresh', access: 'public' },
  validateUser: {
    method: 'GET',
    path: 'v1/validateuser',
    handler: 'identity/routes/validate-user',
    access: 'signedIn',
  },
  logout: { method: 'GET', path: 'v1/logout', handler: 'identity/routes/logout', access: 'signedIn' },
  userToken: {
    method: 'POST',
    path: 'v1/usertoken',
    handler: 'identity/routes/user-token',
    access: 'parent',
    request: userTokenSchema,
  },

  // Courses (spec 02 §7)
  courses: { method: 'GET', path: 'v1/courses', handler: 'courses/routes/list-courses', access: 'signedIn' },
  changeCourse: {
    method: 'POST',
    path: 'v1/courses',
    handler: 'courses/routes/change-course',
    access: 'signedIn',
    request: changeCourseSchema,
  },
  course: {
    method: 'GET',
    path: 'v1/courses/{courseId}',
    handler: 'courses/routes/get-course',
    access: 'signedIn',
    request: courseQuerySchema,
    params: courseParams,
  },
  coursePreview: {
    method: 'GET',
    path: 'v1/courses/{courseId}/1',
    handler: 'courses/routes/preview-course',
    access: 'signedIn',
    params: courseParams,
  },
  instructions: {
    method: 'GET',
    path: 'v1/fetchinstructions/{courseId}/{elementId}',
    handler: 'courses/routes/fetch-instructions',
    access: 'signedIn',
    params: instructionParams,
  },
  changeGrant: {
    method: 'POST',
    path: 'v1/change_grant',
    handler: 'courses/routes/change-grant',
    access: 'signedIn',
    request: changeGrantSchema,
  },

  // Tests and attempts (spec 02 §7): handlers in functions/assessment/routes/
  startAttempt: {
    method: 'POST',
    path: 'v1/startAttempt',
    handler: 'assessment/routes/start-attempt',
    access: 'signedIn',
    request: startAttemptSchema,
    idempotent: true,
  },
  fetchAttempt: {
    method: 'GET',
    path: 'v1/fetchattempt/{attemptId}',
    handler: 'assessment/routes/fetch-attempt',
    access: 'signedIn',
    params: attemptParams,
  },
  reviewAttempt: {
    method: 'GET',
    path: 'v1/fetchattempt/{attemptId}/1',
    handler: 'assessment/routes/review-attempt',
    access: 'signedIn',
    params: attemptParams,
  },
  submitAnswer: {
    method: 'POST',
    path: 'v1/submitAnswer',
    handler: 'assessment/routes/submit-answer',
    access: 'signedIn',
    request: submitAnswerSchema,
    maxBodyBytes: 48 * 1024,
    idempotent: true,
  },
  questionFeedback: {
    method: 'POST',
    path: 'v1/questionFeedback',
    handler: 'assessment/routes/question-feedback',
    access: 'signedIn',
    request: questionFeedbackSchema,
  },
  checkVideo: {
    method: 'POST',
    path: 'v1/checkVideo',
    handler: 'assessment/routes/check-video',
    access: 'signedIn',
    request: checkVideoSchema,
  },
  videoView: {
    method: 'POST',
    path: 'v1/videoView',
    handler: 'assessment/routes/video-view',
    access: 'signedIn',
    request: videoViewSchema,
  },
  myStep: { method: 'GET', path: 'v1/mystep', handler: 'assessment/routes/my-step', access: 'signedIn' },

  // Spoken answers (spec 02 §3, §4): handlers in functions/speech/routes/
  recordingUpload: {
    method: 'POST',
    path: 'v1/recordingupload',
    handler: 'speech/routes/recording-upload',
    access: 'signedIn',
    request: recordingUploadSchema,
  },
  speechSession: {
    method: 'POST',
    path: 'v1/speechSession',
    handler: 'speech/routes/speech-session',
    access: 'signedIn',
    request: speechSessionSchema,
  },
  // A junior's screens read aloud (decision 0420): by what the screen shows, never by text the client sends.
  readAloud: {
    method: 'POST',
    path: 'v1/readAloud',
    handler: 'speech/routes/read-aloud',
    access: 'junior',
    request: readAloudSchema,
    maxBodyBytes: 1024,
  },

  // Accounts and families (spec 01 §7): handlers in functions/accounts/routes/ and functions/family/routes/
  profile: { method: 'GET', path: 'v3/user_profile', handler: 'accounts/routes/get-profile', access: 'adult' },
  updateProfile: {
    method: 'POST',
    path: 'v3/user_profile',
    handler: 'accounts/routes/update-profile',
    access: 'adult',
    request: profileSchema,
  },
  legacyProfile: {
    method: 'POST',
    path: 'v1/user_profile',
    handler: 'accounts/routes/update-legacy-profile',
    access: 'adult',
    request: legacyProfileSchema,
  },
  onboarding: {
    method: 'POST',
    path: 'v1/onboarding',
    handler: 'accounts/routes/onboarding',
    access: 'adult',
    request: onboardingSchema,
  },
  updateUserRole: {
    method: 'POST',
    path: 'v1/updateuserrole',
    handler: 'accounts/routes/update-user-role',
    access: 'adult',
    request: userRoleSchema,
  },
  resetPin: { method: 'GET', path: 'v1/resetpin', handler: 'accounts/routes/reset-pin', access: 'adult' },
  sendMobileOtp: {
    method: 'POST',
    path: 'v1/sendOTP',
    handler: 'accounts/routes/send-mobile-otp',
    access: 'adult',
    request: sendMobileOtpSchema,
  },
  verifyMobileOtp: {
    method: 'POST',
    path: 'v1/verifyOTP',
    handler: 'accounts/routes/verify-mobile-otp',
    access: 'adult',
    request: verifyMobileOtpSchema,
  },
  updateSubscribe: {
    method: 'POST',
    path: 'v1/updateSubscribe',
    handler: 'accounts/routes/update-subscribe',
    access: 'adult',
    request: updateSubscribeSchema,
  },
  dashboard: { method: 'GET', path: 'v1/mydashboard', handler: 'accounts/routes/dashboard', access: 'adult' },
  notifications: {
    method: 'GET',
    path: 'v1/notifications',
    handler: 'accounts/routes/list-notifications',
    access: 'adult',
  },
  readNotifications: {
    method: 'POST',
    path: 'v1/notifications',
    handler: 'accounts/routes/read-notifications',
    access: 'adult',
    request: readNotificationsSchema,
  },
  licences: { method: 'GET', path: 'v1/licenses', handler: 'accounts/routes/get-licences', access: 'adult' },
  applyLicence: {
    method: 'POST',
    path: 'v1/licenses',
    handler: 'accounts/routes/apply-licence',
    access: 'adult',
    request: licenceKeySchema,
  },
  certificates: {
    method: 'GET',
    path: 'v1/listcertificates',
    handler: 'accounts/routes/list-certificates',
    access: 'adult',
  },
  orders: { method: 'GET', path: 'v1/orders', handler: 'accounts/routes/list-orders', access: 'adult' },
  speech: { method: 'GET', path: 'v1/checkspeech', handler: 'accounts/routes/get-speech', access: 'signedIn' },
  setSpeech: {
    method: 'POST',
    path: 'v1/checkspeech',
    handler: 'accounts/routes/set-speech',
    access: 'signedIn',
    request: checkSpeechSchema,
  },
  notify: { method: 'GET', path: 'v1/checknotify', handler: 'accounts/routes/get-notify', access: 'adult' },
  setNotify: {
    method: 'POST',
    path: 'v1/checknotify',
    handler: 'accounts/routes/set-notify',
    access: 'adult',
    request: checkNotifySchema,
  },
  micTest: {
    method: 'POST',
    path: 'v1/micTest',
    handler: 'accounts/routes/mic-test',
    access: 'signedIn',
    request: micTestSchema,
  },
  mergeSendOtp: {
    method: 'POST',
    path: 'v1/sendotp',
    handler: 'accounts/routes/merge-send-otp',
    access: 'adult',
    request: mergeSendOtpSchema,
  },
  mergeUser: {
    method: 'POST',
    path: 'v1/mergeuser',
    handler: 'accounts/routes/merge-user',
    access: 'adult',
    request: mergeUserSchema,
  },
  // Children's data (docs/security.md, "Children's data"; decisions 0800-0802)
  privacyChildren: {
    method: 'GET',
    path: 'v1/privacy/children',
    handler: 'family/routes/privacy-children',
    access: 'parent',
  },
  restoreChild: {
    method: 'POST',
    path: 'v1/privacy/restore_child',
    handler: 'family/routes/restore-child',
    access: 'parent',
    request: childSubjectSchema,
  },
  withdrawConsent: {
    method: 'POST',
    path: 'v1/privacy/withdraw_consent',
    handler: 'family/routes/withdraw-consent',
    access: 'parent',
    request: childSubjectSchema,
  },
  privacyStatus: {
    method: 'GET',
    path: 'v1/privacy/status',
    handler: 'privacy/routes/privacy-status',
    access: 'adult',
  },
  deleteAccountCode: {
    method: 'POST',
    path: 'v1/privacy/delete_account_code',
    handler: 'privacy/routes/delete-account-code',
    access: 'adult',
  },
  deleteAccount: {
    method: 'POST',
    path: 'v1/privacy/delete_account',
    handler: 'privacy/routes/delete-account',
    access: 'adult',
    request: deleteAccountSchema,
  },
  restoreAccount: {
    method: 'POST',
    path: 'v1/privacy/restore_account',
    handler: 'privacy/routes/restore-account',
    access: 'adult',
  },
  startExport: {
    method: 'POST',
    path: 'v1/privacy/export',
    handler: 'privacy/routes/start-export',
    access: 'adult',
    request: exportSchema,
  },
  exportStatus: {
    method: 'GET',
    path: 'v1/privacy/export',
    handler: 'privacy/routes/export-status',
    access: 'adult',
    request: exportSchema,
  },
  childProfiles: { method: 'GET', path: 'v1/childprofile', handler: 'family/routes/list-children', access: 'parent' },
  childProfilePost: {
    method: 'POST',
    path: 'v1/childprofile',
    handler: 'family/routes/post-child-profile',
    access: 'parent',
    idempotent: true,
    request: childProfilePostSchema,
    multipart: true,
    maxBodyBytes: childPhotoRules.maxBodyBytes,
  },
  childProfilePut: {
    method: 'PUT',
    path: 'v1/childprofile',
    handler: 'family/routes/put-child-profile',
    access: 'parent',
    request: childProfilePutSchema,
    multipart: true,
    maxBodyBytes: childPhotoRules.maxBodyBytes,
  },
  // A school's child linked to a parent by its login card (decision 0893).
  linkSchoolChild: {
    method: 'POST',
    path: 'v1/childprofile/link',
    handler: 'family/routes/link-school-child',
    access: 'parent',
    request: schoolChildLinkSchema,
  },
  becomeParent: {
    method: 'POST',
    path: 'v1/becomeparent',
    handler: 'family/routes/become-parent',
    access: 'adult',
    request: becomeParentSchema,
  },
  becomeParentVerify: {
    method: 'POST',
    path: 'v1/becomeparent/verify',
    handler: 'family/routes/become-parent-verify',
    access: 'adult',
    request: becomeParentVerifySchema,
  },
  applyChildLicence: {
    method: 'POST',
    path: 'v1/childlicense',
    handler: 'family/routes/apply-child-licence',
    access: 'parent',
    request: applyChildLicenceSchema,
  },
  kidsScore: { method: 'GET', path: 'v1/kidsscore', handler: 'family/routes/kids-score', access: 'junior' },
  childDetails: { method: 'GET', path: 'v1/childdetails', handler: 'family/routes/child-details', access: 'junior' },

  // Commerce (spec 02 §7): handlers in functions/commerce/routes/. `buyer`: a parent acting for a child
  // buys for that child with the child token (spec 01 §7); a junior's own token never buys.
  products: {
    method: 'GET',
    path: 'v1/products',
    handler: 'commerce/routes/list-products',
    access: 'buyer',
    request: productsQuerySchema,
  },
  relatedProducts: {
    method: 'GET',
    path: 'v1/relatedproducts',
    handler: 'commerce/routes/related-products',
    access: 'adult',
    request: productsQuerySchema,
  },
  product: {
    method: 'GET',
    path: 'v1/products/{id}',
    handler: 'commerce/routes/get-product',
    access: 'buyer',
    params: productParams,
  },
  childProduct: {
    method: 'GET',
    path: 'v1/product/{productId}/{childId}',
    handler: 'commerce/routes/get-child-product',
    access: 'buyer',
    params: childProductParams,
  },
  coupon: {
    method: 'GET',
    path: 'v1/coupon/{code}/{productId}',
    handler: 'commerce/routes/check-coupon',
    access: 'buyer',
    params: couponParams,
  },
  startPayment: {
    method: 'POST',
    path: 'v1/startpayment',
    handler: 'commerce/routes/start-payment',
    access: 'buyer',
    request: startPaymentSchema,
    idempotent: true,
  },
  processPayment: {
    method: 'POST',
    path: 'v1/processpayment',
    handler: 'commerce/routes/process-payment',
    access: 'buyer',
    request: processPaymentSchema,
    idempotent: true,
  },
  logPayment: {
    method: 'POST',
    path: 'v1/log_payment',
    handler: 'commerce/routes/log-payment',
    access: 'buyer',
    request: logPaymentSchema,
  },
  // Stripe's webhook: public (Stripe has no user token); the signature over the raw body is the check.
  stripeWebhook: {
    method: 'POST',
    path: 'v1/stripewebhook',
    handler: 'commerce/routes/stripe-webhook',
    access: 'public',
    request: stripeWebhookSchema,
  },
  // Paytm posts its result to both as a form, with no user token: the checksum, then the Transaction Status API, are
  // the checks.
  // The callback is the learner's browser returning (it answers a redirect to /paymentprocess); the webhook is Paytm's
  // server.
  paytmCallback: {
    method: 'POST',
    path: 'v1/paytmcallback',
    handler: 'commerce/routes/paytm-callback',
    access: 'public',
    request: paytmResponseSchema,
    form: true,
    maxBodyBytes: 16 * 1024,
  },
  paytmWebhook: {
    method: 'POST',
    path: 'v1/paytmwebhook',
    handler: 'commerce/routes/paytm-webhook',
    access: 'public',
    request: paytmResponseSchema,
    form: true,
    maxBodyBytes: 16 * 1024,
  },

  // Coach calls (spec 02 §7): handlers in functions/coach/routes/
  coachSlots: {
    method: 'GET',
    path: 'v1/coach_slots/{courseId}',
    handler: 'coach/routes/coach-slots',
    access: 'adult',
    params: coachCourseParams,
  },
  bookCoachCall: {
    method: 'POST',
    path: 'v1/book_coach_call',
    handler: 'coach/routes/book-call',
    access: 'adult',
    request: bookCallSchema,
    idempotent: true,
  },
  rescheduleCoachCall: {
    method: 'POST',
    path: 'v1/reschedule_coach_call',
    handler: 'coach/routes/reschedule-call',
    access: 'adult',
    request: rescheduleCallSchema,
  },
  coachCallHistory: {
    method: 'GET',
    path: 'v1/coach_call_history',
    handler: 'coach/routes/call-history',
    access: 'adult',
  },
  // A child's speaking-test slot, booked by the parent with their own token (spec 01 §2, 02 §3 Child slot).
  childSlots: {
    method: 'GET',
    path: 'v1/child_slots/{childId}',
    handler: 'coach/routes/child-slots',
    access: 'parent',
    params: childSlotParams,
  },
  bookChildSlot: {
    method: 'POST',
    path: 'v1/book_child_slot',
    handler: 'coach/routes/book-child-slot',
    access: 'parent',
    request: bookChildSlotSchema,
    idempotent: true,
  },
  // Tasks (spec 02 §3, §5, §7): the file goes straight to S3, then user_tasks names it.
  taskUpload: {
    method: 'POST',
    path: 'v1/taskupload',
    handler: 'coach/routes/task-upload',
    access: 'adult',
    request: taskUploadSchema,
  },
  userTasks: { method: 'GET', path: 'v1/user_tasks', handler: 'coach/routes/list-tasks', access: 'adult' },
  submitTask: {
    method: 'POST',
    path: 'v1/user_tasks',
    handler: 'coach/routes/submit-task',
    access: 'adult',
    request: submitTaskSchema,
  },
  // The coach workspace (docs/coach.md, "Coaches"): staff coaches only.
  coachWorkspace: { method: 'GET', path: 'v1/coach/calls', handler: 'coach/routes/workspace-calls', access: 'coach' },
  coachUpdateCall: {
    method: 'POST',
    path: 'v1/coach/call',
    handler: 'coach/routes/update-call',
    access: 'coach',
    request: updateCallSchema,
  },
  coachChangeCall: {
    method: 'POST',
    path: 'v1/coach/change_call',
    handler: 'coach/routes/coach-change-call',
    access: 'coach',
    request: rescheduleCallSchema,
  },
  coachReviewUpload: {
    method: 'POST',
    path: 'v1/coach/reviewupload',
    handler: 'coach/routes/review-upload',
    access: 'coach',
    request: taskUploadSchema,
  },
  coachReviewTask: {
    method: 'POST',
    path: 'v1/coach/review',
    handler: 'coach/routes/review-task',
    access: 'coach',
    request: reviewTaskSchema,
  },
  coachAvailability: {
    method: 'GET',
    path: 'v1/coach/availability',
    handler: 'coach/routes/get-availability',
    access: 'coach',
  },
  coachSaveAvailability: {
    method: 'POST',
    path: 'v1/coach/availability',
    handler: 'coach/routes/save-availability',
    access: 'coach',
    request: coachAvailabilitySchema,
  },

  // The organisation's console (docs/organisations.md): an organisation's admins, their own organisation only.
  orgOverview: { method: 'GET', path: 'v1/org/overview', handler: 'orgs/routes/overview', access: 'orgAdmin' },
  orgKeys: {
    method: 'GET',
    path: 'v1/org/keys',
    handler: 'orgs/routes/list-keys',
    access: 'orgAdmin',
    request: orgKeysQuerySchema,
  },
  orgIssueKeys: {
    method: 'POST',
    path: 'v1/org/keys',
    handler: 'orgs/routes/issue-keys',
    access: 'orgAdmin',
    request: issueKeysSchema,
    idempotent: true,
  },
  orgRevokeKey: {
    method: 'POST',
    path: 'v1/org/keys/revoke',
    handler: 'orgs/routes/revoke-key',
    access: 'orgAdmin',
    request: revokeKeySchema,
  },
  orgPeople: {
    method: 'GET',
    path: 'v1/org/people',
    handler: 'orgs/routes/list-people',
    access: 'orgAdmin',
    request: orgPeopleQuerySchema,
  },
  orgStartExport: {
    method: 'POST',
    path: 'v1/org/exports',
    handler: 'orgs/routes/start-export',
    access: 'orgAdmin',
    request: startExportSchema,
  },
  orgExport: {
    method: 'GET',
    path: 'v1/org/exports/{exportId}',
    handler: 'orgs/routes/get-export',
    access: 'orgAdmin',
    params: exportParams,
  },
  // A school's classes (docs/organisations.md, "Classes"): its coordinators, their own school only.
  orgClasses: { method: 'GET', path: 'v1/org/classes', handler: 'orgs/routes/list-classes', access: 'orgAdmin' },
  orgCreateClass: {
    method: 'POST',
    path: 'v1/org/classes',
    handler: 'orgs/routes/create-class',
    access: 'orgAdmin',
    request: createClassSchema,
  },
  orgClass: {
    method: 'GET',
    path: 'v1/org/classes/{classId}',
    handler: 'orgs/routes/get-class',
    access: 'orgAdmin',
    params: classParams,
  },
  orgPreviewRoster: {
    method: 'POST',
    path: 'v1/org/classes/{classId}/preview',
    handler: 'orgs/routes/preview-roster',
    access: 'orgAdmin',
    params: classParams,
    request: previewRosterSchema,
    maxBodyBytes: MAX_ROSTER_BYTES * 2,
  },
  orgRegisterRoster: {
    method: 'POST',
    path: 'v1/org/classes/{classId}/register',
    handler: 'orgs/routes/register-roster',
    access: 'orgAdmin',
    params: classParams,
    request: registerRosterSchema,
    maxBodyBytes: MAX_ROSTER_BYTES * 2,
  },
  orgResetChildPin: {
    method: 'POST',
    path: 'v1/org/classes/{classId}/children/{childId}/pin',
    handler: 'orgs/routes/reset-child-pin',
    access: 'orgAdmin',
    params: classChildParams,
    request: resetChildPinSchema,
  },
  orgClassResults: {
    method: 'GET',
    path: 'v1/org/classes/{classId}/results',
    handler: 'orgs/routes/class-results',
    access: 'orgAdmin',
    params: classParams,
    request: classResultsQuerySchema,
  },

  // Certificates (spec 02 §7): handlers in functions/certificates/routes/
  customCertificate: {
    method: 'POST',
    path: 'v1/customcertificate',
    handler: 'certificates/routes/custom-certificate',
    access: 'adult',
    request: customCertificateSchema,
    idempotent: true,
  },
  detailReport: { method: 'GET', path: 'v1/detailreport', handler: 'reports/routes/detail-report', access: 'signedIn' },
  verifyCertificate: {
    method: 'GET',
    path: 'v1/certificate/{certId}',
    handler: 'certificates/routes/verify-certificate',
    access: 'public',
    params: certificateParams,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export function routeEntries(): Array<[RouteId, RouteDef]> {
  return Object.entries(routes) as Array<[RouteId, RouteDef]>;
}

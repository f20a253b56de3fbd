import { randomUUID } from 'node:crypto';
import { routeEntries, type Access, type RouteId } from '#shared/api/routes';
import { freshEmail, freshPhone, latestCode, TestClient } from './api-client';
import { rightSubmission } from './attempts';
import { classFile, freshName } from './orgs';
import { COURSE, ELEMENT, type Role, type World } from './route-world';
import coaches from '../../infra/content/coaches.json' with { type: 'json' };

const seededCoach = coaches.coaches[0]!;

/**
 * One fixture per row of the route table, for the generated suites (authorisation-matrix and
 * bad-input). A fixture is the request the route's positive caller makes with success, and which of
 * its inputs name a user's object. The suites check these keys against the table, so a new route
 * fails them until its row is added here (docs/testing.md).
 */
export interface RouteRequest {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/** Whether an answer is the fixture's success for its positive caller. */
export function isPositive(fixture: RouteFixture, status: number, error: string | undefined): boolean {
  // Success, or one of the errors the fixture names as what its positive caller may get instead.
  return status < 400 || Boolean(fixture.positiveError?.includes(error ?? ''));
}

/** Kinds of object a user owns; cross-user cases ask for the owner's object as someone else. */
export type ObjectKind =
  | 'attempt'
  | 'child'
  | 'notification'
  | 'account'
  | 'recording'
  | 'orgKey'
  | 'orgExport'
  | 'orgSeats'
  | 'orgClass'
  | 'orgClassChild';

export interface RouteFixture {
  /** A request that succeeds for the positive caller (the first role the access level allows). */
  valid: (w: World) => RouteRequest | Promise<RouteRequest>;
  /** The error keys the positive caller may get instead, where success needs what a test cannot cheaply have. */
  positiveError?: string[];
  /** Inputs (path parameters or body fields) naming an object a user owns. */
  owned?: Record<string, ObjectKind>;
  /** Inputs that look like ids but name nothing a user owns, and why. */
  notOwned?: Record<string, string>;
  /**
   * Fields where any text is a legitimate value (free text, a PIN or licence key being tried): control characters may
   * be accepted.
   */
  freeText?: string[];
  /** Fields whose value is one of a fixed list: prototype names (`__proto__`, `constructor`) must be refused. */
  choices?: string[];
  /** Optional fields where null means "none" (the web sends it to clear them). */
  nullable?: string[];
  /** Calling it ends the caller's session: allowed cells use a fresh person. */
  endsSession?: true;
}

const catalogue = 'a course or activity of the shared catalogue, not a user’s object';

/** Paytm's result fields with a checksum Paytm did not make. */
const paytmFields = {
  ORDERID: 'FL-NOT-AN-ORDER',
  MID: 'FLUENTMATRIX000000',
  TXNID: '20261201000000000001',
  TXNAMOUNT: '1499.00',
  PAYMENTMODE: 'UPI',
  CURRENCY: 'INR',
  TXNDATE: '2026-12-01 10:00:00.0',
  STATUS: 'TXN_SUCCESS',
  RESPCODE: '01',
  RESPMSG: 'Txn Success',
  GATEWAYNAME: 'PPBL',
  BANKTXNID: '777000000001',
  BANKNAME: 'Paytm Payments Bank',
  CHECKSUMHASH: 'A'.repeat(107) + '=',
};

const fixtures = {
  health: { valid: () => ({}) },
  postEvents: {
    valid: () => ({
      body: {
        events: [
          {
            event: 'webclient_product_view',
            at: '2026-12-01T10:00:00.000Z',
            page: '/purchase/101',
            params: { product_id: 101 },
          },
        ],
      },
    }),
  },
  login: {
    valid: (w) => ({ body: { login_id: w.child.child_user_name, pin: w.child.child_pin, keepalive: true } }),
    // The matrix signs the same account in from every caller at once: more than the lockout's five
    // comparisons in flight are refused by design (docs/security.md), so a 429 here is the rule working.
    positiveError: ['accountLocked'],
    notOwned: { login_id: 'a sign-in proves itself with the PIN' },
    freeText: ['pin'],
  },
  register: {
    valid: () => ({ body: { login_id: freshPhone(), full_name: 'Arjun Das' } }),
    notOwned: { login_id: 'a new account’s own login id' },
  },
  forgotPin: {
    valid: () => ({ body: { user_name: freshPhone() } }),
    notOwned: { user_name: 'the PIN goes to the account’s own contact' },
  },
  otpLogin: { valid: () => ({ body: { login_id: freshPhone() } }), notOwned: { login_id: 'the OTP is the proof' } },
  parentSignup: {
    valid: () => ({ body: { login_id: freshPhone(), parent_name: 'Lata Nair' } }),
    notOwned: { login_id: 'the OTP is the proof' },
  },
  verifyLoginOtp: {
    valid: async () => {
      const loginId = freshPhone();
      const sent = await new TestClient().post('/v1/otplogin', { login_id: loginId });
      return { body: { otp: (await latestCode(loginId)) ?? '000000', user_id: sent.body.data?.user_id ?? 'none' } };
    },
    notOwned: { user_id: 'the sign-in challenge’s id; the OTP is the proof (tests/integration/auth-otp.test.ts)' },
  },
  // A staff step needs a coach's PIN and an authenticator (tests/integration/auth-staff-mfa.test.ts); here the step is
  // unknown.
  verifyMfa: {
    valid: () => ({ body: { mfa_token: 'A'.repeat(43), code: '123456' } }),
    positiveError: ['mfaStepExpired'],
    notOwned: {
      mfa_token:
        'the opaque token of a sign-in step; the authenticator code is the proof (tests/integration/auth-staff-mfa.test.ts)',
    },
  },
  refresh: { valid: () => ({}), positiveError: ['sessionExpired'] },
  validateUser: { valid: () => ({}) },
  logout: { valid: () => ({}), endsSession: true },
  userToken: { valid: (w) => ({ body: { child_id: w.child.child_id } }), owned: { child_id: 'child' } },

  courses: { valid: () => ({}) },
  changeCourse: { valid: () => ({ body: { course_id: COURSE } }), notOwned: { course_id: catalogue } },
  course: {
    valid: () => ({ params: { courseId: String(COURSE) }, query: { previewMode: '0' } }),
    notOwned: { courseId: catalogue },
    choices: ['previewMode'],
  },
  coursePreview: { valid: () => ({ params: { courseId: String(COURSE) } }), notOwned: { courseId: catalogue } },
  instructions: {
    valid: () => ({ params: { courseId: String(COURSE), elementId: String(ELEMENT) } }),
    notOwned: { courseId: catalogue, elementId: catalogue },
  },
  changeGrant: { valid: () => ({ body: { grade: 6 } }), owned: { child_id: 'child' } },

  startAttempt: {
    valid: (w) => ({ body: { course_id: COURSE, element_id: ELEMENT, continue_attempt_id: w.attempt.attempt_id } }),
    owned: { continue_attempt_id: 'attempt' },
    notOwned: { course_id: catalogue, element_id: catalogue },
  },
  fetchAttempt: { valid: (w) => ({ params: { attemptId: w.attempt.attempt_id } }), owned: { attemptId: 'attempt' } },
  reviewAttempt: {
    valid: (w) => ({ params: { attemptId: w.attempt.attempt_id } }),
    owned: { attemptId: 'attempt' },
    positiveError: ['reviewNotReady'],
  },
  submitAnswer: {
    valid: (w) => ({ body: { ...rightSubmission(w.attempt.attempt_id, w.attempt.next_question), is_audio: 'no' } }),
    owned: { attempt_id: 'attempt' },
    notOwned: { question_id: catalogue },
    freeText: ['user_answer', 'additional_user_answer'],
    choices: ['is_audio'],
  },
  recordingUpload: { valid: () => ({ body: { content_type: 'audio/wav' } }), choices: ['content_type', 'purpose'] },
  // A new recording's id each time (the page takes it from its upload key); the learner's own,
  // already open, is asked for by others in the matrix and must be refused.
  speechSession: { valid: () => ({ body: { recording_id: randomUUID() } }), owned: { recording_id: 'recording' } },
  // The positive caller is the junior; a question of an attempt is attacked in tests/integration/read-aloud.test.ts.
  readAloud: { valid: () => ({ body: { kind: 'phrase', phrase: 'celebrate' } }), choices: ['kind', 'phrase'] },
  questionFeedback: {
    valid: (w) => ({
      body: {
        attempt_id: w.attempt.attempt_id,
        question_id: w.attempt.next_question[0]!.question_id,
        feedback: 'I like this question',
        comment: 'Nice',
      },
    }),
    owned: { attempt_id: 'attempt' },
    notOwned: { question_id: catalogue },
    freeText: ['comment'],
    choices: ['feedback'],
  },
  checkVideo: {
    // The world's open attempt asks a question without a video: its positive answer is the refusal
    // that says so, or, once submitAnswer's cell has moved the attempt on, that the question is no
    // longer being asked. tests/integration/video.test.ts proves code 204 on a seeded video question.
    valid: (w) => ({
      body: {
        attempt_id: w.attempt.attempt_id,
        question_id: w.attempt.next_question[0]!.question_id,
        videoURL: 'https://video.example/lesson.webm',
      },
    }),
    positiveError: ['videoNotInQuestion', 'questionNotCurrent'],
    owned: { attempt_id: 'attempt' },
    notOwned: { question_id: catalogue },
    freeText: ['videoURL'],
  },
  videoView: {
    // As checkVideo: the world's open attempt asks a question without a video, so the positive answer
    // is the refusal that says so (or, after submitAnswer's cell, that the question is no longer asked).
    // tests/integration/video-view.test.ts proves counted views on the seeded video question.
    valid: (w) => ({
      body: { attempt_id: w.attempt.attempt_id, question_id: w.attempt.next_question[0]!.question_id },
    }),
    positiveError: ['videoNotInQuestion', 'questionNotCurrent'],
    owned: { attempt_id: 'attempt' },
    notOwned: { question_id: catalogue },
  },
  myStep: { valid: () => ({}) },

  profile: { valid: () => ({}) },
  updateProfile: {
    valid: () => ({
      body: {
        full_name: 'Asha Rao',
        email: freshEmail(),
        user_type: 'Student',
        gender: 'F',
        age: '30',
        primary_purpose: 'Grow in my career',
      },
    }),
    freeText: ['primary_purpose_other'],
    choices: ['user_type', 'gender', 'primary_purpose'],
    nullable: ['age', 'primary_purpose'],
  },
  legacyProfile: {
    valid: () => ({ body: { phone: freshPhone(), email: freshEmail(), full_name: 'Arun Das', is_olympiad: 0 } }),
  },
  onboarding: {
    valid: () => ({
      body: {
        user_type: 'Student',
        isParent: true,
        childrenAge: '6,9',
        receiveWhatsappNotification: true,
        whatsappNumber: '6123456789',
        isSubscribe: true,
        full_name: 'Ravi Kumar',
        email: freshEmail(),
      },
    }),
    choices: ['user_type'],
  },
  updateUserRole: {
    valid: () => ({ body: { user_background: 'Engineer', user_role: 2, user_skill: 1 } }),
    freeText: ['user_background'],
  },
  resetPin: { valid: () => ({}), positiveError: ['noContactForPin'], endsSession: true },
  sendMobileOtp: { valid: () => ({ body: { mobile: freshPhone() } }) },
  verifyMobileOtp: { valid: () => ({ body: { otp: '123456' } }), positiveError: ['otpExpired', 'otpIncorrect'] },
  updateSubscribe: { valid: () => ({ body: { isSubscribe: true } }) },
  dashboard: { valid: () => ({}) },
  notifications: { valid: () => ({}) },
  readNotifications: { valid: (w) => ({ body: { ids: [w.noteId] } }), owned: { ids: 'notification' } },
  licences: { valid: () => ({}) },
  applyLicence: {
    valid: () => ({ body: { license_key: 'FLU-NONE-0000' } }),
    positiveError: ['licenceInvalid'],
    freeText: ['license_key'],
  },
  certificates: { valid: () => ({}) },
  orders: { valid: () => ({}) },
  speech: { valid: () => ({}) },
  setSpeech: { valid: () => ({ body: { speech_is_on: '0' } }) },
  notify: { valid: () => ({}) },
  setNotify: { valid: () => ({ body: { notify_is_on: true } }) },
  micTest: { valid: () => ({ body: { success: false } }) },
  mergeSendOtp: {
    valid: () => ({ body: { user_name: freshPhone() } }),
    notOwned: { user_name: 'the OTP sent to it is the proof' },
  },
  mergeUser: {
    valid: (w) => ({ body: { secondary_id: w.people.otherLearner.userId, otp: '123456' } }),
    owned: { secondary_id: 'account' },
    positiveError: ['otpExpired'],
  },
  becomeParent: { valid: () => ({ body: { mobile: freshPhone() } }) },
  becomeParentVerify: { valid: () => ({ body: { otp: '123456' } }), positiveError: ['otpExpired', 'otpIncorrect'] },
  privacyChildren: { valid: () => ({}) },
  // The world's child is not deleted, so restoring it is refused even for its parent.
  restoreChild: {
    valid: (w) => ({ body: { child_id: w.child.child_id } }),
    owned: { child_id: 'child' },
    positiveError: ['childNotFound'],
  },
  // Withdrawing deletes the child: the positive call names no child, the cross-parent cells the world's.
  withdrawConsent: {
    valid: () => ({ body: { child_id: randomUUID() } }),
    owned: { child_id: 'child' },
    positiveError: ['childNotFound'],
  },
  privacyStatus: { valid: () => ({}) },
  deleteAccountCode: { valid: () => ({}), positiveError: ['deletionNeedsContact', 'resendTooSoon'] },
  deleteAccount: { valid: () => ({ body: { otp: '123456' } }), positiveError: ['otpExpired', 'otpIncorrect'] },
  restoreAccount: { valid: () => ({}), positiveError: ['deletionNotPending'] },
  startExport: { valid: () => ({ body: {} }), owned: { child_id: 'child' } },
  exportStatus: {
    valid: () => ({}),
    notOwned: {
      child_id: 'a query field: another parent’s child is refused in tests/integration/privacy-export.test.ts',
    },
  },
  childProfiles: { valid: () => ({}) },
  childProfilePost: { valid: () => ({ body: { parent_name: 'Pari Canary', receiveWhatsappNotification: false } }) },
  childProfilePut: {
    valid: (w) => ({
      body: { child_id: w.child.child_id, child_name: 'Juno Canary', child_grade: '5', child_avatar: 3 },
    }),
    owned: { child_id: 'child' },
    nullable: ['child_avatar'],
  },
  applyChildLicence: {
    valid: (w) => ({ body: { child_id: w.child.child_id } }),
    owned: { child_id: 'child' },
    positiveError: ['childLicenceNone'],
  },
  linkSchoolChild: {
    valid: () => ({ body: { login_id: 'kabir4821', pin: '123456', consent: true } }),
    positiveError: ['loginFailed', 'accountLocked'],
    notOwned: {
      login_id:
        'a login card’s id, proven by its PIN; another parent’s child: tests/integration/school-child-link.test.ts',
    },
  },
  kidsScore: { valid: () => ({}) },
  childDetails: { valid: () => ({}) },
  products: { valid: () => ({ query: { international: '0' } }) },
  relatedProducts: { valid: () => ({ query: { country: '1' } }) },
  product: { valid: () => ({ params: { id: '5001' } }), notOwned: { id: catalogue } },
  childProduct: {
    valid: (w) => ({ params: { productId: '5004', childId: w.child.child_id } }),
    owned: { childId: 'child' },
    notOwned: { productId: catalogue },
  },
  coupon: {
    valid: () => ({ params: { code: 'WELCOME10', productId: '5001' } }),
    notOwned: { productId: catalogue, code: 'a coupon of the shared catalogue' },
  },
  startPayment: {
    valid: () => ({ body: { product_id: 5001, state_name: 'Karnataka', payment_type: 'paytm' } }),
    notOwned: { product_id: catalogue },
    choices: ['state_name', 'payment_type', 'is_gst'],
    freeText: ['coupon', 'payment_method'],
  },
  processPayment: {
    valid: () => ({ body: { ORDERID: 'FL-NOT-AN-ORDER', ISWEB: 1, payment_type: 'paytm' } }),
    positiveError: ['orderNotFound'],
    notOwned: { ORDERID: 'looked up under the caller’s own partition only' },
    choices: ['payment_type'],
  },
  logPayment: { valid: () => ({ body: { log_data: 'ORDERID=FL-1&STATUS=TXN_SUCCESS' } }), freeText: ['log_data'] },
  // Without Stripe's signature header every event is refused: the integration tests sign real ones.
  stripeWebhook: {
    valid: () => ({
      body: {
        id: 'evt_matrix',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: 'cs_matrix' } },
      },
    }),
    positiveError: ['paymentInvalid'],
    notOwned: { id: 'a Stripe event id, believed only with Stripe’s signature' },
    freeText: ['type'],
  },
  // Paytm's callback and webhook: without a checksum made with the merchant key every result is refused
  // (tests/integration/commerce-paytm.test.ts posts genuine ones from the sandbox).
  paytmCallback: {
    valid: () => ({ body: paytmFields }),
    positiveError: ['paymentInvalid'],
    notOwned: { ORDERID: 'believed only with Paytm’s checksum, and looked up by the order' },
    freeText: ['RESPMSG', 'BANKNAME'],
  },
  paytmWebhook: {
    valid: () => ({ body: paytmFields }),
    positiveError: ['paymentInvalid'],
    notOwned: { ORDERID: 'believed only with Paytm’s checksum, and looked up by the order' },
    freeText: ['RESPMSG', 'BANKNAME'],
  },
  coachSlots: {
    valid: () => ({ params: { courseId: '487' } }),
    notOwned: { courseId: catalogue },
    positiveError: ['courseNotBought'],
  },
  bookCoachCall: {
    valid: () => ({ body: { course_id: 487, start: '2030-01-07T04:30:00.000Z' } }),
    notOwned: { course_id: catalogue },
    positiveError: ['courseNotBought', 'coachProfileIncomplete'],
  },
  rescheduleCoachCall: {
    valid: () => ({
      body: { schedule_id: '00000000-0000-4000-8000-000000000000', reason_type: 'Cancel', reason: 'Travelling' },
    }),
    positiveError: ['callNotFound'],
    notOwned: { schedule_id: 'looked up under the caller’s own partition only' },
    choices: ['reason_type'],
    freeText: ['reason'],
  },
  coachCallHistory: { valid: () => ({}) },
  // The matrix's child holds no speaking test (tests/integration/child-slots.test.ts books real ones).
  childSlots: {
    valid: (w) => ({ params: { childId: w.child.child_id } }),
    owned: { childId: 'child' },
    positiveError: ['speakingTestNotBought'],
  },
  bookChildSlot: {
    valid: (w) => ({ body: { child_id: w.child.child_id, start: '2030-01-07T04:30:00.000Z' } }),
    owned: { child_id: 'child' },
    positiveError: ['speakingTestNotBought'],
  },
  taskUpload: {
    valid: () => ({ body: { file_name: 'My introduction.docx', file_size: 2048 } }),
    freeText: ['file_name'],
  },
  userTasks: { valid: () => ({}) },
  submitTask: {
    valid: (w) => ({
      body: {
        schedule_id: '00000000-0000-4000-8000-000000000000',
        task_file: `task/${w.people.learner.userId}/00000000-0000-4000-8000-000000000000.docx`,
        file_name: 'Intro.docx',
      },
    }),
    // Nothing was uploaded under that key (HeadObject finds none): tests/integration/coach-tasks.test.ts submits real
    // files.
    positiveError: ['uploadInvalid'],
    notOwned: { schedule_id: 'looked up under the caller’s own partition only' },
    freeText: ['file_name'],
  },
  coachWorkspace: { valid: () => ({}) },
  coachUpdateCall: {
    valid: () => ({
      body: {
        schedule_id: '00000000-0000-4000-8000-000000000000',
        call_status: 'Completed',
        call_recording: 'https://rec.example.com/1',
      },
    }),
    positiveError: ['callNotFound'],
    notOwned: { schedule_id: 'looked up among the coach’s own calls only (tests/integration/coach-workspace.test.ts)' },
    choices: ['call_status'],
    nullable: ['call_recording', 'feedback_url'],
    freeText: ['notes'],
  },
  coachChangeCall: {
    valid: () => ({
      body: { schedule_id: '00000000-0000-4000-8000-000000000000', reason_type: 'Cancel', reason: 'Unwell' },
    }),
    positiveError: ['callNotFound'],
    notOwned: {
      schedule_id: 'looked up among the coach’s own calls only (tests/integration/coach-workspace-calls.test.ts)',
    },
    choices: ['reason_type'],
    freeText: ['reason'],
  },
  coachReviewUpload: {
    valid: () => ({ body: { file_name: 'Reviewed.docx', file_size: 4096 } }),
    freeText: ['file_name'],
  },
  coachAvailability: { valid: () => ({}) },
  // The matrix's coach is a staff account of the seeded coach: it saves that coach's own hours again
  // (infra/content/coaches.json), so the files booking against them in parallel see no change.
  coachSaveAvailability: {
    valid: () => ({ body: { availability: seededCoach.availability, time_off: seededCoach.time_off } }),
  },
  coachReviewTask: {
    valid: (w) => ({
      body: {
        schedule_id: '00000000-0000-4000-8000-000000000000',
        review_file: `review/${w.people.coach.userId}/00000000-0000-4000-8000-000000000000.docx`,
        file_name: 'Reviewed.docx',
      },
    }),
    positiveError: ['callNotFound'],
    notOwned: { schedule_id: 'looked up among the coach’s own calls only (tests/integration/coach-workspace.test.ts)' },
    freeText: ['file_name'],
  },
  // The organisation's console: the positive caller is an admin of an organisation of the world's own
  // (tests/support/orgs.ts); another organisation's admin asks for its key, export and seats and is refused.
  orgOverview: { valid: () => ({}) },
  orgKeys: { valid: () => ({ query: { state: 'unused' } }), choices: ['state'], freeText: ['search'] },
  orgIssueKeys: { valid: (w) => ({ body: { seats_id: w.org.seatsId, count: 1 } }), owned: { seats_id: 'orgSeats' } },
  orgRevokeKey: { valid: (w) => ({ body: { key_id: w.org.keyId } }), owned: { key_id: 'orgKey' } },
  orgPeople: { valid: () => ({}), freeText: ['search'] },
  orgStartExport: { valid: () => ({ body: { kind: 'people' } }), choices: ['kind'] },
  orgExport: { valid: (w) => ({ params: { exportId: w.org.exportId } }), owned: { exportId: 'orgExport' } },
  // A school's classes: the world's admin's school has class 5-A with one child; the other school has no class.
  orgClasses: { valid: () => ({}) },
  orgCreateClass: {
    // A class is made once: the positive caller's later calls get 'exists', which is the rule working.
    valid: () => ({ body: { grade: 7, section: 'C', teacher: 'Asha Rao' } }),
    positiveError: ['classExists'],
    freeText: ['teacher'],
  },
  orgClass: { valid: (w) => ({ params: { classId: w.org.classId } }), owned: { classId: 'orgClass' } },
  orgPreviewRoster: {
    valid: (w) => ({ params: { classId: w.org.classId }, body: { file: classFile([`${freshName()},5,A`]) } }),
    owned: { classId: 'orgClass' },
  },
  orgRegisterRoster: {
    valid: (w) => ({
      params: { classId: w.org.classId },
      body: { file: classFile([`${freshName()},5,A`]), attest: true },
    }),
    // Two registrations of the class at the same moment: one is told to wait (decision 0891).
    positiveError: ['classBeingRegistered'],
    owned: { classId: 'orgClass' },
  },
  orgResetChildPin: {
    valid: (w) => ({ params: { classId: w.org.classId, childId: w.org.classChildId }, body: {} }),
    owned: { classId: 'orgClass', childId: 'orgClassChild' },
  },
  orgClassResults: {
    valid: (w) => ({ params: { classId: w.org.classId }, query: { test: '3001' } }),
    owned: { classId: 'orgClass' },
    notOwned: { test: catalogue },
  },
  customCertificate: {
    valid: () => ({ body: { fullname: 'Ravi Kumar', course_id: 101 } }),
    positiveError: ['certificateNotEarned'],
    notOwned: { course_id: catalogue },
    freeText: ['fullname'],
  },
  detailReport: { valid: () => ({}), positiveError: ['reportNotReady'] },
  verifyCertificate: {
    valid: () => ({ params: { certId: '0123456789ABCDEF0123' } }),
    positiveError: ['certificateNotFound'],
    notOwned: { certId: 'a certificate is public to anyone with its id' },
  },
} satisfies Record<RouteId, RouteFixture>;

export const routeFixtures: Record<string, RouteFixture> = fixtures;

/** Who may call each access level (route table, functions/lib/access.ts); the first is the positive caller. */
export const allowedRoles: Record<Access, Role[]> = {
  public: [],
  // A coach and an organisation's admin are adult accounts (type T) that are also in a staff group.
  signedIn: [
    'learner',
    'otherLearner',
    'parent',
    'otherParent',
    'junior',
    'childToken',
    'coach',
    'orgAdmin',
    'otherOrgAdmin',
  ],
  adult: ['learner', 'otherLearner', 'parent', 'otherParent', 'coach', 'orgAdmin', 'otherOrgAdmin'],
  // A parent acting for a child buys for that child; a junior's own token never buys. The parent is
  // the positive caller (first): the child product names the parent's own child.
  buyer: ['parent', 'otherParent', 'learner', 'otherLearner', 'coach', 'orgAdmin', 'otherOrgAdmin', 'childToken'],
  parent: ['parent', 'otherParent'],
  junior: ['junior', 'childToken'],
  coach: ['coach'],
  // Both pass the access level; which organisation each reaches is the handler's (the cross-organisation cases).
  orgAdmin: ['orgAdmin', 'otherOrgAdmin'],
};

/** Names that look like ids: `{courseId}`, `attempt_id`, `ids`, `login_id`, `user_name`. */
const ID_NAME = /(^|_)ids?$|[a-z]Ids?$|^user_name$/;

/** Path parameters of a route path, `v1/fetchattempt/{attemptId}/1` → ['attemptId']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Every row of the table has a fixture, no fixture is left over, and every id-like input of a row
 * (path parameter or field of its request) is declared owned or not owned. Returns the problems.
 */
export async function coverageProblems(world: World): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set(routeEntries().map(([id]) => id as string));
  for (const [id, route] of routeEntries()) {
    const fixture = routeFixtures[id];
    if (!fixture) {
      problems.push(`${route.method} ${route.path} (${id}) has no fixture in tests/support/route-fixtures.ts`);
      continue;
    }
    const request = await fixture.valid(world);
    const declared = { ...fixture.owned, ...fixture.notOwned };
    for (const param of pathParams(route.path))
      if (!(param in declared)) problems.push(`${id}: path parameter {${param}} is not declared owned or not owned`);
    for (const param of Object.keys(request.params ?? {}))
      if (!pathParams(route.path).includes(param))
        problems.push(`${id}: fixture names {${param}}, which the path does not have`);
    const names = [...Object.keys(request.body ?? {}), ...Object.keys(request.query ?? {})];
    for (const name of names)
      if (ID_NAME.test(name) && !(name in declared))
        problems.push(`${id}: input ${name} looks like an id but is not declared owned or not owned`);
    if (route.request && !request.body && !request.query && route.method !== 'GET')
      problems.push(`${id}: the route takes a request but the fixture sends none`);
  }
  for (const id of Object.keys(routeFixtures))
    if (!ids.has(id)) problems.push(`fixture ${id} has no row in the route table`);
  return problems;
}

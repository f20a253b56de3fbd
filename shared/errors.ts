/**
 * The one error catalogue. Every failure message the API sends, and every failure the spec quotes
 * for the web, is written here once (what succeeded is said by ./success-messages.ts); servers throw
 * `AppError`s built from these entries and the web compares against the same constants. Keys are stable;
 * messages are shown to users verbatim.
 */
export const catalogue = {
  // Spec 01 §8: a failed token clears the session and sends the user to /.
  tokenInvalid: { status: 401, message: 'Token is Invalid' },
  tokenMissing: { status: 401, message: 'Token is missing' },
  forbidden: { status: 403, message: 'You do not have access to this.' },

  // Sign-in (spec 01 §8 where quoted; the rest decided in docs/security.md).
  loginFailed: { status: 401, message: 'The login id or PIN is incorrect.' },
  accountLocked: {
    status: 429,
    message: 'Too many wrong attempts. Please wait 15 minutes and try again, or ask for a new PIN.',
  },
  otpIncorrect: { status: 401, message: 'The OTP is incorrect. Please check it and try again.' },
  otpExpired: { status: 401, message: 'This OTP has expired or has been used. Please ask for a new one.' },
  otpTriesExhausted: { status: 429, message: 'Too many wrong OTPs. Please ask for a new one.' },
  smsBudgetSpent: {
    status: 429,
    message: 'We cannot send a code to this number just now. Please try again in an hour, or use your e-mail address.',
  },
  resendTooSoon: { status: 429, message: 'Please wait 30 seconds before asking for another code.' },
  sendLimitReached: {
    status: 429,
    message: 'Too many codes were sent to this account today. Please try again tomorrow.',
  },
  // A key someone else holds answers as one that does not exist (docs/security.md).
  licenceInvalid: {
    status: 401,
    message: 'This licence key is not valid or is already in use. Please check it with your organisation.',
  },
  // A key its organisation withdrew, or whose seats ran out (docs/organisations.md): told to whoever holds the key.
  licenceRevoked: {
    status: 403,
    message: 'Your organisation has withdrawn this licence key. Please contact them for a new one.',
  },
  licenceExpired: {
    status: 403,
    message: 'This licence key has expired. Please contact your organisation to renew it.',
  },
  licenceSignInFirst: {
    status: 409,
    message:
      'This login id already has an account. Please sign in with your PIN or an OTP, then add your licence key in Settings.',
  },
  socialTokenInvalid: {
    status: 401,
    message: 'We could not confirm your Google or Facebook sign-in. Please try again.',
  },
  socialEmailUnverified: {
    status: 409,
    message: 'This e-mail already has a Fluentia account. Please sign in with your PIN or an OTP.',
  },
  sessionExpired: { status: 401, message: 'Token is Invalid' },
  childNotFound: { status: 404, message: 'Child Token not found!' },
  // Staff sign-in's authenticator step (docs/security.md, "Staff accounts: MFA"; decision 570).
  mfaIncorrect: {
    status: 401,
    message: 'The code from your authenticator app is incorrect. Please check it and try again.',
  },
  mfaCodeUsed: {
    status: 401,
    message: 'This code has already been used. Please wait for the next code in your authenticator app.',
  },
  mfaStepExpired: { status: 401, message: 'This sign-in step has expired. Please sign in again with your PIN.' },

  // Courses (spec 02 §8).
  courseNotPurchased: {
    status: 403,
    message: 'The course you selected is not purchased yet. Please select a course that is already available for you.',
  },
  courseNotBought: { status: 403, message: 'User has not purchased the course.' },
  courseExpired: { status: 403, message: 'Your course has expired.' },
  courseNotFound: { status: 404, message: 'We could not find this course.' },
  elementNotFound: { status: 404, message: 'We could not find this activity in the course.' },
  elementLocked: { status: 403, message: 'Please wait for this activity to be unlocked.' },

  // Tests and attempts (spec 02 §5, §8).
  attemptNotFound: { status: 404, message: 'We could not find this test attempt.' },
  // Spec 01 §8, shown with a link to Profile: the placement check recommends for the learner's background (decision
  // 441).
  backgroundNeeded: { status: 403, message: 'Please complete your background profile information to proceed further.' },
  noAttemptsLeft: { status: 403, message: 'You have used all the attempts for this activity.' },
  summativeTaken: { status: 403, message: 'You have already taken this test. It can be taken only once.' },
  attemptFinished: { status: 409, message: 'This test is already finished.' },
  questionNotCurrent: { status: 409, message: 'This is not the question being asked now. Please reload the test.' },
  questionAnswered: { status: 409, message: 'This question has already been answered.' },
  questionNotInAttempt: { status: 404, message: 'This question is not part of your test.' },
  // Read aloud (decision 0422): feedback is heard once the page shows it, never in a test without feedback.
  feedbackNotReady: { status: 409, message: 'Answer the question first, then you can hear how you did.' },
  readAloudUnavailable: {
    status: 503,
    message: 'Reading aloud is not available right now. Please ask a grown-up to read it with you.',
  },
  timeUp: {
    status: 409,
    message: 'Time is up for this test, so this answer was not saved. Your earlier answers have been submitted.',
  },
  submitTooEarly: {
    status: 409,
    message: 'You can submit this test when 29 minutes or less remain. Please check your answers.',
  },
  answerMissing: { status: 422, message: 'Please answer the question' },
  // The writing box's own empty message (spec 02 §5); other questions use answerMissing.
  writingAnswerMissing: { status: 422, message: 'Please answer this question' },
  linkedAnswersIncomplete: { status: 422, message: 'Please answer every question on this page.' },
  // Spoken answers (spec 02 §5, §8: messages containing 'Please try recording again' show no retry text).
  recordingNeeded: {
    status: 422,
    message: 'This question needs a spoken answer. Please record your answer, or press Skip.',
  },
  recordingUnclear: { status: 422, message: 'Please try recording again' },
  recordingTooLong: {
    status: 422,
    message: 'Your recording is longer than this question allows. Please try recording again',
  },
  recordingCountWrong: { status: 422, message: 'Some of your answers are not clear. Please retry' },
  // `is_retry` (docs/scoring.md): only a poor or unsure first recording, once, straight after its feedback.
  retryNotAllowed: {
    status: 409,
    message: 'Only a spoken answer marked poor or “say it again” can be recorded again, once, before you go on.',
  },
  // Live transcription while recording (docs/scoring.md, "Latency"): the page records on without it.
  speechSessionTaken: { status: 409, message: 'This recording has already started. Please record again.' },
  speechSessionsTooMany: {
    status: 429,
    message: 'Too many recordings were started at once. Please wait a minute and record again.',
  },
  // Video questions and answers (spec 02 §4, §5, §7 checkVideo; docs/decisions.md).
  videoAnswerNeeded: { status: 422, message: 'This question needs a video answer. Please record your video.' },
  videoAnswerTooLong: { status: 422, message: 'Your video is longer than 58 seconds. Please record it again.' },
  videoNotInQuestion: { status: 422, message: 'This video does not belong to this question. Please reload the test.' },
  // A counted view past the question's limit (POST v1/videoView); the count in the message is the question's own.
  videoViewsUsed: { status: 409, message: 'You can view the video only two times.' },
  videoUnavailable: {
    status: 404,
    message:
      'This video cannot be played right now. Please tell us with Help (Media did not play) and answer as best you can.',
  },
  // Long answers (spec 02 §5): {n} is the fewest words for the question's level (shared/scoring/long-answer-rules.ts).
  answerTooShort: {
    status: 422,
    message: 'Your answer is too short. Please write at least {n} words before submitting.',
  },
  answerTooSimilar: {
    status: 422,
    message: 'Your answer is too similar to the question. Please try rewording your answer.',
  },
  reviewNotAllowed: { status: 403, message: 'Answers cannot be reviewed for this activity.' },
  reviewNotReady: { status: 409, message: 'You can review the answers once the test is finished.' },

  // Commerce (spec 02 §5, §8).
  productNotFound: { status: 404, message: 'Product not available' },
  couponInvalid: { status: 422, message: 'This coupon code is not valid.' },
  paymentTypeUnavailable: { status: 422, message: 'This payment method is not available. Please choose another.' },
  orderNotFound: { status: 404, message: 'We could not find this order.' },
  paymentInvalid: {
    status: 400,
    message:
      'We could not verify this payment. Nothing has been charged to your account here; please contact support if money was taken.',
  },
  paymentProcessed: { status: 409, message: 'Payment already processed' },
  paymentFailed: { status: 402, message: 'payment failure' },

  // Coach calls (spec 02 §5, §8).
  coachProfileIncomplete: {
    status: 409,
    message: 'Please update your mobile number and email id before scheduling call.',
  },
  callBeyondExpiry: { status: 409, message: 'You cannot schedule a call beyond your course expiry date.' },
  callTooLate: { status: 409, message: 'You cannot reschedule your call within 48hrs of scheduled time.' },
  callRescheduleLimit: {
    status: 409,
    message: 'You cannot cancel your call as you have exceeded your reschedule count.',
  },
  callCancelPending: { status: 409, message: 'Your cancel request for the next call scheduled is still in process.' },
  slotTaken: { status: 409, message: 'Someone has just booked this time. Please choose another slot.' },
  slotNotAvailable: { status: 422, message: 'This time is not free. Please choose one of the slots shown.' },
  callAlreadyBooked: {
    status: 409,
    message: 'You already have a call booked. Join it or reschedule it before booking another.',
  },
  callsUsedUp: { status: 409, message: 'You have booked all the calls of this course.' },
  callChanged: { status: 409, message: 'This call has changed. Please reload the page.' },
  callNotFound: { status: 404, message: 'We could not find this call.' },
  coachNotSetUp: { status: 404, message: 'This course has no coach yet.' },
  // A child's speaking-test slot (spec 01 §2, 02 §3 Child slot): booked by the parent, once.
  speakingTestNotBought: { status: 409, message: 'Please buy the speaking test and apply it to this child first.' },
  speakingSlotBooked: { status: 409, message: 'This speaking test already has its slot booked.' },
  b2bSchedulesCalls: {
    status: 403,
    message: 'Your organisation schedules your coach calls. Please contact them to change a call.',
  },
  // The spec states these two rules (02 §4, §9) but quotes no message: ours (docs/decisions.md).
  callAfterReview: {
    status: 409,
    message: 'Your coach has just reviewed your task. You can schedule your next call 48 hours after the review.',
  },
  callNeedsModule: {
    status: 409,
    message: 'Please score at least 60% in the linked module before scheduling this call.',
  },

  // Tasks (spec 02 §5 assignment upload) and the coach workspace.
  taskFormatInvalid: {
    status: 422,
    message: 'Please upload a file with valid formats(.docx, .doc, .mp3, .mp4 or m4a).',
  },
  taskNotFound: { status: 404, message: 'We could not find this task.' },
  taskReviewed: { status: 409, message: 'Your coach has already reviewed this task, so it cannot be uploaded again.' },
  taskNotSubmitted: { status: 409, message: 'The learner has not submitted this task yet.' },
  taskAlreadyReviewed: { status: 409, message: 'This task is already reviewed.' },
  notACoach: { status: 403, message: 'This account is not set up as a coach yet.' },
  callNotStarted: { status: 409, message: 'A call can be marked only once its time has started.' },
  recordingBeforeCall: { status: 409, message: 'A recording can be added only once the call has started.' },

  // The organisation's console (docs/organisations.md): an admin reaches only their own organisation.
  notAnOrgAdmin: { status: 403, message: 'This account is not an admin of an organisation.' },
  seatsNotFound: { status: 404, message: 'We could not find these seats. Please reload the page and choose again.' },
  seatsExpired: { status: 409, message: 'These seats have expired. Please contact Fluentia to renew them.' },
  seatsExhausted: {
    status: 409,
    message: 'There are not enough seats left for that many keys. Issue fewer, or contact Fluentia for more seats.',
  },
  orgBusy: {
    status: 409,
    message: 'Another change to your seats was being saved at the same moment. Please try again.',
  },
  keyNotFound: { status: 404, message: 'We could not find this key in your organisation.' },
  exportNotFound: { status: 404, message: 'We could not find this export. Please start a new one.' },

  // A school's classes (docs/organisations.md, "Classes"): its coordinators only.
  notASchool: { status: 403, message: 'Classes are for schools. This organisation is not set up as a school.' },
  classNotFound: { status: 404, message: 'We could not find this class in your school.' },
  classExists: { status: 409, message: 'This class and section already exist in your school.' },
  classBeingRegistered: {
    status: 409,
    message: 'Someone else is registering children in this class right now. Please wait a minute and look again.',
  },
  rosterEmpty: {
    status: 400,
    message: 'This file has no children in it. Please use the template and fill in a row per child.',
  },
  rosterEncoding: {
    status: 400,
    message: 'We could not read this file. In Excel, choose Save As and then "CSV UTF-8 (Comma delimited)".',
  },
  rosterHeading: { status: 400, message: 'The first line of the file must be the headings: name, class, section.' },
  rosterTooLong: { status: 400, message: 'A class file can have at most 150 children. Please split it by section.' },
  rosterNothingToRegister: {
    status: 400,
    message: 'No row of this file can be registered. Please fix the rows listed and upload it again.',
  },
  classChildNotFound: { status: 404, message: 'We could not find this child in the class.' },
  classTestNotFound: {
    status: 404,
    message: 'This test is not one of the olympiad’s tests. Please choose one from the list.',
  },
  exportClassMissing: { status: 400, message: 'Please choose the class whose certificates to download.' },

  // Certificates (spec 02 §4, §8).
  certificateNotEarned: { status: 403, message: 'Finish the course’s final test to get your certificate.' },
  certificateNotFound: { status: 404, message: 'Certificate not found' },
  reportNotReady: { status: 404, message: 'Finish a test to get its detailed report.' },

  // Accounts and families (spec 01 §5, §8).
  phoneTaken: { status: 409, message: 'Phone number exists for another user' },
  alreadyParent: { status: 409, message: 'You are already set up as a parent.' },
  profileChanged: {
    status: 409,
    message: 'Your profile was being changed somewhere else at the same moment. Please try again.',
  },
  emailTaken: { status: 409, message: 'Email address exists for another user' },
  phoneAlreadyVerified: { status: 409, message: 'Phone number already verified' },
  noContactForPin: {
    status: 409,
    message: 'Please add your mobile number or e-mail to your profile first, so we can send you a PIN.',
  },
  licenceNotForJunior: { status: 403, message: 'A licence cannot be applied to a junior account.' },
  childLimitReached: { status: 409, message: 'A parent can add at most 8 children.' },
  // Linking a school's child with its login card (decision 0893): said only once the card's PIN was right.
  schoolChildLinked: {
    status: 409,
    message: 'This child is already linked to a parent. If that is not you, please ask the child’s school.',
  },
  schoolChildYours: { status: 409, message: 'This child is already in your family.' },
  childLicenceNone: {
    status: 409,
    message: 'There is no purchased licence left to apply. Please buy a course for this child.',
  },
  childAlreadyLicensed: { status: 409, message: 'This child already has this course.' },
  // Buying for a child (docs/decisions.md, "Buyer journeys"): children's products go to one child.
  childLicenceChoose: { status: 409, message: 'Please choose which licence to give this child.' },
  childRequired: { status: 422, message: 'Please choose the child this course is for.' },
  productNotForChild: { status: 422, message: 'This course is for adults. Please choose a course made for children.' },
  // The page showed one price and the server would charge another (a coupon ended, an order's hold ran out).
  priceChanged: { status: 409, message: 'The price has changed. Please check the new price and press Buy Now again.' },
  mergeSameAccount: {
    status: 422,
    message: 'This is the account you are signed in with. Please enter the login id of your other account.',
  },
  mergeNotAllowed: { status: 403, message: 'This account cannot be merged into yours.' },
  mergeTooManyChildren: {
    status: 409,
    message: 'Together these accounts have more than 8 children. Please remove a child first.',
  },
  mergeUnfinished: {
    status: 503,
    message: 'The merge could not finish. Nothing has been lost; please try again to complete it.',
  },
  // Direct uploads to S3 (functions/lib/uploads.ts): every failed check of an object reads the same.
  uploadTypeInvalid: { status: 422, message: 'This kind of file cannot be uploaded here.' },
  uploadInvalid: { status: 422, message: 'We could not find your uploaded file. Please upload it again.' },
  uploadTooLarge: { status: 413, message: 'Please upload a file with size within 10MB.' },
  uploadFailed: { status: 503, message: 'We could not store the photo. Please try again.' },
  malformedMultipart: { status: 400, message: 'The request body is not valid multipart/form-data.' },

  // Repeated requests (functions/lib/idempotency.ts).
  idempotencyKeyInvalid: { status: 400, message: 'The request key is not valid.' },
  idempotencyMismatch: {
    status: 422,
    message: 'This request was already sent with different details. Please reload the page and try again.',
  },
  idempotencyInProgress: {
    status: 409,
    message: 'Your earlier request is still being processed. Please wait a moment.',
  },

  // Request-shape failures from the HTTP pipeline.
  routeNotFound: { status: 404, message: 'There is no such API route.' },
  methodNotAllowed: { status: 405, message: 'This API route does not accept that method.' },
  malformedJson: { status: 400, message: 'The request body is not valid JSON.' },
  badPath: { status: 400, message: 'This address is not valid. Please check the link.' },
  unsupportedMediaType: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  bodyTooLarge: { status: 413, message: 'The request body is too large.' },
  validation: { status: 422, message: 'Some details are missing or not valid.' },

  // Never shows internals: the cause is logged server-side with the request id.
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  // Children's data (docs/security.md, "Children's data").
  consentMissing: {
    status: 403,
    message: 'A parent needs to agree to the privacy notice before this child can record answers.',
  },
  restoreWindowOver: { status: 409, message: 'The 7 days to restore have passed, so this can no longer be restored.' },
  deletionPending: { status: 409, message: 'This account is already set to be deleted.' },
  deletionNotPending: { status: 409, message: 'This account is not set to be deleted.' },
  deletionNeedsContact: {
    status: 409,
    message: 'Please add and verify a mobile number or e-mail in your profile first, so we can send you a code.',
  },
  unavailable: { status: 503, message: 'A service the product needs is not answering. Please try again shortly.' },
} as const;

export type ErrorKey = keyof typeof catalogue;

export const clientMessages = {
  network: 'Oops, something went wrong. Please try again',
  support: (phone: string) => `If this keeps happening, call us on ${phone}.`,
  offline: 'App is Offline',
  /** Spec 02 §5 video check. The offline alert's words are not quoted by the spec; the speed message is. */
  videoOffline: 'The test cannot proceed while you are offline. Please connect to the internet and try again.',
  videoSpeedLow: 'Your internet speed is low. Please change your network and try again.',
  notFound: '404 ERROR! Oops page not found',
  /** Spec 01 §8 (no retry text): an organisation learner whose login holds no open course (decision 442). */
  noValidCourses:
    'We did not find any valid courses associated with your login. Please check your login information before trying again.',
  /** Spec 01 §8, the mandatory-OK dialog's one button, back to /mycourse (decision 443). */
  retakeTest: 'Please retake the test.',
  /**
   * loginFailed in a child's words on Junior sign-in, whose fields are Username and PIN (the server's answer is the
   * same for every login).
   */
  juniorLoginFailed: 'The username or PIN is incorrect.',
} as const;

/** Default support contact shown when the server supplies none (spec 01 §9: value not shown). */
export const defaultSupport = { phone: '+91 80 4718 2200', email: 'support@fluentia.app' } as const;

/**
 * The support numbers of the login data (spec 01 §3 supportPhone, §9 "Multiple phone numbers are
 * comma separated"), one per entry; the default number when none came (decision 446).
 */
export function supportPhones(raw: string | null | undefined): string[] {
  const phones = (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return phones.length ? phones : [defaultSupport.phone];
}

export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** Set-Cookie values the failure response must carry (server only: clearing a dead session). */
  readonly cookies?: string[];

  constructor(
    key: ErrorKey,
    options: { message?: string; fields?: Record<string, string>; cookies?: string[]; cause?: unknown } = {},
  ) {
    super(options.message ?? catalogue[key].message, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.status = catalogue[key].status;
    if (options.fields) this.fields = options.fields;
    if (options.cookies) this.cookies = options.cookies;
  }
}

/** True for the two token failures that the web answers by clearing the session (spec 01 §4). */
export function isTokenFailure(message: string): boolean {
  return message === catalogue.tokenInvalid.message || message === catalogue.tokenMissing.message;
}

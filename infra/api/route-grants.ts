import type { RouteId } from '#shared/api/routes';
import { tables, type TableId } from '#functions/data/tables';
import { buckets, type BucketId } from '#functions/data/buckets';
import type { Grant } from '../constructs/grants';

/**
 * What each route's function may touch, and nothing more. The type is a Record over every route id,
 * so adding a row to the route table without deciding its grants does not compile. What each kind of
 * grant allows: ../constructs/grants.ts.
 */
/** The health check probes every table (DescribeTable) and every bucket (HeadBucket). */
const probeEverything: Grant[] = [
  ...(Object.keys(tables) as TableId[]).map((table): Grant => ({ table, access: 'describe' })),
  ...(Object.keys(buckets) as BucketId[]).map((bucket): Grant => ({ bucket, access: 'list' })),
];

const mainRead: Grant = { table: 'main', access: 'read' };
const mainReadWrite: Grant = { table: 'main', access: 'readWrite' };
/*
 * Object key prefixes (ADR 0580). One role serves every user of a route, so IAM cannot hold a
 * function to one user's `<prefix>/<userId>/`: the code does (the namespaced keys, lib/uploads.ts).
 */
/** Course media under `content/<courseId>/` (core/media.ts, privately linked files). */
const courseMedia: Grant = { bucket: 'content', access: 'read', keys: ['content/*'] };
/** …and a question's limited video under `limited/` (core/media.ts), reached through a counted view. */
const questionMedia: Grant = { bucket: 'content', access: 'read', keys: ['content/*', 'limited/*'] };
/** Child photos: `users/<parentId>/children/…` (core/photos.ts). */
const photos = (access: 'read' | 'readWrite'): Grant => ({ bucket: 'uploads', access, keys: ['users/*'] });
/** Recordings of spoken and video answers: `speech/<userId>/…`, `video/<userId>/…` (speech/speech-upload.ts). */
const recordings = (access: 'read' | 'write' | 'tag'): Grant => ({
  bucket: 'uploads',
  access,
  keys: ['speech/*', 'video/*'],
});
/** A learner's task file and the coach's reviewed file: `task/<userId>/…`, `review/<userId>/…` (coach/tasks.ts). */
const taskFiles = (access: 'read'): Grant => ({ bucket: 'uploads', access, keys: ['task/*', 'review/*'] });
/** Bills: `bills/<userId>/<orderId>.pdf` (commerce/bill.ts). */
const bills = (access: 'read' | 'write'): Grant => ({ bucket: 'generated', access, keys: ['bills/*'] });
/** Certificates: `certificates/<userId>/<certId>.pdf` (certificates/issue.ts). */
const certificates = (access: 'read' | 'write' | 'readWrite'): Grant => ({
  bucket: 'generated',
  access,
  keys: ['certificates/*'],
});
/** Data downloads: `exports/<subjectId>/<exportId>.zip` (privacy/export-build.ts), read through a presigned GET. */
const exportsRead: Grant = { bucket: 'generated', access: 'read', keys: ['exports/*'] };
const paymentKeys: Grant = { secret: 'paymentKeys' };
/** The origin secret every route's pipeline and the authorizer check (functions/lib/origin-check.ts). */
export const originSecretGrant: Grant = { secret: 'originSecret' };
/** The key staff authenticators' secrets are sealed with (functions/identity/totp-seal.ts; read only for a coach). */
const staffMfaKey: Grant = { secret: 'staffMfaKey' };
/** The key licence keys are hashed with (functions/core/licence-keys.ts): to look a typed key up or issue one. */
const licenceKeyHash: Grant = { secret: 'licenceKeyHash' };
/** An organisation's lists: its partitions of gsi1 (keys by state, people by time) and gsi2 (all keys, login ids). */
const orgLists: Grant = { table: 'main', access: 'read', indexes: ['gsi1', 'gsi2'] };
/**
 * Identity.issue on Cognito (functions/identity/adapters/aws-identity.ts): create the user or update its
 * attributes when they changed since the last sign-in (functions/identity/cognito-user.ts: a routine
 * sign-in writes nothing), write a one-time proof, run CUSTOM_AUTH answered with it.
 */
const signIn: Grant = {
  userPool: ['AdminCreateUser', 'AdminUpdateUserAttributes', 'AdminInitiateAuth', 'AdminRespondToAuthChallenge'],
};
/** A token the product signs itself: a child-delegation token, a learner session's ID token. */
const signsTokens: Grant = { delegationKey: 'sign' };
/** Routes that send an OTP, a PIN or a welcome message by SMS or e-mail, and never issue tokens. */
const sendsMessages: Grant[] = [mainReadWrite, { email: 'send' }, { sms: 'send' }];

export const routeGrants: Record<RouteId, readonly Grant[]> = {
  health: probeEverything,
  postEvents: [{ analytics: 'put' }],

  // A junior's and a licence key's session is the product's own (functions/identity/product-identity.ts):
  // a refresh-token family in the table and one kms:Sign; the other ways in are Cognito's.
  login: [mainReadWrite, signIn, signsTokens, staffMfaKey, licenceKeyHash],
  register: sendsMessages,
  forgotPin: sendsMessages,
  otpLogin: sendsMessages,
  parentSignup: sendsMessages,
  verifyLoginOtp: [mainReadWrite, signIn, staffMfaKey],
  // A staff member's authenticator code (decision 570): the step and the enrolled secret in the table,
  // a Cognito sign-in, and on a first code AdminSetUserMFAPreference. AssociateSoftwareToken (at
  // login and verifyloginotp) and VerifySoftwareToken take the user's access token, not IAM, as
  // RevokeToken does: no grant can name them.
  verifyMfa: [
    mainReadWrite,
    {
      userPool: [
        'AdminCreateUser',
        'AdminUpdateUserAttributes',
        'AdminInitiateAuth',
        'AdminRespondToAuthChallenge',
        'AdminSetUserMFAPreference',
      ],
    },
    staffMfaKey,
  ],
  // Cognito's refresh tokens: REFRESH_TOKEN_AUTH through AdminInitiateAuth; the product's: the family
  // rotated (a write; a reused token ends the family and writes the account's marker) and kms:Sign.
  // Either way the user is read, so a deleted child or a merged-away account gets no new token.
  refresh: [mainReadWrite, { userPool: ['AdminInitiateAuth'] }, signsTokens],
  // Reads the user and answers with the token the authorizer accepted (no new token). Minting one
  // would go through Identity.issue like sign-in: then [mainReadWrite, signIn].
  validateUser: [mainRead],
  // Ends every token of the account: UpdateItem on its `TOKENS#` marker (docs/security.md, "Ending
  // tokens"). Revokes the refresh token with RevokeToken, which needs no IAM permission (the client
  // id and the token are the credentials), or deletes a learner session's family (DeleteItem).
  logout: [{ table: 'main', access: 'write' }],
  userToken: [mainRead, signsTokens],

  // Courses: read the content and the learner's state; course media is linked by presigned GET.
  courses: [mainRead],
  changeCourse: [mainReadWrite],
  course: [mainRead, courseMedia],
  coursePreview: [mainRead, courseMedia],
  instructions: [mainRead],
  changeGrant: [mainReadWrite],

  // Tests and attempts: the learner's attempt and progress items, question text and media links.
  startAttempt: [mainReadWrite, courseMedia],
  fetchAttempt: [mainReadWrite, courseMedia],
  // Write too: a timed attempt past its deadline is finished by whichever call reads it first. The
  // review links the learner's recordings, video answers and the spoken correct answers again
  // (assessment/review.ts), signed with this role's read.
  reviewAttempt: [
    mainReadWrite,
    courseMedia,
    recordings('read'),
    { bucket: 'generated', access: 'read', keys: ['speech/*'] },
  ],
  // Spoken answers: the recordings are checked and read from uploads, transcribed (Transcribe reads
  // the object and writes its JSON to generated/transcripts/), and correct answers spoken by Polly
  // are cached in generated/speech/.
  submitAnswer: [
    mainReadWrite,
    courseMedia,
    recordings('read'),
    recordings('tag'), // an answer awaiting review holds its recordings (decision 0803)
    // Spoken correct answers (speech/) and Transcribe's results (transcripts/) only: the bucket also
    // holds bills and certificates. Read and put, never delete.
    { bucket: 'generated', access: 'read', keys: ['speech/*', 'transcripts/*'] },
    { bucket: 'generated', access: 'write', keys: ['speech/*', 'transcripts/*'] },
    { speech: 'transcribe' },
    { speech: 'synthesize' },
    // Essays and longer short answers are checked by the writing function (infra/api/writing-worker.ts).
    { invoke: 'writingCheck' },
    // Known-text answers are aligned to their text by the speech aligner (infra/api/speech-aligner.ts).
    { invoke: 'speechAligner' },
  ],
  // Signs presigned POSTs into the caller's namespace: the upload is made with this role's PutObject.
  // The POST tags each recording `retention=raw` (decision 0803), which needs PutObjectTagging too.
  recordingUpload: [recordings('write'), recordings('tag')],
  // Records the session (conditional writes), signs the parts' POST policy with this role's
  // PutObject, and starts the live worker, the one function it may invoke (its own grants:
  // infra/api/speech-worker.ts).
  speechSession: [
    { table: 'main', access: 'write' },
    { bucket: 'uploads', access: 'write', keys: ['live/*'] },
    { invoke: 'speechWorker' },
  ],
  // A junior's screen read aloud: the attempt and question read, the words spoken by Polly once per
  // voice and text and kept in generated/speech/ (read and put there only), then linked by presigned GET.
  readAloud: [
    mainRead,
    { bucket: 'generated', access: 'read', keys: ['speech/*'] },
    { bucket: 'generated', access: 'write', keys: ['speech/*'] },
    { speech: 'synthesize' },
  ],
  questionFeedback: [mainReadWrite],
  // The attempt and question are read; HeadObject on the question's video (s3:GetObject allows it).
  checkVideo: [mainRead, questionMedia],
  // Counts the view on the learner's own item (conditional update) and presigns the GET of the
  // question's video in the content bucket's `limited/` prefix with this role's read.
  videoView: [mainReadWrite, questionMedia],
  myStep: [mainRead],

  // Accounts and families: the user's own items; codes by SMS or e-mail; child photos in uploads,
  // certificates and bills in generated (both linked by presigned GET).
  profile: [mainRead],
  updateProfile: [mainReadWrite],
  legacyProfile: [mainReadWrite],
  onboarding: [mainReadWrite],
  updateUserRole: [mainReadWrite],
  resetPin: sendsMessages,
  sendMobileOtp: sendsMessages,
  verifyMobileOtp: [mainReadWrite],
  becomeParent: sendsMessages,
  becomeParentVerify: [mainReadWrite, signIn],
  updateSubscribe: [mainReadWrite],
  dashboard: [mainRead],
  notifications: [mainRead],
  readNotifications: [mainReadWrite],
  licences: [mainRead],
  applyLicence: [mainReadWrite, licenceKeyHash],
  certificates: [mainRead, certificates('read')],
  // A paid order's missing bill is made on the first request once the learner has a name.
  orders: [mainReadWrite, bills('read'), bills('write')],
  speech: [mainRead],
  setSpeech: [mainReadWrite],
  notify: [mainRead],
  setNotify: [mainReadWrite],
  micTest: [mainReadWrite],
  mergeSendOtp: sendsMessages,
  mergeUser: [mainReadWrite],
  // Children's data (decisions 0800-0802): the jobs that erase and export are in the Jobs stack.
  privacyChildren: [mainRead],
  restoreChild: [mainReadWrite],
  withdrawConsent: [mainReadWrite],
  privacyStatus: [mainRead],
  deleteAccountCode: sendsMessages,
  deleteAccount: [mainReadWrite],
  restoreAccount: [mainReadWrite],
  startExport: [mainReadWrite, exportsRead],
  exportStatus: [mainRead, exportsRead],
  childProfiles: [mainRead, photos('read')],
  // The photo is stored before the child is written; a refused child (the ninth) deletes it again,
  // and an edit deletes the photo it replaces: hence delete on uploads.
  // A junior's session is the product's own: a new child needs no Cognito user.
  childProfilePost: [mainReadWrite, photos('readWrite')],
  childProfilePut: [mainReadWrite, photos('readWrite')],
  applyChildLicence: [mainReadWrite, photos('read')],
  // Links a school's child by its card: the PIN lockouts, the child, the parent's places and the consent.
  linkSchoolChild: [mainReadWrite, photos('read')],
  // Reads the result; makes the child's olympiad certificate the first time (decision 0840).
  kidsScore: [mainReadWrite, certificates('read'), certificates('write')],

  // Commerce: the catalogue and the learner's own orders; processpayment writes the order, the
  // coupon's count, enrolments or a child licence and a notification in one transaction, then the receipt.
  products: [mainRead],
  relatedProducts: [mainRead],
  product: [mainRead],
  childProduct: [mainRead],
  coupon: [mainRead],
  // The payment routes alone may read the payment keys secret (Paytm, Stripe; docs/deploy.md).
  startPayment: [mainReadWrite, paymentKeys],
  // …and the bill PDF into generated/bills/.
  processPayment: [...sendsMessages, bills('write'), paymentKeys],
  // Settles an order as processpayment does, from Stripe's signed event.
  stripeWebhook: [...sendsMessages, bills('write'), paymentKeys],
  // Paytm's callback (the learner's browser) and webhook (Paytm's server) settle an order as processpayment does.
  paytmCallback: [...sendsMessages, bills('write'), paymentKeys],
  paytmWebhook: [...sendsMessages, bills('write'), paymentKeys],
  logPayment: [{ table: 'main', access: 'write' }],

  // Coach calls: the coach's booked slots, the learner's calls and enrolment, all in the main table.
  coachSlots: [mainRead],
  bookCoachCall: sendsMessages, // + the e-mail copy of the booking notification
  rescheduleCoachCall: [mainReadWrite],
  coachCallHistory: [mainRead],
  childSlots: [mainRead],
  bookChildSlot: [mainReadWrite],
  // Tasks: a presigned POST into uploads; the list signs GET links; a submission checks the object (HeadObject).
  taskUpload: [{ bucket: 'uploads', access: 'write', keys: ['task/*'] }],
  userTasks: [mainRead, taskFiles('read')],
  submitTask: [mainReadWrite, taskFiles('read')],
  // The coach workspace: the coach's bookings and their learners' calls; reviewed files into uploads.
  coachWorkspace: [mainRead, taskFiles('read')],
  coachUpdateCall: [mainReadWrite, taskFiles('read')],
  coachChangeCall: [...sendsMessages, taskFiles('read')], // + the e-mail to the learner; the answer signs its task links
  coachReviewUpload: [{ bucket: 'uploads', access: 'write', keys: ['review/*'] }],
  coachReviewTask: [mainReadWrite, taskFiles('read')],
  // The coach's own profile item (weekly hours, days off).
  coachAvailability: [mainRead],
  coachSaveAvailability: [mainReadWrite],

  // The organisation's console (docs/organisations.md): the admin's account and organisation, its lists through its
  // index partitions; issuing hashes the new keys, a search hashes a typed key; an export's file is made by its job.
  orgOverview: [{ table: 'main', access: 'read', indexes: ['gsi1'] }],
  orgKeys: [orgLists, licenceKeyHash],
  orgIssueKeys: [mainReadWrite, licenceKeyHash],
  // The key, its seats, the holder's enrolments, membership and token marker, in one transaction.
  orgRevokeKey: [mainReadWrite],
  orgPeople: [orgLists],
  orgStartExport: [mainReadWrite, { invoke: 'orgExport' }],
  orgExport: [mainRead, { bucket: 'generated', access: 'read', keys: ['org-exports/*'] }],
  // A school's classes: the class items and each class's partition of children; registering writes the juniors,
  // their login ids and consent in transactions; a PIN reset hashes the new PIN into the child's account.
  orgClasses: [mainRead],
  orgCreateClass: [mainReadWrite],
  orgClass: [mainRead],
  orgPreviewRoster: [mainRead],
  orgRegisterRoster: [mainReadWrite],
  orgResetChildPin: [mainReadWrite],
  orgClassResults: [mainRead, certificates('read')],

  // Certificates: the finished attempt, the PDF into generated/certificates/, the public copy and
  // History's row in one transaction; verification reads the public copy only.
  customCertificate: [...sendsMessages, certificates('readWrite')], // + the e-mail copy
  verifyCertificate: [mainRead],
  // The report PDF is made once into generated/reports/ and linked.
  detailReport: [mainRead, { bucket: 'generated', access: 'readWrite', keys: ['reports/*'] }],
  // The child's card (its photo) and enrolments; no certificate link (that is kidsScore).
  childDetails: [mainRead, photos('read')],
};

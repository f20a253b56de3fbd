/**
 * Every key shape of the `main` table, declared once: the primary keys of each entity (`keys`), the
 * sort-key prefixes a Query reads a group of them by (`prefixes`), and the index entries (`indexKeys`).
 * No other file spells a key string; the stores (`functions/<area>/store.ts`) build their commands
 * from these. docs/data-model.md answers "what lives under USER#<id>" by pointing here: every entry
 * whose `pk` is `userPk(...)`.
 */
export type Key = { pk: string; sk: string };

/** The partition of one user: their profile and everything that is theirs (moved by an account merge). */
export const userPk = (userId: string): string => `USER#${userId}`;
/** The partition of one coach: their profile, booked slots and call pointers. */
export const coachPk = (coachId: string): string => `COACH#${coachId}`;
/** The sort key of a user's or a coach's own profile item. */
export const PROFILE_SK = 'PROFILE';
const pad6 = (n: number) => String(n).padStart(6, '0');

/*
 * Each entity's item key, one export a shape. Read them as a namespace (`import * as keys from
 * '../data/keys'`, then `keys.user(id)`): esbuild then bundles only the shapes a function uses.
 */
export const user = (userId: string): Key => ({ pk: userPk(userId), sk: PROFILE_SK });
export const loginId = (kind: string, value: string): Key => ({ pk: `LOGIN#${kind}#${value}`, sk: 'LOGIN' });
export const child = (parentId: string, childId: string): Key => ({ pk: userPk(parentId), sk: `CHILD#${childId}` });
/** A one-time code's challenge: each purpose its own key space, so no code is spent as another kind. */
export const otp = (purpose: string, challengeId: string): Key => ({ pk: `OTP#${purpose}#${challengeId}`, sk: 'OTP' });
/** The id a sign-in code for this login id is verified under (opaque, the same for 10 minutes). */
export const signInChallenge = (kind: string, value: string): Key => ({ pk: `OTPID#${kind}#${value}`, sk: 'OTPID' });
/** Sign-in attempts reserved against an account or an unknown login id (the lockout). */
export const attempts = (subject: string): Key => ({ pk: `ATTEMPTS#${subject}`, sk: 'ATTEMPTS' });
export const sends = (destination: string, day: string): Key => ({ pk: `SENDS#${destination}`, sk: day });
/**
 * An organisation's licence key, by `ref`: the keyed hash of the key's text (functions/core/licence-hash.ts). The text
 * itself is never stored (decision 0771).
 */
export const licence = (ref: string): Key => ({ pk: `${LICENCE_PK_PREFIX}${ref}`, sk: 'KEY' });
/** The start of every key item's partition (the migration of keys stored in clear finds theirs by it). */
export const LICENCE_PK_PREFIX = 'LICENCE#';
/** The partition of one organisation: its record, seats, admins, members, key batches and exports (decision 0770). */
export const orgPk = (orgId: string): string => `ORG#${orgId}`;
export const org = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'ORG' });
/** A pool of seats the organisation bought for some courses, with an expiry: its `issued` is written by admins only. */
export const orgSeats = (orgId: string, poolId: string): Key => ({ pk: orgPk(orgId), sk: `SEATS#${poolId}` });
/** One shard of a pool's count of used keys, written by the follow-up of a key's first use (decision 0773). */
export const orgUsedShard = (orgId: string, poolId: string, shard: number): Key => ({
  pk: orgPk(orgId),
  sk: `USED#${poolId}#${String(shard).padStart(2, '0')}`,
});
/** Someone who joined the organisation (with one of its keys): the People list's row. */
export const orgMember = (orgId: string, userId: string): Key => ({ pk: orgPk(orgId), sk: `MEMBER#${userId}` });
/** An admin of the organisation (the account also names the organisation: `orgAdminOf`). */
export const orgAdmin = (orgId: string, userId: string): Key => ({ pk: orgPk(orgId), sk: `ADMIN#${userId}` });
/** A batch of keys an operator issued by name: the same name never issues twice. */
export const orgKeyBatch = (orgId: string, batch: string): Key => ({ pk: orgPk(orgId), sk: `BATCH#${batch}` });
/** An export of the console's lists, built by a job into a file (functions/orgs/exports.ts). */
export const orgExport = (orgId: string, exportId: string): Key => ({ pk: orgPk(orgId), sk: `EXPORT#${exportId}` });
/** A school's class (`<grade>-<section>`, one per section), with the registrations of its children (decision 0890). */
export const orgClass = (orgId: string, classId: string): Key => ({ pk: orgPk(orgId), sk: `CLASS#${classId}` });
/** The partition of one class's children: a row per child registered, named by the registration that wrote it. */
export const classChildrenPk = (orgId: string, classId: string): string => `ORGCLASS#${orgId}#${classId}`;
export const classChild = (orgId: string, classId: string, childId: string): Key => ({
  pk: classChildrenPk(orgId, classId),
  sk: `CHILD#${childId}`,
});
/**
 * The SMS guard's count for one hour (functions/identity/sms-guard.ts): of a viewer address (`address#<ip>`), a
 * number range (`range#<country>-<digits>`) or one shard of the total (`total#<n>`).
 */
export const smsBudget = (scope: string, hour: string): Key => ({ pk: `SMSGUARD#${scope}`, sk: hour });
export const refresh = (tokenHash: string): Key => ({ pk: `REFRESH#${tokenHash}`, sk: 'SESSION' });
/**
 * A session the product issued itself (a junior's, a licence key's): its refresh token family, one
 * item per sign-in, in a partition of the account's own. Not under USER#, so a merge never moves it.
 */
export const sessionFamily = (userId: string, familyId: string): Key => ({
  pk: `SESSIONS#${userId}`,
  sk: `FAMILY#${familyId}`,
});
/**
 * A pointer from the account to its local refresh session (`keys.refresh` is keyed by the token's hash alone), so the
 * erase finds it in the account's own `SESSIONS#` partition (decision 0801).
 */
export const refreshPointer = (userId: string, tokenHash: string): Key => ({
  pk: `SESSIONS#${userId}`,
  sk: `REFRESH#${tokenHash}`,
});
export const proof = (proofHash: string): Key => ({ pk: `PROOF#${proofHash}`, sk: 'PROOF' });
/** A staff sign-in waiting for its authenticator code, by the hash of the token its answer gave (decision 570). */
export const mfaStep = (tokenHash: string): Key => ({ pk: `MFASTEP#${tokenHash}`, sk: 'MFASTEP' });
/**
 * A staff account's enrolled authenticator: its TOTP secret and the last time step a code used. Not under USER#: a
 * merge never moves it.
 */
export const staffTotp = (userId: string): Key => ({ pk: `TOTP#${userId}`, sk: 'TOTP' });
/**
 * The local stack's stand-in for Cognito's software-token state of a user
 * (functions/identity/adapters/local-identity.ts).
 */
export const localSoftwareToken = (userId: string): Key => ({ pk: `LOCALTOTP#${userId}`, sk: 'SOFTWARE_TOKEN' });
/**
 * The subject's "valid after" marker: its tokens issued earlier are refused (docs/security.md). Not under USER#, so a
 * merge never moves it.
 */
export const tokenMarker = (userId: string): Key => ({ pk: `TOKENS#${userId}`, sk: 'VALID_AFTER' });
export const outbox = (sentAt: string, id: string): Key => ({ pk: partitions.outbox, sk: `${sentAt}#${id}` });
/**
 * An analytics event the local stack received (the local outbox's second list; on AWS events go to Firehose, ADR
 * 0560).
 */
export const localAnalytics = (receivedAt: string, id: string): Key => ({
  pk: partitions.analytics,
  sk: `${receivedAt}#${id}`,
});
export const course = (courseId: number): Key => ({ pk: `COURSE#${courseId}`, sk: 'META' });
export const unit = (courseId: number, order: number): Key => ({
  pk: `COURSE#${courseId}`,
  sk: `UNIT#${String(order).padStart(3, '0')}`,
});
export const element = (courseId: number, elementId: number): Key => ({
  pk: `COURSE#${courseId}`,
  sk: `EL#${elementId}`,
});
export const question = (questionId: number): Key => ({ pk: `QUESTION#${questionId}`, sk: 'QUESTION' });
export const enrolment = (userId: string, courseId: number): Key => ({
  pk: userPk(userId),
  sk: `COURSE#${courseId}#ENROL`,
});
export const progress = (userId: string, courseId: number, elementId: number): Key => ({
  pk: userPk(userId),
  sk: `COURSE#${courseId}#P#${elementId}`,
});

// Tests and attempts: all under the learner, so another user's attempt id is simply not found.
export const attempt = (userId: string, attemptId: string): Key => ({ pk: userPk(userId), sk: `ATTEMPT#${attemptId}` });
export const attemptAnswer = (userId: string, attemptId: string, questionId: number): Key => ({
  pk: userPk(userId),
  sk: `ATTEMPT#${attemptId}#A#${questionId}`,
});
export const questionFeedback = (userId: string, attemptId: string, questionId: number): Key => ({
  pk: userPk(userId),
  sk: `ATTEMPT#${attemptId}#F#${questionId}`,
});
/** The counted views of a question's video in one attempt (functions/assessment/video-view.ts). */
export const videoViews = (userId: string, attemptId: string, questionId: number): Key => ({
  pk: userPk(userId),
  sk: `ATTEMPT#${attemptId}#V#${questionId}`,
});
/** A day (India date) on which the learner finished the daily activity: the streak's record. */
export const dailyDone = (userId: string, day: string): Key => ({ pk: userPk(userId), sk: `DAILY#${day}` });
/**
 * The scored answers of one finished attempt, kept for calibration (functions/assessment/calibration/):
 * partitioned by finishing day and one of RESPONSE_SHARDS shards, so the scheduled job reads a day
 * with a few Queries and no Scan, and no partition takes a whole day's writes.
 */
export const responses = (day: string, shard: number, attemptId: string): Key => ({
  pk: `RESPONSES#${day}#${shard}`,
  sk: attemptId,
});
/**
 * One shard of a class's final-test histogram (functions/core/class-scores.ts): the shards are
 * spread over a few partitions, so a class's totals are one Query a partition and no partition
 * takes every finish of the class.
 */
export const classScoreShard = (grade: number, partition: number, shard: number): Key => ({
  pk: `CLASSSCORES#${grade}#${partition}`,
  sk: `SHARD#${String(shard).padStart(2, '0')}`,
});
/** The one histogram item of a class from before the shards: read with them, no longer written. */
export const classScoresBeforeShards = (grade: number): Key => ({ pk: `CLASSSCORES#${grade}`, sk: 'HIST' });
/** A child's finished final test, and whether it is counted in the class's histogram yet. */
export const classScoreMark = (userId: string, attemptId: string): Key => ({
  pk: userPk(userId),
  sk: `CLASSSCORE#${attemptId}`,
});
/**
 * A summative sitting flagged by its person fit, for staff to review (functions/core/attempts/flagged-sittings.ts):
 * by finishing day and shard like the kept responses, written only for the few flagged ones.
 */
export const flaggedSitting = (day: string, shard: number, attemptId: string): Key => ({
  pk: `FLAGGED#${day}#${shard}`,
  sk: attemptId,
});
/** A calibration run's report: proposed levels for a person to accept (never applied by the job). */
export const calibrationReport = (runAt: string): Key => ({ pk: partitions.calibration, sk: `REPORT#${runAt}` });
/**
 * The questions one finished adaptive attempt asked (functions/core/attempts/seen-items.ts): a summative
 * test reads the learner's with one Query and asks none of them again.
 */
export const seenItems = (userId: string, attemptId: string): Key => ({ pk: userPk(userId), sk: `SEEN#${attemptId}` });
/** Finished tests for the score chart, newest last by sort key. */
export const scoreHistory = (userId: string, submittedAt: string, attemptId: string): Key => ({
  pk: userPk(userId),
  sk: `SCORE#${submittedAt}#${attemptId}`,
});

// Live transcription of a recording while it is made (functions/speech/live/). Keyed by the
// recording id alone, so one session per id whoever asks; each item names its owner.
/**
 * A recording's live session and transcript, under the learner who records: the page chooses the recording id, so
 * another learner naming it opens a session of their own and never takes this one.
 */
export const speechSession = (userId: string, recordingId: string): Key => ({
  pk: `RECORDING#${userId}#${recordingId}`,
  sk: 'SESSION',
});
export const liveTranscript = (userId: string, recordingId: string): Key => ({
  pk: `RECORDING#${userId}#${recordingId}`,
  sk: 'TRANSCRIPT',
});
/** Sessions a user opened in one window of time (the limit on open sessions). */
export const speechSessionCount = (userId: string, window: number): Key => ({
  pk: `SPEECHSESSIONS#${userId}`,
  sk: String(window),
});

// Accounts and families
/** Newest first by sort key; `<iso time>#<id>` is also the id the web sends back to mark it read. */
export const notification = (userId: string, noteId: string): Key => ({ pk: userPk(userId), sk: `NOTE#${noteId}` });
/** A licence key the user applied, by the key's ref (the key's own item is `licence`). */
export const userLicence = (userId: string, ref: string): Key => ({
  pk: userPk(userId),
  sk: `LICENCE#${ref}`,
});
export const certificate = (userId: string, certId: string): Key => ({ pk: userPk(userId), sk: `CERT#${certId}` });
/** The public copy of a certificate, for its verification page: only what the certificate states. */
export const publicCertificate = (certId: string): Key => ({ pk: `CERTIFICATE#${certId}`, sk: 'CERT' });
export const order = (userId: string, orderId: string): Key => ({ pk: userPk(userId), sk: `ORDER#${orderId}` });
/** Which user an order is under, for the provider's own calls (Paytm's callback and webhook name only the order). */
export const orderRef = (orderId: string): Key => ({ pk: `ORDERREF#${orderId}`, sk: 'ORDER' });
/** The catalogue: one partition, so the products page is one Query (a few dozen products). */
export const product = (productId: number): Key => ({
  pk: partitions.products,
  sk: `PRODUCT#${String(productId).padStart(6, '0')}`,
});
export const coupon = (code: string): Key => ({ pk: `COUPON#${code.toUpperCase()}`, sk: 'COUPON' });
/** A licence a parent bought for a child, applied to one child (the commerce issue writes them). */
export const childLicence = (parentId: string, licenceId: string): Key => ({
  pk: userPk(parentId),
  sk: `CHILDLICENCE#${licenceId}`,
});
/** An account merge in progress or done, keyed by the account merged away (merged once). */
export const mergeJournal = (secondaryId: string): Key => ({ pk: `MERGE#${secondaryId}`, sk: 'JOURNAL' });
/** An item of the merged-away account that the other account already had its own of: kept, not lost. */
export const mergeArchive = (secondaryId: string, sk: string): Key => ({ pk: `MERGED#${secondaryId}`, sk });
/** A payment page's log line (POST v1/log_payment), kept 90 days under the payer. */
export const paymentLog = (userId: string, at: string, id: string): Key => ({
  pk: userPk(userId),
  sk: `PAYLOG#${at}#${id}`,
});
/** The marker that a course's closing reminder for this day was sent (functions/courses/expiry-reminders.ts): once. */
export const expiryNote = (userId: string, courseId: number, day: string): Key => ({
  pk: userPk(userId),
  sk: `EXPIRYNOTE#${courseId}#${day}`,
});

// Coaching (functions/coach/): coaches and courses from infra/content/coaches.json, calls under the learner.
export const coach = (coachId: string): Key => ({ pk: coachPk(coachId), sk: PROFILE_SK });
export const courseCoaching = (courseId: number): Key => ({ pk: `COURSE#${courseId}`, sk: 'COACHING' });
/** Which coach takes a product's speaking tests (a child's slot). */
export const speakingTest = (productId: string): Key => ({ pk: `SPEAKINGTEST#${productId}`, sk: 'COACHING' });
/** A booked slot of a coach: its existence is "the slot is taken". */
export const booked = (coachId: string, start: string): Key => ({ pk: coachPk(coachId), sk: `BOOKED#${start}` });
export const call = (userId: string, scheduleId: string): Key => ({ pk: userPk(userId), sk: `CALL#${scheduleId}` });
/** A learner's one upcoming call: its existence is the "one call at a time" rule. */
export const openCall = (userId: string): Key => ({ pk: userPk(userId), sk: 'CALLOPEN' });
/** Which learner holds a call of this coach: the coach workspace finds a call by its id through it. */
export const coachCall = (coachId: string, scheduleId: string): Key => ({
  pk: coachPk(coachId),
  sk: `CALL#${scheduleId}`,
});

// Children's data (decision 0800): consent, erasure after the undo window, and the data download.
/** The consent under which a child's data is processed (functions/core/consent.ts): who gave it, when, to what. */
export const consent = (subjectId: string): Key => ({ pk: userPk(subjectId), sk: 'CONSENT' });
/**
 * A deleted subject waiting for its erase (functions/privacy/erase.ts), by the end of its undo window: the job Queries
 * the due ones. It holds what the erase must find outside the subject's partitions (login ids, photo), so a run that
 * stopped half-way still finds them.
 */
export const erasureDue = (eraseAfter: string, subjectId: string): Key => ({
  pk: partitions.erasures,
  sk: `${eraseAfter}#${subjectId}`,
});
/** What one erase removed, by a random reference (never the subject's id): counts only. */
export const erasureReport = (day: string, reference: string): Key => ({ pk: `ERASED#${day}`, sk: reference });
/** A paid order kept for the tax records after its buyer was erased: by order id, without the buyer. */
export const erasedOrder = (orderId: string): Key => ({ pk: `ERASEDORDER#${orderId}`, sk: 'ORDER' });
/** The subject's latest data download (functions/privacy/export.ts): one at a time. */
export const dataExport = (subjectId: string): Key => ({ pk: userPk(subjectId), sk: 'EXPORT' });
/** A data download waiting for the export job, by the time it was asked for. */
export const exportDue = (requestedAt: string, subjectId: string): Key => ({
  pk: partitions.exports,
  sk: `${requestedAt}#${subjectId}`,
});
/**
 * Partitions of a subject kept outside `USER#<id>` on purpose (sessions, token markers …), which the erase deletes
 * whole: each is derived from the subject's id, so no Scan finds them.
 */
export const subjectPartitions = (userId: string): string[] => [
  `SESSIONS#${userId}`,
  partitions.idempotency(userId),
  `SPEECHSESSIONS#${userId}`,
  `MERGED#${userId}`,
];
/** Single items of a subject outside `USER#<id>`, derived from its id (the erase deletes each). */
export const subjectItems = (userId: string): Key[] => [
  tokenMarker(userId),
  staffTotp(userId),
  localSoftwareToken(userId),
  mergeJournal(userId),
  attempts(`user#${userId}`),
  attempts(`licence#${userId}`),
  ...['verifyMobile', 'merge', 'becomeParent', 'deleteAccount'].map((purpose) => otp(purpose, userId)),
];
/** Partitions read whole by one Query. */
export const partitions = {
  /** The catalogue's products (`keys.product`). */
  products: 'PRODUCTS',
  /** The local stack's outbox of messages, newest last (`keys.outbox`). */
  outbox: 'OUTBOX',
  /** The local stack's analytics events, read newest first by the outbox page (`keys.localAnalytics`). */
  analytics: 'ANALYTICS',
  /** Calibration reports (`keys.calibrationReport`). */
  calibration: 'CALIBRATION',
  /** Deleted subjects by the end of their undo window (`keys.erasureDue`). */
  erasures: 'ERASURES',
  /** Data downloads waiting for the export job (`keys.exportDue`). */
  exports: 'EXPORTS',
  /** The callers' idempotency records (functions/lib/idempotency.ts), one partition a user. */
  idempotency: (userId: string): string => `IDEMPOTENCY#${userId}`,
};

/**
 * Sort-key prefixes: a group of items of one partition read by `begins_with` (or told apart by it).
 * Each is the start of the `sk` of the `keys` entry of the same name.
 */
export const prefixes = {
  child: 'CHILD#',
  childLicence: 'CHILDLICENCE#',
  userLicence: 'LICENCE#',
  certificate: 'CERT#',
  order: 'ORDER#',
  notification: 'NOTE#',
  call: 'CALL#',
  seenItems: 'SEEN#',
  scoreHistory: 'SCORE#',
  dailyDone: 'DAILY#',
  classScoreMark: 'CLASSSCORE#',
  booked: 'BOOKED#',
  unit: 'UNIT#',
  element: 'EL#',
  /** A course's meta item's whole sort key. */
  courseMeta: 'META',
  orgSeats: 'SEATS#',
  orgUsed: 'USED#',
  orgAdmin: 'ADMIN#',
  orgClass: 'CLASS#',
  /** Everything of one course under a user: its enrolment and progress. */
  courseState: (courseId: number): string => `COURSE#${courseId}#`,
  /** Everything of every course under a user: enrolments and progress, the one source of progress. */
  allCourseStates: 'COURSE#',
};

/**
 * The sort keys of one attempt and everything under it (`ATTEMPT#<id>` and `ATTEMPT#<id>#…`), as a
 * `BETWEEN` range: never a prefix, since `ATTEMPT#b` must not reach `ATTEMPT#b1…`. The range also
 * holds keys that merely sort between (`ATTEMPT#b!…`); `isOfAttempt` keeps exactly this attempt's.
 */
export const attemptRange = (userId: string, attemptId: string) => {
  const own = attempt(userId, attemptId);
  return {
    pk: own.pk,
    from: own.sk,
    to: `${own.sk}#\uffff`,
    isOfAttempt: (sk: string) => sk === own.sk || sk.startsWith(`${own.sk}#`),
  };
};

/** Sorts after every character a key uses: the open end of a `BETWEEN` range. */
export const RANGE_END = '~';

/** Index entries (gsi1, gsi2) written on items, and the index partitions Queried. */
export const indexKeys = {
  /** gsi1: a user's enrolments, by course id (the course lists). */
  enrolmentsPk: (userId: string): string => `ENROLMENTS#${userId}`,
  enrolment: (userId: string, courseId: number) => ({ gsi1pk: indexKeys.enrolmentsPk(userId), gsi1sk: pad6(courseId) }),
  /** gsi2: enrolments closing on a day (India date), for the daily reminder. */
  expiresPk: (day: string): string => `EXPIRES#${day}`,
  expiry: (closeDate: string, userId: string, courseId: number) => ({
    gsi2pk: indexKeys.expiresPk(closeDate),
    gsi2sk: `${userId}#${courseId}`,
  }),
  /**
   * gsi2: calls by start time, for the reminder job: `CALLSTARTS#<UTC day>` / `<start>#<scheduleId>`,
   * so a run Queries one or two days' partitions for a window of starts instead of scanning.
   */
  callStartsPk: (day: string): string => `CALLSTARTS#${day}`,
  callStart: (start: string, scheduleId: string) => ({
    gsi2pk: indexKeys.callStartsPk(start.slice(0, 10)),
    gsi2sk: `${start}#${scheduleId}`,
  }),
  /** The `gsi2sk` bound just after every call starting at `start` (its `#<scheduleId>` suffixes). */
  callStartBound: (start: string): string => `${start}#${RANGE_END}`,
  /**
   * gsi1: an organisation's keys by state, newest last: `<state>#<time>#<ref>` (the time of issue, first use or
   * revocation), so a filtered list is one Query; gsi2: all its keys by time of issue (decision 0775).
   */
  orgKeysPk: (orgId: string): string => `ORGKEYS#${orgId}`,
  orgKeyByState: (orgId: string, state: string, at: string, ref: string) => ({
    gsi1pk: indexKeys.orgKeysPk(orgId),
    gsi1sk: `${state}#${at}#${ref}`,
  }),
  orgAllKeysPk: (orgId: string): string => `ORGKEYSALL#${orgId}`,
  orgKeyIssued: (orgId: string, issuedAt: string, ref: string) => ({
    gsi2pk: indexKeys.orgAllKeysPk(orgId),
    gsi2sk: `${issuedAt}#${ref}`,
  }),
  /** gsi1: an organisation's people by the time they joined; gsi2: by their login id, lower case, for search. */
  orgPeoplePk: (orgId: string): string => `ORGPEOPLE#${orgId}`,
  orgPersonJoined: (orgId: string, joinedAt: string, userId: string) => ({
    gsi1pk: indexKeys.orgPeoplePk(orgId),
    gsi1sk: `${joinedAt}#${userId}`,
  }),
  orgPeopleByIdPk: (orgId: string): string => `ORGPEOPLEID#${orgId}`,
  orgPersonId: (orgId: string, loginId: string, userId: string) => ({
    gsi2pk: indexKeys.orgPeopleByIdPk(orgId),
    gsi2sk: `${loginId.toLowerCase()}#${userId}`,
  }),
  /** gsi1: a question's feedback from learners, newest last. */
  questionFeedback: (questionId: number, at: string, userId: string) => ({
    gsi1pk: `QFEEDBACK#${questionId}`,
    gsi1sk: `${at}#${userId}`,
  }),
};

/** Epoch seconds `seconds` from now, for the table's TTL attribute. */
export function ttlIn(seconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + seconds;
}

export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
  return (
    error.name === 'TransactionCanceledException' && Boolean(reasons?.some((r) => r.Code === 'ConditionalCheckFailed'))
  );
}

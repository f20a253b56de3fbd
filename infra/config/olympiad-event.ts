import type { RouteId } from '#shared/api/routes';
import { ConfigError } from './config-error';

/**
 * Event mode (docs/operations.md, "Before an olympiad"): an environment that expects an olympiad
 * says when it starts, how long it lasts and how many children come, and the stacks derive from
 * that, with twice the headroom (every utilisation at most 0.5): the stage's throttle, provisioned
 * concurrency for the exam path around the start, the table's warm throughput, WAF limits a school
 * behind one address can pass, and the alarms of the day. Without an event nothing here is built.
 */
export interface OlympiadEvent {
  /** When the children start, ISO 8601 with its zone: `2027-02-14T10:00:00+05:30`. */
  start: string;
  /** Minutes from the start until the last child has finished (sign-in window, the test, the finish window). */
  minutes: number;
  /** Children expected. */
  children: number;
  /**
   * Public addresses (CIDR) of schools whose children sit behind one address (WAF lets each pass a school's traffic).
   *
   */
  schoolAddresses?: readonly string[];
  /** Children behind the largest of those addresses (default 1,000). */
  largestSchool?: number;
  /** The account's Lambda concurrency quota (default 1,000; raised before a big event). */
  lambdaConcurrency?: number;
}

/**
 * The day's traffic per child at its peak, and what each request costs: the event's profile (decision 0348)
 * (children sign in over 10 minutes, about 2,000 answers a second at 50,000), with a peak factor of
 * 2 on the sign-in window, and warm durations on AWS estimated from the local traces. The capacity
 * model (`npm run bench`, docs/performance.md) measures the same journey; where it disagrees, this
 * table follows it.
 */
const SIGN_IN_WINDOW_S = 600;
const ARRIVALS = 2 / SIGN_IN_WINDOW_S; // per child per second at the peak of the sign-in window
export const EXAM_PATH = {
  login: { perChildPerSecond: ARRIVALS, seconds: 0.5 },
  verifyLoginOtp: { perChildPerSecond: ARRIVALS / 10, seconds: 0.5 }, // parents signing in to act for a child
  childDetails: { perChildPerSecond: 2 * ARRIVALS, seconds: 0.15 },
  dashboard: { perChildPerSecond: ARRIVALS / 10, seconds: 0.15 }, // school-licence learners
  startAttempt: { perChildPerSecond: ARRIVALS, seconds: 0.2 },
  fetchAttempt: { perChildPerSecond: 0.004, seconds: 0.1 },
  submitAnswer: { perChildPerSecond: 0.04, seconds: 0.15 },
  kidsScore: { perChildPerSecond: ARRIVALS, seconds: 0.1 },
} as const satisfies Partial<Record<RouteId, { perChildPerSecond: number; seconds: number }>>;
export type ExamRoute = keyof typeof EXAM_PATH;

/**
 * Functions on the exam path that are not routes: the authorizer sees every request; the writing function one answer
 * in ten.
 */
export const EXAM_WORKERS = {
  authorizer: { perChildPerSecond: sumOf('perChildPerSecond'), seconds: 0.02 },
  writingCheck: { perChildPerSecond: EXAM_PATH.submitAnswer.perChildPerSecond / 10, seconds: 0.1 },
} as const;

function sumOf(key: 'perChildPerSecond'): number {
  return Object.values(EXAM_PATH).reduce((sum, r) => sum + r[key], 0);
}

/** Write and read units a request costs at the peak (an answer is one transaction of about 10 write units). */
const WRITE_UNITS_PER_ANSWER = 10;
const READ_UNITS_PER_REQUEST = 4;
/** AWS's figures this arithmetic is held to (docs/operations.md cites each). */
export const AWS_QUOTAS = { apiBurst: 5000, tableUnitsPerSecond: 40_000 } as const;
/**
 * Requests one child makes through CloudFront in five minutes at the peak, for the WAF limits of a
 * school's address: the API calls above, and the web app's files on a first visit with the
 * listening questions' audio (about 50; the capacity model measured 57 requests a child in a
 * school's busiest five minutes, docs/performance.md).
 */
const SITE_REQUESTS_PER_CHILD = 50;
const REQUESTS_PER_CHILD_5_MIN = Math.ceil(sumOf('perChildPerSecond') * 300) + SITE_REQUESTS_PER_CHILD;
/** Sign-in requests per child: one, and a parent's OTP is two (asked, then answered). */
const SIGN_INS_PER_CHILD = 1.5;

export interface EventPlan {
  event: OlympiadEvent;
  /** Provisioned concurrency is in place from `warmAt` and released at `coolAt`. */
  warmAt: Date;
  coolAt: Date;
  /** Requests a second at the peak, all routes. */
  peakRequests: number;
  stageThrottle: { rateLimit: number; burstLimit: number };
  provisioned: Record<ExamRoute | keyof typeof EXAM_WORKERS, number>;
  warmThroughput: { readUnitsPerSecond: number; writeUnitsPerSecond: number };
  waf: { generalLimit: number; signInLimit: number; schoolGeneralLimit: number; schoolSignInLimit: number };
}

const round100 = (n: number) => Math.ceil(n / 100) * 100;

export function eventPlan(event: OlympiadEvent): EventPlan {
  const start = Date.parse(event.start);
  const peakRequests = Math.ceil(event.children * sumOf('perChildPerSecond'));
  const rate = round100(2 * peakRequests);
  const concurrency = (r: { perChildPerSecond: number; seconds: number }) =>
    Math.max(1, Math.ceil(event.children * r.perChildPerSecond * r.seconds));
  const school = event.largestSchool ?? 1000;
  return {
    event,
    warmAt: new Date(start - 30 * 60_000),
    coolAt: new Date(start + (event.minutes + 30) * 60_000),
    peakRequests,
    stageThrottle: { rateLimit: rate, burstLimit: Math.min(rate, AWS_QUOTAS.apiBurst) },
    provisioned: Object.fromEntries(
      [...Object.entries(EXAM_PATH), ...Object.entries(EXAM_WORKERS)].map(([id, r]) => [id, concurrency(r)]),
    ) as EventPlan['provisioned'],
    warmThroughput: {
      writeUnitsPerSecond: Math.min(
        AWS_QUOTAS.tableUnitsPerSecond,
        round100(2 * event.children * EXAM_PATH.submitAnswer.perChildPerSecond * WRITE_UNITS_PER_ANSWER),
      ),
      readUnitsPerSecond: Math.min(AWS_QUOTAS.tableUnitsPerSecond, round100(2 * peakRequests * READ_UNITS_PER_REQUEST)),
    },
    waf: {
      // Anywhere else, a shared address (a mobile carrier's) may carry a few hundred children.
      generalLimit: 200 * REQUESTS_PER_CHILD_5_MIN,
      signInLimit: 300,
      // A registered school: all its children sign in within five minutes, twice over.
      schoolGeneralLimit: 2 * school * REQUESTS_PER_CHILD_5_MIN,
      schoolSignInLimit: Math.ceil(2 * school * SIGN_INS_PER_CHILD),
    },
  };
}

/**
 * Reads an event block (from the environment's settings or `-c event='<json>'`), refusing one that
 * cannot be planned: a start without a zone, an event already over, counts that are not positive.
 */
export function checkedEvent(value: unknown, now = Date.now()): OlympiadEvent {
  const e = (typeof value === 'string' ? parseJson(value) : value) as Partial<OlympiadEvent> | undefined;
  const start = typeof e?.start === 'string' && /(Z|[+-]\d\d:\d\d)$/.test(e.start) ? Date.parse(e.start) : Number.NaN;
  if (!e || Number.isNaN(start))
    throw new ConfigError('The event needs a start with its time zone, e.g. "2027-02-14T10:00:00+05:30".');
  if (!(Number(e.minutes) > 0) || !(Number(e.children) > 0))
    throw new ConfigError('The event needs minutes and children, both above zero.');
  if (start + Number(e.minutes) * 60_000 < now)
    throw new ConfigError(`The event of ${e.start} is over: remove it from infra/config/environments.ts.`);
  for (const cidr of e.schoolAddresses ?? [])
    if (!/^[\d.]+\/\d{1,2}$|^[\da-f:]+\/\d{1,3}$/i.test(cidr))
      throw new ConfigError(`A school address must be a CIDR such as 203.0.113.7/32: ${cidr}`);
  return { ...e, start: e.start!, minutes: Number(e.minutes), children: Number(e.children) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError(
      '-c event must be JSON: {"start":"2027-02-14T10:00:00+05:30","minutes":90,"children":50000}.',
    );
  }
}

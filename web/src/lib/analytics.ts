import { matchAppPath } from '../config/paths';
import { enqueue } from './analytics-sender';
import { getSession } from './session';

/**
 * The only module that touches `window.dataLayer` (the tag manager's queue), and the one way events
 * reach the deployment's own store: POST v1/events, Firehose to S3 on AWS, the local outbox page
 * here (./analytics-sender.ts, ADR 0560). Spec 01 §7 names the
 * events pushed: web_signin, post_buy_sign_in, child_signin and the kids registration events (whose
 * names the spec does not give; they start with `kids_`), and spec 02 §7 the course-preview events.
 * Adding an event means adding it here.
 */
export type AnalyticsEvent =
  | 'web_signin'
  | 'post_buy_sign_in'
  | 'child_signin'
  | `kids_${string}`
  // Spec 02 §7: opening a course in preview mode, and leaving it.
  | 'preview_course'
  | 'course_preview_ended'
  | 'start_course_preview'
  // Spec 02 §7: buying.
  | 'webclient_product_view'
  | 'recommended_product_click'
  | 'purchase_started'
  | 'purchase_success'
  | 'purchase_failure'
  // Certificates and reports (decisions 0200–0206).
  | 'certificate_download'
  | 'report_download';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * Parameters that name the catalogue (a course, a product, a class), never a person, an order or anything typed: the
 * only ones an event about a child keeps (decision 0804).
 */
const CHILD_SAFE_PARAMS = new Set(['course_id', 'product_id', 'element_id', 'grade']);

/** A junior signed in, a parent acting as their child, or a page of the junior's or the child's dashboard. */
function isChildContext(pathname: string): boolean {
  const session = getSession();
  if (session?.userType === 'w' || session?.actingChild) return true;
  const page = matchAppPath(pathname);
  return page?.group === 'junior' || page?.id === 'childDashboard';
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const pathname = window.location.pathname;
  const child = isChildContext(pathname);
  // No tracking of children (decision 0804): nothing goes to the tag manager's queue, and what we count keeps no
  // identifier. The queue works whether a tag manager loads after us or not (none does: the CSP allows no third party).
  if (!child) {
    window.dataLayer ??= [];
    window.dataLayer.push({ ...params, event });
  }
  enqueue({
    event,
    at: new Date().toISOString(),
    page: pagePattern(pathname),
    params: sendable(child ? childSafe(params) : params),
  });
}

/** The route's pattern (`/child/dashboard/:id`), never the ids in the address; an unknown path as `/unknown`. */
function pagePattern(pathname: string): string {
  return matchAppPath(pathname)?.path ?? '/unknown';
}

function childSafe(params: AnalyticsParams): AnalyticsParams {
  return Object.fromEntries(
    Object.entries(params).filter(([name, value]) => CHILD_SAFE_PARAMS.has(name) && typeof value !== 'string'),
  );
}

/** What the route accepts of the parameters: no undefined values, strings cut to 120 characters, at most 10. */
function sendable(params: AnalyticsParams): Record<string, string | number | boolean | null> {
  const kept = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean | null] => entry[1] !== undefined,
  );
  return Object.fromEntries(
    kept
      .slice(0, 10)
      .map(([name, value]) => [
        name,
        typeof value === 'string'
          ? value.slice(0, 120)
          : typeof value === 'number' && !Number.isFinite(value)
            ? null
            : value,
      ]),
  );
}

import { enqueue } from './analytics-sender';

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

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  // The tag manager may load after us (or be blocked); the queue works either way.
  window.dataLayer ??= [];
  window.dataLayer.push({ ...params, event });
  enqueue({
    event,
    at: new Date().toISOString(),
    page: window.location.pathname.slice(0, 200) || '/',
    params: sendable(params),
  });
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

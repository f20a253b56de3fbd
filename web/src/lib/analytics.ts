/**
 * The only module that touches `window.dataLayer` (the tag manager's queue). Spec 01 §7 names the
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
  // Certificates and reports (issue 17).
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
}

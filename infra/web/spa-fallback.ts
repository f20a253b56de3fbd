/**
 * CloudFront Function (viewer request, default behaviour only): a path whose last segment has no
 * file extension is a client-side route (/mydashboard, /child/dashboard/42), so serve /index.html.
 * This replaces distribution-wide custom error responses, which would also rewrite the API's own
 * 403 and 404 answers into the HTML page. The API behaviours (/v1/*, /v3/*) never run it.
 * Written in the ES5-ish subset the cloudfront-js-2.0 runtime accepts.
 */
export const SPA_FALLBACK_SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

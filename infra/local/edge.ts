import type { IncomingMessage } from 'node:http';
import { ORIGIN_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/origin-check';

/**
 * The local server's CloudFront part on the API paths (decision 0860): what the distribution's
 * viewer-request function and origin custom header do to a request before it reaches the API. The
 * viewer address is overwritten, never taken from the browser, and so is the origin header, as
 * CloudFront overwrites a viewer's header of an origin custom header's name.
 */
export function throughCloudFront(req: IncomingMessage, originSecret: string): void {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  req.headers[VIEWER_ADDRESS_HEADER] = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  req.headers[ORIGIN_HEADER] = originSecret;
}

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '#shared/errors';
import { errorResponse } from '../../lib/respond';
import { matchRoute } from '../../lib/route-match';
import { cameThroughCloudFront } from '../../lib/origin-check';

/**
 * The API's `$default` route: any request no route matches. It answers in the envelope (404 for an
 * unknown path, 405 for a known path with another method) instead of API Gateway's bare body.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const match = matchRoute(event.requestContext.http.method, event.rawPath);
  const requestId = event.requestContext.requestId;
  // Only CloudFront may call the API, an unknown path too (decision 0860).
  if (!(await cameThroughCloudFront(event.headers))) return errorResponse(new AppError('forbidden'), requestId);
  if (match.kind === 'methodNotAllowed') {
    const response = errorResponse(new AppError('methodNotAllowed'), requestId);
    return { ...response, headers: { ...response.headers, allow: match.allowed.join(', ') } };
  }
  return errorResponse(new AppError('routeNotFound'), requestId);
}

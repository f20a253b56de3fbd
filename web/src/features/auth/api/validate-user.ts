import { apiCall } from '../../../lib/api-client';

/**
 * GET v1/validateuser (single sign-on). With a token handed over in the link, that token is sent
 * (and never refreshed: the refresh cookie belongs to the stored session); without one, the stored
 * session's token is, renewed once through the refresh cookie if the gateway rejects it.
 */
export function validateUser(handedOver?: string) {
  return apiCall('validateUser', undefined, undefined, handedOver ? { token: handedOver } : {});
}

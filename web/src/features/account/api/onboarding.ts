import { catalogue } from '#shared/errors';
import { apiCall, isApiError, type RequestOf } from '../../../lib/api-client';
import { rememberProfile } from './profile';

/** POST v1/onboarding: everything the five steps collected, in one call at the end (spec 01 §4). */
export async function submitOnboarding(values: RequestOf<'onboarding'>) {
  const result = await apiCall('onboarding', values);
  rememberProfile(result.data);
  return result;
}

/** 'Phone number exists for another user' and 'Email address exists for another user' send the user back to step 4. */
export function isContactTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.message === catalogue.phoneTaken.message || error.message === catalogue.emailTaken.message)
  );
}

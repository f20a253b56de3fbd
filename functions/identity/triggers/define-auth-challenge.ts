import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { observed } from '../../lib/observe';

/**
 * Cognito custom auth, step 1: one custom challenge (the one-time proof our route handler left
 * after checking the PIN, OTP or licence key); tokens when it was answered right, else failure.
 */
export const handler = observed(async function handler(
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> {
  const session = event.request.session ?? [];
  const last = session[session.length - 1];
  event.response.issueTokens = false;
  event.response.failAuthentication = false;
  if (last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult) {
    event.response.issueTokens = true;
  } else if (session.length > 0) {
    event.response.failAuthentication = true;
  } else {
    event.response.challengeName = 'CUSTOM_CHALLENGE';
  }
  return event;
});

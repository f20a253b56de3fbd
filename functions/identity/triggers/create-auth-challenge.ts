import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { observed } from '../../lib/observe';

/** Cognito custom auth, step 2: the challenge is the proof; nothing is shown or sent to anyone. */
export const handler = observed(async function handler(
  event: CreateAuthChallengeTriggerEvent,
): Promise<CreateAuthChallengeTriggerEvent> {
  event.response.publicChallengeParameters = { kind: 'proof' };
  event.response.privateChallengeParameters = {};
  event.response.challengeMetadata = 'FLUENTIA_PROOF';
  return event;
});

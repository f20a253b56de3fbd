import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

/** Cognito custom auth, step 2: the challenge is the proof; nothing is shown or sent to anyone. */
export async function handler(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> {
  event.response.publicChallengeParameters = { kind: 'proof' };
  event.response.privateChallengeParameters = {};
  event.response.challengeMetadata = 'FLUENTIA_PROOF';
  return event;
}

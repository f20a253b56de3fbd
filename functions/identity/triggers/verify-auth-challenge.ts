import { createHash } from 'node:crypto';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { proofStore } from '../store';
import { observed } from '../../lib/observe';

/**
 * Cognito custom auth, step 3: the answer is right only if it is an unexpired proof left for this
 * very user, and it is deleted in the same conditional write, so a proof works once.
 */
export const handler = observed(async function handler(
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const answer = event.request.challengeAnswer ?? '';
  event.response.answerCorrect = false;
  if (!answer) return event;
  try {
    await proofStore.spend(createHash('sha256').update(answer).digest('base64url'), {
      ConditionExpression: 'userId = :user AND expiresAtMs > :now',
      ExpressionAttributeValues: { ':user': event.userName, ':now': Date.now() },
    });
    event.response.answerCorrect = true;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
  }
  return event;
});

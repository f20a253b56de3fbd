import { createHash } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { db } from '../../lib/aws';
import { config } from '../../lib/config';
import { keys } from '../../data/keys';
import { observed } from '../../lib/observe';

/**
 * Cognito custom auth, step 3: the answer is right only if it is an unexpired proof left for this
 * very user, and it is deleted in the same conditional write, so a proof works once.
 */
const TableName = config().table('main');

export const handler = observed(async function handler(event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const answer = event.request.challengeAnswer ?? '';
  event.response.answerCorrect = false;
  if (!answer) return event;
  try {
    await db().send(
      new DeleteCommand({
        TableName,
        Key: keys.proof(createHash('sha256').update(answer).digest('base64url')),
        ConditionExpression: 'userId = :user AND expiresAtMs > :now',
        ExpressionAttributeValues: { ':user': event.userName, ':now': Date.now() },
      }),
    );
    event.response.answerCorrect = true;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
  }
  return event;
});

import { AppError } from '#shared/errors';
import { ttlIn } from '../data/keys';
import { rules } from '../core/security-rules';
import { sendsStore } from './store';

/**
 * Claims the right to send a code to one destination now: at least 30 s after the last send and at
 * most 10 a day (spec 01 §9; docs/security.md). One conditional update, so two tabs asking at once
 * get one code and one refusal, whatever the countdown on the page says.
 */
export async function claimSend(destination: string, now = Date.now()): Promise<void> {
  const day = new Date(now).toISOString().slice(0, 10);
  try {
    await sendsStore.claim(destination, day, {
      UpdateExpression: 'SET lastSentAt = :now, expiresAt = :ttl ADD sends :one',
      ConditionExpression:
        '(attribute_not_exists(lastSentAt) OR lastSentAt <= :edge) AND (attribute_not_exists(sends) OR sends < :max)',
      ExpressionAttributeValues: {
        ':now': now,
        ':edge': now - rules.resendWaitSeconds * 1000,
        ':one': 1,
        ':max': rules.sendsPerDay,
        ':ttl': ttlIn(2 * 86400, now),
      },
    });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
    // Only to choose the message: the refusal itself was decided by the condition above.
    const current = await sendsStore.read(destination, day);
    if (Number(current?.sends ?? 0) >= rules.sendsPerDay) throw new AppError('sendLimitReached');
    const waitSeconds = Math.max(
      1,
      Math.ceil((Number(current?.lastSentAt ?? now) + rules.resendWaitSeconds * 1000 - now) / 1000),
    );
    throw new AppError('resendTooSoon', {
      message: `Please wait ${waitSeconds} seconds before asking for another code.`,
    });
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { isConditionFailure, ttlIn } from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import { rules } from '../core/security-rules';
import { stillValid, validAfterOf } from './token-marker';
import { isActiveUser, type UserRecord } from '../core/users';
import { tokenMarkerStore } from './store';

/**
 * Ending every token of an account or child (docs/security.md, "Ending tokens"): logout, a new PIN,
 * deleting a child and merging an account away write the subject's "valid after" marker, and the
 * authorizer and the refresh call refuse whatever was issued before it.
 *
 * Token times are whole seconds (`iat`, `auth_time`), so the marker is the next whole second: a
 * token issued in the same second as the event is ended too. A sign-in straight after waits for
 * that second to pass (`waitOutMarker`), so its new token is not.
 */
function markerFields(now: number) {
  // Once every token issued before the marker has expired (the longest is the refresh token), the marker can go.
  return { validAfter: Math.floor(now / 1000) + 1, expiresAt: ttlIn(rules.refreshSeconds + rules.idTokenSeconds, now) };
}

/** The marker as one item of the transaction that makes the event (a deleted child, a finished merge). */
export function endTokensItem(userId: string, now = Date.now()): TransactItem {
  const { validAfter, expiresAt } = markerFields(now);
  return tokenMarkerStore.item(userId, {
    UpdateExpression: 'SET entity = :entity, validAfter = :t, expiresAt = :exp',
    ExpressionAttributeValues: { ':entity': 'tokenMarker', ':t': validAfter, ':exp': expiresAt },
  });
}

/** Ends the subject's tokens on its own (logout). A later marker already there is kept. */
export async function endTokens(userId: string, now = Date.now()): Promise<void> {
  const { validAfter, expiresAt } = markerFields(now);
  try {
    await tokenMarkerStore.update(userId, {
      UpdateExpression: 'SET entity = :entity, validAfter = :t, expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(validAfter) OR validAfter < :t',
      ExpressionAttributeValues: { ':entity': 'tokenMarker', ':t': validAfter, ':exp': expiresAt },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Margin for the clock of whoever stamps the token (Cognito) running slightly behind ours. */
const CLOCK_MARGIN_MS = 100;

/** Before a token is issued: if the subject's tokens were ended this very second, wait for the next one. */
export async function waitOutMarker(userId: string): Promise<void> {
  const wait = (await validAfterOf(userId)) * 1000 + CLOCK_MARGIN_MS - Date.now();
  if (wait > 0) await sleep(Math.min(wait, 1000 + CLOCK_MARGIN_MS));
}

/**
 * Whether a session that began at `authTime` (epoch seconds) may go on: its account is neither
 * deleted nor merged away, and nothing has ended its tokens since (POST v1/refresh, either adapter).
 */
export async function sessionStillLive(user: UserRecord, authTime: number): Promise<boolean> {
  return isActiveUser(user) && (await stillValid(authTime, [user.userId]));
}

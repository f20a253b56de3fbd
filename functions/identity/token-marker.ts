import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import * as keys from '../data/keys';
import { tableEnvVar } from '../data/tables';
import { rules } from '../core/security-rules';
import { withoutSdkCallLogging } from '../lib/sdk-log-filter';
import { withSdkHooks } from '../lib/sdk-client-hooks';
import { environment, numberSetting, setting } from '../lib/config';

/**
 * A subject's "valid after" marker (docs/security.md, "Ending tokens"): epoch seconds before which
 * its tokens are refused. Logout, a new PIN, deleting a child and a merge write it
 * (./end-tokens.ts); the authorizer, the refresh call and sign-in read it here. One small item per
 * subject (`TOKENS#<userId>`), read with the plain DynamoDB client and the environment alone, so
 * the authorizer bundles neither the document client nor the config schema (about 25 KB less).
 */
export interface MarkerReadOptions {
  /** Serve a value read within the last `TOKEN_MARKER_CACHE_SECONDS` (the authorizer); else read now. */
  cached?: boolean;
}

let client: { endpoint: string | undefined; dynamo: DynamoDBClient } | undefined;

/** The same settings as ../lib/aws.ts; rebuilt when the local stack points DYNAMODB_ENDPOINT elsewhere. */
function dynamo(): DynamoDBClient {
  const endpoint = setting('DYNAMODB_ENDPOINT');
  if (!client || client.endpoint !== endpoint) {
    client?.dynamo.destroy();
    const local = endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
    // Only plain commands go through it, so the SDK may resolve each command's middleware once
    // (cacheMiddleware) rather than on every read; the document client cannot (../lib/aws.ts).
    client = {
      endpoint,
      dynamo: withSdkHooks(
        withoutSdkCallLogging(new DynamoDBClient({ region: setting('AWS_REGION'), cacheMiddleware: true, ...local })),
        'dynamodb',
        { faults: false },
      ),
    };
  }
  return client.dynamo;
}

const cache = new Map<string, { validAfter: number; until: number }>();
const MAX_CACHED = 10_000;

function cacheMs(): number {
  return numberSetting('TOKEN_MARKER_CACHE_SECONDS', rules.tokenMarkerCacheSeconds) * 1000;
}

/** The subject's marker in epoch seconds; 0 when nothing has ended its tokens. */
export async function validAfterOf(userId: string, options: MarkerReadOptions = {}): Promise<number> {
  const now = Date.now();
  const hit = options.cached ? cache.get(userId) : undefined;
  if (hit && hit.until > now) return hit.validAfter;
  const key = keys.tokenMarker(userId);
  const { Item } = await dynamo().send(
    new GetItemCommand({
      TableName: environment()[tableEnvVar('main')],
      Key: { pk: { S: key.pk }, sk: { S: key.sk } },
      ProjectionExpression: 'validAfter',
      ConsistentRead: true,
    }),
  );
  const validAfter = Number(Item?.validAfter?.N ?? 0);
  const ttl = cacheMs();
  if (ttl > 0) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(userId, { validAfter, until: now + ttl });
  }
  return validAfter;
}

/**
 * When a token was issued, for the marker: the sign-in it descends from (`auth_time`, which Cognito
 * keeps across refreshes, so a refreshed token of an ended session is ended too), else `iat`.
 */
export function issuedAtOf(payload: { auth_time?: unknown; iat?: unknown }): number {
  const at = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
  return typeof at === 'number' ? at : 0;
}

/** Whether every marker of the token's subjects (the user, and the parent a child token acts for) lets it pass. */
export async function stillValid(
  issuedAt: number,
  subjects: readonly string[],
  options: MarkerReadOptions = {},
): Promise<boolean> {
  const markers = await Promise.all(subjects.map((s) => validAfterOf(s, options)));
  return markers.every((validAfter) => issuedAt >= validAfter);
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';
import { readCache } from '../lib/read-cache';

/**
 * An organisation's name (`ORG#<orgId>`), shown on its learners' results and certificates. A school's
 * children all finish within minutes and all read the same item, so a warm function keeps each name
 * for a minute (../lib/read-cache.ts); a renamed organisation shows within it.
 */
const names = readCache<string | null>('organisations', { seconds: 60, maxEntries: 500 });

export function orgName(orgId: string): Promise<string | null> {
  return names.get(orgId, async () => {
    const result = await db().send(new GetCommand({ TableName: config().table('main'), Key: keys.org(orgId) }));
    return (result.Item?.orgName as string | undefined) ?? null;
  });
}

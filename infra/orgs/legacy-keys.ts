import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { mainTable } from '../../functions/lib/main-table';
import { LICENCE_PK_PREFIX } from '../../functions/data/keys';
import type { LegacyKeyPages } from '../../functions/orgs/migrate-keys';

/**
 * A page of licence keys stored the old way, in clear (`LICENCE#<key>` with the key's text): the one Scan of the
 * product, made only by the operator's one-off migration (npm run org:migrate-keys, and the local stack at start),
 * so it lives with the operator commands, out of every request's code. Their texts are read once, to be hashed and
 * deleted.
 */
export const legacyKeyPage: LegacyKeyPages = async (start) => {
  const result = await db().send(
    new ScanCommand({
      TableName: mainTable(),
      FilterExpression: 'begins_with(pk, :prefix) AND attribute_exists(licenceKey)',
      ExpressionAttributeValues: { ':prefix': LICENCE_PK_PREFIX },
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return { items: result.Items ?? [], last: result.LastEvaluatedKey };
};

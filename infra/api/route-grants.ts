import type { RouteId } from '#shared/api/routes';
import { tables, type TableId } from '#functions/data/tables';
import { buckets, type BucketId } from '#functions/data/buckets';

/**
 * What each route's function may touch, and nothing more. The type is a Record over every route id,
 * so adding a row to the route table without deciding its grants does not compile.
 *
 * - table read: GetItem/Query/BatchGetItem (and DescribeTable); write: PutItem/UpdateItem/DeleteItem;
 *   describe: DescribeTable only.
 * - bucket read: GetObject (presigned GET, HeadObject) and ListBucket (so a missing key is a 404,
 *   not a 403); write: PutObject (presigned PUT/POST); list: ListBucket only (HeadBucket).
 *
 * Later grants (Cognito admin calls, Polly, Transcribe, KMS signing, SES/SNS) extend `Grant`.
 */
export type DataAccess = 'read' | 'write' | 'readWrite';

export type Grant =
  | { table: TableId; access: DataAccess | 'describe' }
  | { bucket: BucketId; access: DataAccess | 'list' };

/** The health check probes every table (DescribeTable) and every bucket (HeadBucket). */
const probeEverything: Grant[] = [
  ...(Object.keys(tables) as TableId[]).map((table): Grant => ({ table, access: 'describe' })),
  ...(Object.keys(buckets) as BucketId[]).map((bucket): Grant => ({ bucket, access: 'list' })),
];

export const routeGrants: Record<RouteId, readonly Grant[]> = {
  health: probeEverything,
};

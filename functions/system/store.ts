import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { config } from '../lib/config';
import { dynamo } from '../lib/aws';
import type { TableId } from '../data/tables';

/**
 * The system area's store: its one DynamoDB call, the health check's probe of a table (DescribeTable
 * answers without reading an item, so a flood of health checks reads nothing).
 */
export async function describeTable(id: TableId, abortSignal: AbortSignal): Promise<void> {
  await dynamo().send(new DescribeTableCommand({ TableName: config().table(id) }), { abortSignal });
}

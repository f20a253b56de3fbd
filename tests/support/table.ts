import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/**
 * Direct access to the integration stack's table, for test data the product's own calls cannot
 * make yet (a purchased child licence, a certificate) and for checking what was or was not written.
 */
export const TABLE = 'fluentia-test-main';
let client: DynamoDBDocumentClient | undefined;

function table(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('endpoints').dynamodb,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export async function putItem(item: Record<string, unknown>): Promise<void> {
  await table().send(new PutCommand({ TableName: TABLE, Item: item }));
}

export async function getItem<T = Record<string, any>>(pk: string, sk: string): Promise<T | undefined> {
  return (await table().send(new GetCommand({ TableName: TABLE, Key: { pk, sk }, ConsistentRead: true }))).Item as
    T | undefined;
}

export async function deleteItem(pk: string, sk: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: TABLE, Key: { pk, sk } }));
}

export async function setFields(pk: string, sk: string, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await table().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk, sk },
      UpdateExpression: 'SET ' + names.map((_, i) => `#f${i} = :v${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])),
    }),
  );
}

/** Every item of a partition, e.g. `USER#<id>`. */
export async function partition(pk: string): Promise<Array<Record<string, any>>> {
  const items: Array<Record<string, any>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The whole table, all pages (a test's look at what is stored anywhere: no licence key in clear). */
export async function allItems(): Promise<Array<Record<string, any>>> {
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const items: Array<Record<string, any>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new ScanCommand({ TableName: TABLE, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

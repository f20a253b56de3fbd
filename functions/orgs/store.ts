import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import type { Condition, Expression, TransactItem } from '../lib/transactions';
import { read } from '../core/store/items';
import { parseItems, type ItemSchema } from '../lib/stored-items';

/**
 * The organisations area's store: the console's lists, each one Query of an index partition of the
 * organisation (keys in functions/data/keys.ts, `indexKeys.org…`), a page at a time, never a Scan;
 * and the export records. The items both sign-in and the console write are the core's
 * (functions/core/store/orgs.ts).
 */
export interface IndexPage<T> {
  items: T[];
  /** DynamoDB's LastEvaluatedKey: where the next page starts. */
  last: Record<string, unknown> | undefined;
}

export interface IndexQuery {
  /** The partition of the index (`ORGKEYS#<orgId>`…). */
  partition: string;
  /** Only sort keys starting with this. */
  prefix?: string;
  limit: number;
  start?: Record<string, unknown>;
  /** Newest first (descending sort keys). */
  newestFirst?: boolean;
}

/** A page of gsi1 (the keys by state, the people by time joined). The index is a literal: grants are read off it. */
export async function queryGsi1<T>(q: IndexQuery, schema: ItemSchema<T>): Promise<IndexPage<T>> {
  return page(q, schema, {
    IndexName: 'gsi1',
    KeyConditionExpression: q.prefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
  });
}

/** A page of gsi2 (all keys by time of issue, the people by login id). */
export async function queryGsi2<T>(q: IndexQuery, schema: ItemSchema<T>): Promise<IndexPage<T>> {
  return page(q, schema, {
    IndexName: 'gsi2',
    KeyConditionExpression: q.prefix ? 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)' : 'gsi2pk = :pk',
  });
}

async function page<T>(
  q: IndexQuery,
  schema: ItemSchema<T>,
  index: { IndexName: string; KeyConditionExpression: string },
): Promise<IndexPage<T>> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      ...index,
      ExpressionAttributeValues: { ':pk': q.partition, ...(q.prefix ? { ':prefix': q.prefix } : {}) },
      Limit: q.limit,
      ScanIndexForward: !q.newestFirst,
      ...(q.start ? { ExclusiveStartKey: q.start } : {}),
    }),
  );
  return { items: parseItems(schema, result.Items), last: result.LastEvaluatedKey };
}

// Exports (./exports.ts): one item per export under the organisation, kept a day.
export const exportStore = {
  put: (orgId: string, exportId: string, fields: Record<string, unknown>) =>
    db().send(
      new PutCommand({
        TableName: mainTable(),
        Item: { ...keys.orgExport(orgId, exportId), entity: 'orgExport', ...fields },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  read: <T>(orgId: string, exportId: string, schema: ItemSchema<T>) => read(keys.orgExport(orgId, exportId), schema),
  update: (orgId: string, exportId: string, expression: Expression & Condition) =>
    db().send(new UpdateCommand({ TableName: mainTable(), Key: keys.orgExport(orgId, exportId), ...expression })),
};

/**
 * A school's classes (./classes.ts) under the organisation, and each class's children in a partition of
 * their own (`ORGCLASS#<org>#<class>`): all of one school's classes, or one class's children, are one Query.
 */
export const classStore = {
  put: (orgId: string, classId: string, fields: Record<string, unknown>) =>
    db().send(
      new PutCommand({
        TableName: mainTable(),
        Item: { ...keys.orgClass(orgId, classId), entity: 'schoolClass', ...fields },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  read: <T>(orgId: string, classId: string, schema: ItemSchema<T>) => read(keys.orgClass(orgId, classId), schema),
  update: (orgId: string, classId: string, expression: Expression & Condition) =>
    db().send(new UpdateCommand({ TableName: mainTable(), Key: keys.orgClass(orgId, classId), ...expression })),
  list: <T>(orgId: string, schema: ItemSchema<T>) =>
    queryAll({ pk: keys.orgPk(orgId), prefix: keys.prefixes.orgClass }, schema),
  children: <T>(orgId: string, classId: string, schema: ItemSchema<T>) =>
    queryAll({ pk: keys.classChildrenPk(orgId, classId), prefix: keys.prefixes.child }, schema),
  readChild: <T>(orgId: string, classId: string, childId: string, schema: ItemSchema<T>) =>
    read(keys.classChild(orgId, classId, childId), schema),
  /** One chunk of a registration's items (at most 100, DynamoDB's limit), all or none. */
  write: (items: TransactItem[]) => db().send(new TransactWriteCommand({ TransactItems: items })),
};

/** Every item of a partition under a prefix, page after page (a school's classes; a class's children, at most 150). */
async function queryAll<T>(q: { pk: string; prefix: string }, schema: ItemSchema<T>): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': q.pk, ':prefix': q.prefix },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...parseItems(schema, result.Items));
    start = result.LastEvaluatedKey;
  } while (start);
  return items;
}

import { tables } from '../../functions/data/tables';
import type { ItemAccess } from '../../functions/lib/traffic-recorder';

/**
 * What one DynamoDB call reads and writes, item by item, with the capacity units DynamoDB charges for it (for the
 * recorder's SDK middleware, ./traffic-middleware.ts). DynamoDB Local's own ConsumedCapacity counts a transaction's
 * items twice over, so the units are computed here from item sizes by AWS's published rules: a read unit per 4 KB
 * (half for an eventually consistent read, two for a transactional one), a write unit per 1 KB (two in a
 * transaction), a Query charged on the sum of what it read. An update's size is the item's as last seen in this
 * process (at least one unit): updates here touch small items.
 */

type Av = Record<string, unknown>;
type Item = Record<string, unknown>;

const KB = 1024;
const lastSeen = new Map<string, number>();
const { partitionKey, sortKey, indexes } = tables.main;

/**
 * An item's size as DynamoDB counts it: names and values, numbers by their digits, nesting overhead.
 * Items come as AttributeValues or, where the document client has already unmarshalled them, plain.
 */
export function itemBytes(item: Item | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

const AV_TYPES = new Set(['S', 'N', 'B', 'SS', 'NS', 'BS', 'M', 'L', 'NULL', 'BOOL']);
const isAv = (v: unknown): v is Av =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  AV_TYPES.has(Object.keys(v)[0]!);
const numberBytes = (n: unknown) =>
  Math.ceil(
    String(n)
      .replace(/^[-0.]+|\.|e.*$/gi, '')
      .replace(/0+$/, '').length / 2,
  ) + 1;

function valueBytes(value: unknown): number {
  if (isAv(value)) return avBytes(value);
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberBytes(value);
  if (value instanceof Uint8Array) return value.length;
  if (value instanceof Set) return [...value].reduce((n: number, v) => n + valueBytes(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((n: number, v) => n + 1 + valueBytes(v), 0);
  if (typeof value === 'object' && value !== null)
    return 3 + Object.entries(value).reduce((n, [k, v]) => n + 1 + Buffer.byteLength(k) + valueBytes(v), 0);
  return 1; // boolean, null
}

function avBytes(av: Av): number {
  const [type, value] = Object.entries(av)[0]!;
  switch (type) {
    case 'S':
      return Buffer.byteLength(String(value));
    case 'N':
      return numberBytes(value);
    case 'B':
      return (value as Uint8Array).length;
    case 'SS':
    case 'NS':
    case 'BS':
      return (value as unknown[]).reduce((n: number, v) => n + valueBytes({ [type.slice(0, 1)]: v }), 0);
    case 'L':
      return 3 + (value as unknown[]).reduce((n: number, v) => n + 1 + valueBytes(v), 0);
    case 'M':
      return 3 + Object.entries(value as Item).reduce((n, [k, v]) => n + 1 + Buffer.byteLength(k) + valueBytes(v), 0);
    default:
      return 1;
  }
}

const text = (v: unknown) => (isAv(v) ? String(Object.values(v)[0]) : v === undefined ? '' : String(v));
const itemKey = (table: string, key: Item) => `${table}|${text(key[partitionKey])}|${text(key[sortKey])}`;

function access(
  table: string,
  key: Item,
  kind: 'read' | 'write',
  bytes: number,
  options: { consistent?: boolean; transactional?: boolean } = {},
): ItemAccess {
  const factor = options.transactional ? 2 : kind === 'write' || options.consistent ? 1 : 0.5;
  const units = factor * Math.max(1, Math.ceil(bytes / (kind === 'write' ? KB : 4 * KB)));
  return {
    table,
    pk: text(key[partitionKey]),
    sk: text(key[sortKey]),
    kind,
    bytes,
    units,
    ...(options.transactional ? { transactional: true } : {}),
  };
}

/** A written item's index entries: each index whose keys the item carries takes a write of its size. */
function indexWrites(table: string, item: Item, bytes: number, transactional: boolean): ItemAccess[] {
  return indexes
    .filter((ix) => item[ix.partitionKey])
    .map((ix) => ({
      ...access(
        table,
        { [partitionKey]: item[ix.partitionKey]!, [sortKey]: item[ix.sortKey] ?? { S: '' } },
        'write',
        bytes,
        { transactional },
      ),
      index: ix.name,
    }));
}

function put(table: string, item: Item, transactional = false): ItemAccess[] {
  const bytes = itemBytes(item);
  lastSeen.set(itemKey(table, item), bytes);
  return [access(table, item, 'write', bytes, { transactional }), ...indexWrites(table, item, bytes, transactional)];
}

/**
 * An update or delete: the item's size as last seen, plus, for an update, the values it sets (the
 * item may grow by them; DynamoDB charges the larger of before and after).
 */
function change(table: string, key: Item, values: Item | undefined, transactional = false): ItemAccess {
  const id = itemKey(table, key);
  const bytes = (lastSeen.get(id) ?? 0) + (values ? itemBytes(values) : 0);
  if (values) lastSeen.set(id, bytes);
  return access(table, key, 'write', bytes, { transactional });
}

function read(
  table: string,
  key: Item,
  item: Item | undefined,
  options: { consistent?: boolean; transactional?: boolean },
): ItemAccess {
  const bytes = itemBytes(item);
  if (item) lastSeen.set(itemKey(table, key), bytes);
  return access(table, key, 'read', bytes, options);
}

/** The Query's partition: the value its key condition gives the table's or the index's partition key. */
function queryPartition(input: Record<string, unknown>): Item {
  const index = indexes.find((ix) => ix.name === input.IndexName);
  const keyName = index?.partitionKey ?? partitionKey;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Item;
  for (const [, name, placeholder] of String(input.KeyConditionExpression ?? '').matchAll(/(#?\w+)\s*=\s*(:\w+)/g)) {
    if ((names[name!] ?? name) === keyName && values[placeholder!]) return { [partitionKey]: values[placeholder!]! };
  }
  return { [partitionKey]: { S: '?' } };
}

type Request = Record<string, unknown>;

export function describeDynamoCall(operation: string, input: Request, output: Request | undefined): ItemAccess[] {
  const table = String(input.TableName ?? '');
  const consistent = Boolean(input.ConsistentRead);
  switch (operation) {
    case 'GetItem':
      return [read(table, input.Key as Item, output?.Item as Item | undefined, { consistent })];
    case 'PutItem':
      return put(table, input.Item as Item);
    case 'UpdateItem':
      return [change(table, input.Key as Item, input.ExpressionAttributeValues as Item | undefined)];
    case 'DeleteItem':
      return [change(table, input.Key as Item, undefined)];
    case 'Query': {
      const items = (output?.Items ?? []) as Item[];
      const bytes = items.reduce((n, i) => n + itemBytes(i), 0);
      for (const i of items) if (i[partitionKey] && i[sortKey]) lastSeen.set(itemKey(table, i), itemBytes(i));
      const partition = access(table, queryPartition(input), 'read', bytes, { consistent });
      return [{ ...partition, sk: undefined, ...(input.IndexName ? { index: String(input.IndexName) } : {}) }];
    }
    case 'BatchGetItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<string, { Keys: Item[]; ConsistentRead?: boolean }>,
      ).flatMap(([name, request]) => {
        const found = ((output?.Responses as Record<string, Item[]> | undefined)?.[name] ?? []).map(
          (i) => [itemKey(name, i), i] as const,
        );
        const byKey = new Map(found);
        return request.Keys.map((key) =>
          read(name, key, byKey.get(itemKey(name, key)), { consistent: Boolean(request.ConsistentRead) }),
        );
      });
    case 'BatchWriteItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<
          string,
          Array<{ PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }>
        >,
      ).flatMap(([name, writes]) =>
        writes.flatMap((w) =>
          w.PutRequest ? put(name, w.PutRequest.Item) : [change(name, w.DeleteRequest!.Key, undefined)],
        ),
      );
    case 'TransactWriteItems':
      return (
        (input.TransactItems ?? []) as Array<
          Record<string, { TableName: string; Item?: Item; Key?: Item; ExpressionAttributeValues?: Item }>
        >
      ).flatMap((entry) => {
        const [kind, op] = Object.entries(entry)[0]!;
        if (kind === 'Put') return put(op.TableName, op.Item!, true);
        return [change(op.TableName, op.Key!, kind === 'Update' ? op.ExpressionAttributeValues : undefined, true)];
      });
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Array<{ Get: { TableName: string; Key: Item } }>).map((entry, i) =>
        read(entry.Get.TableName, entry.Get.Key, ((output?.Responses ?? []) as Array<{ Item?: Item }>)[i]?.Item, {
          transactional: true,
        }),
      );
    default:
      return [];
  }
}

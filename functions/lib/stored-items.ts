import * as z from 'zod/mini';

/**
 * Stored items are read through their schema, never cast (decision 0714): each item type a store reads
 * declares a zod/mini schema (loose: the keys, index attributes and attributes this code does not
 * read pass through unchanged, so an item written back keeps them), and the store parses what
 * DynamoDB returns with it. An item that fails is a server fault, not the caller's: the request
 * fails with the catalogue's 'internal' (a 500 whose message shows nothing of the item), and the
 * log names the item's kind, its key prefixes and the failing attribute paths, never a value.
 */
export type ItemSchema<T> = z.ZodMiniType<T, unknown>;

export class StoredItemError extends Error {
  override readonly name = 'StoredItemError';
}

/** `USER#3f2…` → `USER#…`: enough to find the item kind in a log, without an id or a login id. */
const prefixOf = (value: unknown) => (typeof value === 'string' ? `${value.split('#')[0]}#…` : typeof value);

export function parseItem<T>(schema: ItemSchema<T>, item: Record<string, unknown>): T {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  const paths = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(item)'))];
  throw new StoredItemError(
    `A stored item (${prefixOf(item.pk)} / ${prefixOf(item.sk)}) does not match its schema at: ${paths.join(', ')}`,
  );
}

/** One item as read (GetItem's `Item`, an update's `Attributes`): undefined stays undefined. */
export function parseOptional<T>(schema: ItemSchema<T>, item: Record<string, unknown> | undefined): T | undefined {
  return item === undefined ? undefined : parseItem(schema, item);
}

/** Every item of a Query or a BatchGet page. */
export function parseItems<T>(schema: ItemSchema<T>, items: readonly Record<string, unknown>[] | undefined): T[] {
  return (items ?? []).map((item) => parseItem(schema, item));
}

/**
 * A nested value checked as an object and typed by its declaration: for deep shapes (an attempt's
 * responses, a question's content) whose fields the importer or the writing code already checked.
 */
export const record = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * A string from a closed set the request schema checked when it was written (a gender, a purpose): checked
 * as a string here, typed by its declaration, so a reading function does not bundle the request schemas.
 */
export const oneOf = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

/**
 * Checks the attributes the server computes with and types the item by its declaration: for content the
 * importer validated whole against `shared/schemas/content.ts` (a course, a unit, an element, a question),
 * whose full schema the reading functions need not bundle.
 */
export function checkedAs<T>(schema: z.ZodMiniType<Record<string, unknown>, unknown>): ItemSchema<T> {
  return schema as unknown as ItemSchema<T>;
}

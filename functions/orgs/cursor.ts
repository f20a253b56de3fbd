import { AppError } from '#shared/errors';
import { orgMessages } from '#shared/schemas/orgs';
import type { ItemSchema } from '../lib/stored-items';
import { queryGsi1, queryGsi2 } from './store';

/**
 * A list's next page as the console sends it back: DynamoDB's LastEvaluatedKey, base64url JSON. It
 * comes from the browser, so it is trusted for nothing: it must name this very index partition (an
 * admin cannot page into another organisation's list) and hold only the key attributes of the index.
 */
type Start = Record<string, string>;

export function encodeCursor(last: Record<string, unknown> | undefined): string | null {
  return last ? Buffer.from(JSON.stringify(last), 'utf8').toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined, index: 'gsi1' | 'gsi2', partition: string): Start | undefined {
  if (!cursor) return undefined;
  const allowed = ['pk', 'sk', `${index}pk`, `${index}sk`];
  let start: unknown;
  try {
    start = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    start = undefined;
  }
  const fine =
    typeof start === 'object' &&
    start !== null &&
    !Array.isArray(start) &&
    Object.keys(start).length === allowed.length &&
    allowed.every((name) => typeof (start as Start)[name] === 'string' && (start as Start)[name]!.length <= 300) &&
    (start as Start)[`${index}pk`] === partition;
  if (!fine) throw new AppError('validation', { fields: { cursor: orgMessages.pageInvalid } });
  return start as Start;
}

/**
 * One page of 25 of a console list: a Query of one index partition of the organisation from the page the
 * browser sent back (checked above), and the cursor of the next page.
 */
export const PAGE_SIZE = 25;

export async function listPage<T>(
  index: 'gsi1' | 'gsi2',
  q: { partition: string; cursor: string | undefined; prefix?: string; newestFirst?: boolean },
  schema: ItemSchema<T>,
): Promise<{ items: T[]; next: string | null }> {
  const query = index === 'gsi1' ? queryGsi1<T> : queryGsi2<T>;
  const page = await query(
    {
      partition: q.partition,
      limit: PAGE_SIZE,
      ...(q.prefix ? { prefix: q.prefix } : {}),
      ...(q.newestFirst ? { newestFirst: true } : {}),
      start: decodeCursor(q.cursor, index, q.partition),
    },
    schema,
  );
  return { items: page.items, next: encodeCursor(page.last) };
}

import { RESPONSE_SHARDS } from './kept-responses';
import { partitionItems } from '../store';
import type { ItemSchema } from '../../lib/stored-items';

/**
 * Every item of the day-and-shard partitions (`pkOf(day, shard)`) of the last `days` days: one
 * Query per partition, every page, never a Scan. Kept responses and flagged sittings are written
 * this way so that no partition takes a whole day's finishes.
 */
export async function queryDayShards<T>(
  days: number,
  now: number,
  pkOf: (day: string, shard: number) => string,
  schema: ItemSchema<T>,
): Promise<T[]> {
  const all: T[] = [];
  for (let d = 0; d < days; d++) {
    const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10);
    for (let shard = 0; shard < RESPONSE_SHARDS; shard++) {
      all.push(...(await partitionItems(pkOf(day, shard), schema)));
    }
  }
  return all;
}

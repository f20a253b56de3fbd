import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
import { expiryIndex } from '../core/learner-state';
import * as keys from '../data/keys';
import { prefixes } from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import { mergeItems } from './store';

/**
 * How one item of the merged-away account (S) moves to the account that stays (P): pure rules,
 * no I/O. Every move deletes S's item under `attribute_exists` in the same transaction that writes
 * P's, so an item is always in exactly one of the two accounts, and a batch applies at most once.
 *
 * - Items P does not have move as they are, re-owned: `pk`, `userId` and index keys naming S
 *   name P (enrolments are listed through gsi1 `ENROLMENTS#<user>`).
 * - The same course on both: one enrolment, the later close date, the higher progress.
 * - The same activity on both: completed if either is, completions added, review attempts joined.
 * - Any other item both have (none of today's kinds can clash, ids are unique): P keeps its own
 *   and S's is kept in the merge archive (`MERGED#<S>`), never dropped.
 * - A child link also re-parents the child; an applied licence key also names P as its holder.
 */
export type Item = Record<string, unknown> & { pk: string; sk: string };
/** Any item of the partition, checked for its keys only: the merge moves each as it is (decision 0714). */
export const anyItemSchema: ItemSchema<Item> = z.looseObject({ pk: z.string(), sk: z.string() });

export type Category =
  'courses' | 'progress' | 'children' | 'licences' | 'certificates' | 'orders' | 'notifications' | 'other';

export function categoryOf(sk: string): Category {
  if (/^COURSE#\d+#ENROL$/.test(sk)) return 'courses';
  if (/^COURSE#\d+#P#/.test(sk)) return 'progress';
  if (sk.startsWith(prefixes.child)) return 'children';
  if (sk.startsWith(prefixes.userLicence) || sk.startsWith(prefixes.childLicence)) return 'licences';
  if (sk.startsWith(prefixes.certificate)) return 'certificates';
  if (sk.startsWith(prefixes.order)) return 'orders';
  if (sk.startsWith(prefixes.notification)) return 'notifications';
  return 'other';
}

const reownedAttributes = ['userId', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];

/** S's item as P's: its partition, and the attributes that name its owner. */
export function reown(item: Item, secondaryId: string, primaryId: string): Item {
  const moved: Item = { ...item, pk: keys.user(primaryId).pk };
  for (const name of reownedAttributes) {
    const value = moved[name];
    if (typeof value === 'string' && value.includes(secondaryId))
      moved[name] = value.split(secondaryId).join(primaryId);
  }
  return moved;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** One enrolment from two: the later close date (none = never closes) and the higher progress. */
export function mergeEnrolments(mine: Item, theirs: Item): Item {
  const close =
    !mine.closeDate || !theirs.closeDate
      ? undefined
      : String(mine.closeDate) > String(theirs.closeDate)
        ? mine.closeDate
        : theirs.closeDate;
  const merged: Item = { ...mine, percentComplete: Math.max(num(mine.percentComplete), num(theirs.percentComplete)) };
  delete merged.gsi2pk;
  delete merged.gsi2sk;
  if (close === undefined) delete merged.closeDate;
  else
    Object.assign(merged, {
      closeDate: close,
      ...expiryIndex(String(mine.userId), Number(mine.courseId), String(close)),
    });
  return merged;
}

/** One activity's progress from two learners' worth of attempts. */
export function mergeProgress(mine: Item, theirs: Item): Item {
  const reviews = [
    ...new Set([
      ...((mine.reviewAttempts as string[] | undefined) ?? []),
      ...((theirs.reviewAttempts as string[] | undefined) ?? []),
    ]),
  ];
  return {
    ...mine,
    completed: Boolean(mine.completed) || Boolean(theirs.completed),
    completionCount: num(mine.completionCount) + num(theirs.completionCount),
    percentComplete: Math.max(num(mine.percentComplete), num(theirs.percentComplete)),
    ...(mine.attemptId || theirs.attemptId ? { attemptId: mine.attemptId ?? theirs.attemptId } : {}),
    ...(reviews.length ? { reviewAttempts: reviews } : {}),
  };
}

/**
 * The transaction items that move one item. `existing` is P's item with the same sort key, as read
 * just before: the write to it is conditioned on the fields the merge looked at being unchanged.
 */
export function moveOps(
  item: Item,
  existing: Item | undefined,
  secondaryId: string,
  primaryId: string,
): TransactItem[] {
  const remove = mergeItems.delete({ pk: item.pk, sk: item.sk }, { ConditionExpression: 'attribute_exists(pk)' });
  const moved = reown(item, secondaryId, primaryId);
  const ops: TransactItem[] = [remove];
  const category = categoryOf(item.sk);

  if (!existing) {
    ops.push(mergeItems.put(moved, { ConditionExpression: 'attribute_not_exists(pk)' }));
  } else if (category === 'courses' || category === 'progress') {
    const field = category === 'courses' ? 'percentComplete' : 'completionCount';
    const merged = category === 'courses' ? mergeEnrolments(existing, moved) : mergeProgress(existing, moved);
    ops.push(
      mergeItems.put(merged, {
        ConditionExpression: 'attribute_exists(pk) AND (#seen = :seen OR attribute_not_exists(#seen))',
        ExpressionAttributeNames: { '#seen': field },
        ExpressionAttributeValues: { ':seen': existing[field] ?? null },
      }),
    );
  } else {
    ops.push(mergeItems.put({ ...item, ...keys.mergeArchive(secondaryId, item.sk), archivedFrom: item.pk }));
  }

  if (category === 'children' && typeof item.childId === 'string') {
    ops.push(
      mergeItems.update(keys.user(item.childId), {
        UpdateExpression: 'SET parentId = :p',
        ConditionExpression: 'parentId = :s',
        ExpressionAttributeValues: { ':p': primaryId, ':s': secondaryId },
      }),
    );
  }
  if (item.sk.startsWith(prefixes.userLicence) && typeof item.licenceKey === 'string') {
    ops.push(
      mergeItems.update(keys.licence(item.licenceKey), {
        UpdateExpression: 'SET userId = :p',
        ConditionExpression: 'userId = :s',
        ExpressionAttributeValues: { ':p': primaryId, ':s': secondaryId },
      }),
    );
  }
  return ops;
}

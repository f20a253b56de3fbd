import type { MergeData } from '#shared/api/contract-accounts';
import { MAX_CHILDREN } from '#shared/schemas/accounts';
import { accountTexts } from '#shared/schemas/account-texts';
import { resolveLoginId } from '#shared/auth/login-id';
import { AppError } from '#shared/errors';
import { log } from '../lib/log';
import * as keys from '../data/keys';
import { isConditionFailure, PROFILE_SK } from '../data/keys';
import { transact, type TransactItem } from '../lib/transactions';
import { userItems } from '../lib/user-items';
import { getUser, loginIdsOf, type LoginIdRef, type UserRecord } from '../core/users';
import { notificationPut } from '../core/notifications';
import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
import { endTokensItem } from '../identity/facade';
import { anyItemSchema, categoryOf, moveOps, type Category, type Item } from './move-item';
import { loginIdOwner, mergeItems, readMergeJournal, userItemsBySortKey } from './store';

/**
 * Account merge (spec 01 §4; docs/data-model.md, "Account merge"). The account that stays (P)
 * absorbs the other (S) in three steps, each safe to repeat:
 *
 * 1. start: one transaction writes the journal `MERGE#<S>` (so S is merged once) and locks both
 *    profiles (`mergeLock`), after checking the children of both fit in eight.
 * 2. move: S's items move in batches of 25, each batch one transaction (≤ 100 items) that deletes
 *    S's copies under `attribute_exists`: a batch applies once, an item is always in exactly one
 *    account, and an interruption leaves both accounts whole, the journal saying it is unfinished.
 * 3. finish: one transaction points S's login ids at P, merges the profile flags, marks S merged
 *    and unlocks P, and ends every token S holds (its "valid after" marker). From then on S's login
 *    ids sign in to P.
 *
 * A merge that stopped half-way is finished by the next merge call of P (no new OTP: the first
 * one proved S); nothing is rolled back, so nothing is lost.
 */
export const MERGE_BATCH_ITEMS = 25;
const RETRIES = 3;

type Counts = Record<Category, number>;
interface Journal {
  primaryId: string;
  secondaryId: string;
  status: 'moving' | 'done';
  startedAt: string;
  finishedAt?: string;
  moved: Counts;
}

const count = z.number();
const journalSchema: ItemSchema<Journal> = z.looseObject({
  primaryId: z.string(),
  secondaryId: z.string(),
  status: z.enum(['moving', 'done']),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  moved: z.object({
    courses: count,
    progress: count,
    children: count,
    licences: count,
    certificates: count,
    orders: count,
    notifications: count,
    other: count,
  }),
});

const zero = (): Counts => ({
  courses: 0,
  progress: 0,
  children: 0,
  licences: 0,
  certificates: 0,
  orders: 0,
  notifications: 0,
  other: 0,
});

async function journalOf(secondaryId: string): Promise<Journal | undefined> {
  return readMergeJournal(secondaryId, journalSchema);
}

/** The unfinished merge into P, if one stopped half-way: its other account's id. */
export async function pendingMerge(primary: UserRecord): Promise<string | undefined> {
  if (!primary.mergeLock) return undefined;
  const journal = await journalOf(primary.mergeLock);
  return journal?.status === 'moving' && journal.primaryId === primary.userId ? journal.secondaryId : undefined;
}

/**
 * Merges S into P after S was proved by its OTP (`secondaryId`), or, when `resume` names the merge
 * P already started, finishes that one.
 */
export async function mergeAccounts(primary: UserRecord, secondaryId: string, resume?: string): Promise<MergeData> {
  const target = resume ?? secondaryId;
  if (target === primary.userId) throw new AppError('mergeSameAccount');
  const secondary = await getUser(target);
  if (!secondary) throw new AppError('mergeNotAllowed');
  if (!resume) await start(primary, secondary);
  await moveAll(primary.userId, secondary.userId);
  await finish(primary.userId, secondary.userId);
  const journal = await journalOf(secondary.userId);
  return { primary_id: primary.userId, secondary_id: secondary.userId, moved: journal?.moved ?? zero() };
}

async function start(primary: UserRecord, secondary: UserRecord): Promise<void> {
  if (secondary.type === 'w' || primary.type === 'w' || secondary.mergedInto || secondary.deletedAt)
    throw new AppError('mergeNotAllowed');
  const theirs = secondary.childCount ?? 0;
  if ((primary.childCount ?? 0) + theirs > MAX_CHILDREN) throw new AppError('mergeTooManyChildren');
  const journal: Journal = {
    primaryId: primary.userId,
    secondaryId: secondary.userId,
    status: 'moving',
    startedAt: new Date().toISOString(),
    moved: zero(),
  };
  const notMerged =
    'attribute_exists(pk) AND attribute_not_exists(mergedInto) AND attribute_not_exists(deletedAt) AND #type <> :junior';
  try {
    await transact([
      mergeItems.put(
        { ...keys.mergeJournal(secondary.userId), entity: 'mergeJournal', ...journal },
        { ConditionExpression: 'attribute_not_exists(pk)' },
      ),
      mergeItems.update(keys.user(primary.userId), {
        UpdateExpression: 'SET mergeLock = :s',
        ConditionExpression: `${notMerged} AND (attribute_not_exists(mergeLock) OR mergeLock = :s) AND (attribute_not_exists(childCount) OR childCount <= :room)`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':s': secondary.userId, ':junior': 'w', ':room': MAX_CHILDREN - theirs },
      }),
      mergeItems.update(keys.user(secondary.userId), {
        UpdateExpression: 'SET mergeLock = :p',
        ConditionExpression: `${notMerged} AND attribute_not_exists(mergeLock) AND ${theirs ? 'childCount = :mine' : '(attribute_not_exists(childCount) OR childCount = :mine)'}`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':p': primary.userId, ':junior': 'w', ':mine': theirs },
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // S merged already, either account locked by another merge, or a child added meanwhile.
    throw new AppError('mergeNotAllowed');
  }
}

async function existingOf(primaryId: string, batch: Item[]): Promise<Map<string, Item>> {
  return userItemsBySortKey(
    primaryId,
    batch.map((i) => i.sk),
    anyItemSchema,
  );
}

/** The per-batch updates: the child counters of both profiles and the journal's tally. */
function batchBookkeeping(primaryId: string, secondaryId: string, batch: Item[]): TransactItem[] {
  const counts = zero();
  for (const item of batch) counts[categoryOf(item.sk)] += 1;
  const ops: TransactItem[] = [];
  if (counts.children) {
    ops.push(
      mergeItems.update(keys.user(primaryId), {
        UpdateExpression: 'SET childCount = if_not_exists(childCount, :zero) + :n',
        ConditionExpression: 'mergeLock = :s AND (attribute_not_exists(childCount) OR childCount <= :room)',
        ExpressionAttributeValues: {
          ':zero': 0,
          ':n': counts.children,
          ':s': secondaryId,
          ':room': MAX_CHILDREN - counts.children,
        },
      }),
      mergeItems.update(keys.user(secondaryId), {
        UpdateExpression: 'SET childCount = childCount - :n',
        ConditionExpression: 'mergeLock = :p',
        ExpressionAttributeValues: { ':n': counts.children, ':p': primaryId },
      }),
    );
  }
  const tallied = Object.entries(counts).filter(([, n]) => n > 0);
  ops.push(
    mergeItems.update(keys.mergeJournal(secondaryId), {
      UpdateExpression: `SET ${tallied.map((_, i) => `moved.#c${i} = moved.#c${i} + :n${i}`).join(', ')}`,
      ConditionExpression: '#status = :moving',
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(tallied.map(([c], i) => [`#c${i}`, c])) },
      ExpressionAttributeValues: {
        ':moving': 'moving',
        ...Object.fromEntries(tallied.map(([, n], i) => [`:n${i}`, n])),
      },
    }),
  );
  return ops;
}

async function moveAll(primaryId: string, secondaryId: string): Promise<void> {
  let failures = 0;
  for (;;) {
    const remaining = (await userItems(secondaryId, '', anyItemSchema, { consistent: true })).filter(
      (i) => i.sk !== PROFILE_SK,
    );
    if (!remaining.length) return;
    const batch = remaining.slice(0, MERGE_BATCH_ITEMS);
    const existing = await existingOf(primaryId, batch);
    const ops = [
      ...batch.flatMap((item) => moveOps(item, existing.get(item.sk), secondaryId, primaryId)),
      ...batchBookkeeping(primaryId, secondaryId, batch),
    ];
    try {
      await transact(ops);
      failures = 0;
    } catch (error) {
      // A parallel call moved these first, or an item changed as it was read: read again and retry.
      if (!isConditionFailure(error) || ++failures >= RETRIES) {
        log.warn('account merge stopped', { primaryId, secondaryId, error });
        throw new AppError('mergeUnfinished', { cause: error });
      }
    }
  }
}

/** S's login ids as stored: e-mail, phone and username, and the id the account was made with. */
function loginRefs(user: UserRecord): LoginIdRef[] {
  const refs = loginIdsOf(user);
  const first = resolveLoginId(user.loginId);
  if (first.ok && !refs.some((r) => r.kind === first.kind && r.value === first.value))
    refs.push({ kind: first.kind, value: first.value });
  return refs;
}

async function finish(primaryId: string, secondaryId: string): Promise<void> {
  const [primary, secondary] = await Promise.all([getUser(primaryId), getUser(secondaryId)]);
  if (!primary || !secondary || secondary.mergedInto === primaryId) return;
  const owned = await Promise.all(
    loginRefs(secondary).map(async (ref) =>
      (await loginIdOwner(ref.kind, ref.value)) === secondaryId ? ref : undefined,
    ),
  );
  const takeOver: Record<string, unknown> = {
    isPaid: primary.isPaid || secondary.isPaid,
    retail: primary.retail && secondary.retail,
    ...(primary.type === 'T' && secondary.type === 'k' ? { type: 'k' } : {}),
    ...(!primary.orgId && secondary.orgId ? { orgId: secondary.orgId } : {}),
    ...(!primary.fullName && secondary.fullName ? { fullName: secondary.fullName } : {}),
    ...(!primary.email && secondary.email ? { email: secondary.email } : {}),
    ...(!primary.phone && secondary.phone
      ? { phone: secondary.phone, ...(secondary.verifiedPhone ? { verifiedPhone: secondary.verifiedPhone } : {}) }
      : {}),
    // A key that made the other account moves here, but it must not become a way into this one.
    ...(secondary.keySignIn ? { keySignIn: 'ended' } : {}),
  };
  const set = Object.entries(takeOver);
  const now = new Date().toISOString();
  await transact([
    mergeItems.update(keys.user(primaryId), {
      UpdateExpression: `SET ${set.map((_, i) => `#f${i} = :v${i}`).join(', ')} REMOVE mergeLock`,
      ConditionExpression: 'mergeLock = :s',
      ExpressionAttributeNames: Object.fromEntries(set.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: { ...Object.fromEntries(set.map(([, v], i) => [`:v${i}`, v])), ':s': secondaryId },
    }),
    mergeItems.update(keys.user(secondaryId), {
      UpdateExpression: 'SET mergedInto = :p, mergedAt = :now REMOVE pinHash, mergeLock',
      ConditionExpression: 'mergeLock = :p',
      ExpressionAttributeValues: { ':p': primaryId, ':now': now },
    }),
    ...owned
      .filter((ref): ref is LoginIdRef => Boolean(ref))
      .map((ref) =>
        mergeItems.update(keys.loginId(ref.kind, ref.value), {
          UpdateExpression: 'SET userId = :p',
          ConditionExpression: 'userId = :s',
          ExpressionAttributeValues: { ':p': primaryId, ':s': secondaryId },
        }),
      ),
    mergeItems.update(keys.mergeJournal(secondaryId), {
      UpdateExpression: 'SET #status = :done, finishedAt = :now',
      ConditionExpression: '#status = :moving',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':moving': 'moving', ':now': now },
    }),
    notificationPut(primaryId, {
      message: accountTexts.merged,
      target: { name: 'mydashboard', params: {} },
      status: 'success',
    }),
    endTokensItem(secondaryId),
  ]).catch((error: unknown) => {
    throw isConditionFailure(error) ? new AppError('mergeUnfinished', { cause: error }) : error;
  });
}

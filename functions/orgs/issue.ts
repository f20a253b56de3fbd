import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#shared/errors';
import { MAX_KEYS_PER_ISSUE } from '#shared/schemas/orgs';
import * as keys from '../data/keys';
import { indexKeys, isConditionFailure } from '../data/keys';
import { isCollision, transact, type TransactItem } from '../lib/transactions';
import { isPast, licenceRef, maskLicenceKey } from '../core/licence-keys';
import { orgWrites, readSeatPool, type OrgRecord, type SeatPool } from '../core/store';
import { newKeyText } from './key-text';

/**
 * Issuing keys against a pool of seats (decision 0773): one transaction holds the pool's `issued`,
 * raised by the number of keys, under the condition that it and the seats are what was just read,
 * and every new key. So keys are never issued past the seats bought, however many admins issue at
 * once: a transaction that lost the race reads the pool again and tries again (at most ROUNDS times,
 * then asks to try again), or finds too few seats left and says so. Nothing is issued in part.
 */
const ROUNDS = 10;

export interface IssueRequest {
  poolId: string;
  count: number;
  /** Who issued them: an admin's user id, or `operator`. */
  by: string;
  /** An operator's named batch (npm run org:issue-keys): its item counts what the batch issued, in each transaction. */
  batch?: { name: string; planned: number; issuedBefore: number };
  /** The keys' texts, for the demo keys of the local seed only; new keys are random. */
  texts?: string[];
  now?: number;
}

export interface Issued {
  pool: SeatPool;
  keys: Array<{ key: string; ref: string }>;
  left: number;
}

export async function issueKeys(org: OrgRecord, request: IssueRequest): Promise<Issued> {
  const { count } = request;
  if (!Number.isInteger(count) || count < 1 || count > MAX_KEYS_PER_ISSUE - (request.batch ? 1 : 0))
    throw new Error(`Keys are issued 1 to ${MAX_KEYS_PER_ISSUE} at a time.`);
  for (let round = 1; round <= ROUNDS; round++) {
    const pool = await readSeatPool(org.orgId, request.poolId);
    if (!pool) throw new AppError('seatsNotFound');
    const now = request.now ?? Date.now();
    if (isPast(pool.expiresOn, now)) throw new AppError('seatsExpired');
    if (pool.issued + count > pool.seats) throw new AppError('seatsExhausted');
    const texts = request.texts ?? Array.from({ length: count }, newKeyText);
    const issued = await Promise.all(texts.map(async (key) => ({ key, ref: await licenceRef(key) })));
    const at = new Date(now).toISOString();
    try {
      await transact([
        poolItem(pool, count),
        ...(request.batch ? [batchItem(org.orgId, pool.poolId, request.batch, count)] : []),
        ...issued.map((k) => keyItem(org, pool, k, request, at)),
      ]);
      return { pool: { ...pool, issued: pool.issued + count }, keys: issued, left: pool.seats - pool.issued - count };
    } catch (error) {
      if (!isConditionFailure(error) && !isCollision(error)) throw error;
      await sleep(20 * round * Math.random());
    }
  }
  throw new AppError('orgBusy');
}

/** The pool's issued keys raised by `count`, if the pool is still as read. */
function poolItem(pool: SeatPool, count: number): TransactItem {
  return orgWrites.update(keys.orgSeats(pool.orgId, pool.poolId), {
    UpdateExpression: 'SET issued = issued + :n',
    ConditionExpression: 'issued = :was AND seats = :seats AND expiresOn = :expires',
    ExpressionAttributeValues: { ':n': count, ':was': pool.issued, ':seats': pool.seats, ':expires': pool.expiresOn },
  });
}

function batchItem(orgId: string, poolId: string, batch: NonNullable<IssueRequest['batch']>, count: number) {
  return orgWrites.update(keys.orgKeyBatch(orgId, batch.name), {
    UpdateExpression: 'SET entity = :entity, #batch = :name, poolId = :pool, planned = :planned, issued = :now',
    ConditionExpression: batch.issuedBefore
      ? 'issued = :before AND poolId = :pool AND planned = :planned'
      : 'attribute_not_exists(pk)',
    ExpressionAttributeNames: { '#batch': 'batch' },
    ExpressionAttributeValues: {
      ':entity': 'keyBatch',
      ':name': batch.name,
      ':pool': poolId,
      ':planned': batch.planned,
      ':now': batch.issuedBefore + count,
      ...(batch.issuedBefore ? { ':before': batch.issuedBefore } : {}),
    },
  });
}

function keyItem(
  org: OrgRecord,
  pool: SeatPool,
  issued: { key: string; ref: string },
  request: IssueRequest,
  at: string,
): TransactItem {
  return orgWrites.put(
    {
      ...keys.licence(issued.ref),
      entity: 'licence',
      ref: issued.ref,
      orgId: org.orgId,
      orgName: org.orgName,
      poolId: pool.poolId,
      courses: pool.courses,
      expiresOn: pool.expiresOn,
      masked: maskLicenceKey(issued.key),
      state: 'unused',
      issuedAt: at,
      issuedBy: request.by,
      ...(request.batch ? { batch: request.batch.name } : {}),
      ...indexKeys.orgKeyByState(org.orgId, 'unused', at, issued.ref),
      ...indexKeys.orgKeyIssued(org.orgId, at, issued.ref),
    },
    { ConditionExpression: 'attribute_not_exists(pk)' },
  );
}

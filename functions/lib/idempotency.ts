import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { AppError } from '#shared/errors';
import { dynamo } from './aws';
import { mainTable } from './main-table';
import { partitions } from '../data/keys';
import { openAnswer, sealAnswer, type Sealed } from './sealed-answer';

/**
 * Idempotent writes (docs/operations.md): a request carrying an `idempotency-key` header (the web
 * client makes one per user action) is done once; a repeat of it, a retry after a lost answer,
 * gets the original answer back, and the same key with a different body is refused. Powertools for
 * AWS Lambda's idempotency utility does the work with its DynamoDB persistence layer, in the main
 * table under the caller's own partition (`IDEMPOTENCY#<userId>`), kept 24 hours. A refusal
 * (any error) is not kept, so the learner can correct and send again.
 *
 * The kept answer is sealed with a key derived from the request's key (./sealed-answer.ts): no
 * stored record holds a PIN, token or link in clear. Keys are at least 16 characters, so the seal is
 * not guessable (the web sends a random UUID).
 *
 * A route opts in by passing `idempotency` to `http()` (like the multipart parser), so only those
 * functions bundle it.
 */
const KEY = /^[A-Za-z0-9_-]{16,80}$/;

export interface Idempotency {
  run<T>(userId: string, key: string | undefined, body: unknown, fn: () => Promise<T>, context?: Context): Promise<T>;
}

export const idempotency: Idempotency = {
  async run<T>(
    userId: string,
    key: string | undefined,
    body: unknown,
    fn: () => Promise<T>,
    context?: Context,
  ): Promise<T> {
    if (key === undefined) return fn();
    if (!KEY.test(key)) throw new AppError('idempotencyKeyInvalid');
    const persistenceStore = new DynamoDBPersistenceLayer({
      tableName: mainTable(),
      keyAttr: 'pk',
      sortKeyAttr: 'sk',
      staticPkValue: partitions.idempotency(userId),
      expiryAttr: 'expiresAt',
      awsSdkV3Client: dynamo(),
    });
    const settings = new IdempotencyConfig({
      eventKeyJmesPath: 'key',
      payloadValidationJmesPath: 'body',
      expiresAfterSeconds: 24 * 3600,
      hashFunction: 'sha256',
    });
    // With the Lambda context, a request whose function timed out mid-way is not left 'in progress'.
    if (typeof context?.getRemainingTimeInMillis === 'function') settings.registerLambdaContext(context);
    // The first call answers its own result; the record keeps it sealed, and a repeat opens that.
    let fresh: { answer: T } | undefined;
    const once = makeIdempotent(
      async (_request: { key: string; body: unknown }) => {
        fresh = { answer: await fn() };
        return sealAnswer(fresh.answer, key, userId);
      },
      { persistenceStore, config: settings },
    );
    try {
      const stored = (await once({ key, body })) as Sealed;
      return fresh ? fresh.answer : (openAnswer(stored, key, userId) as T);
    } catch (error) {
      if (error instanceof IdempotencyValidationError) throw new AppError('idempotencyMismatch');
      if (error instanceof IdempotencyAlreadyInProgressError) throw new AppError('idempotencyInProgress');
      throw error;
    }
  },
};

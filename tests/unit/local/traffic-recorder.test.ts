import { afterEach, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  localOnly,
  noteCacheUse,
  recordCacheFill,
  recordInvocation,
  recordRequest,
  standsFor,
  takeRecording,
} from '../../../functions/lib/traffic-recorder';
import { recordCalls } from '../../../infra/local/traffic-middleware';

/**
 * The traffic recorder: each call an SDK client makes inside a recorded request is filed under the
 * request's invocation, with the items it touched; stand-ins report the AWS call they stand for;
 * local-only work is marked; outside a request nothing is recorded and the answer is unchanged.
 */
function fakeDynamo(item: Record<string, unknown>): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: 'ap-south-1',
    endpoint: 'http://dynamodb.invalid',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    requestHandler: {
      handle: async () => ({
        response: {
          statusCode: 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Readable.from([JSON.stringify({ Item: item })]),
        },
      }),
    } as never,
  });
  recordCalls(client as never, 'dynamodb');
  return DynamoDBDocumentClient.from(client);
}

afterEach(() => takeRecording());

describe('the traffic recorder', () => {
  it('files each call under its request and invocation, with the item it read', async () => {
    const db = fakeDynamo({ pk: { S: 'USER#1' }, sk: { S: 'PROFILE' }, name: { S: 'Asha' } });
    const answer = await recordRequest(
      { id: 'r1', route: 'GET /v1/x', learner: 'child-1', step: 'start' },
      () =>
        recordInvocation('accounts/routes/x', async () => {
          standsFor([{ service: 'kms', operation: 'Sign' }]);
          await localOnly(() => db.send(new GetCommand({ TableName: 't', Key: { pk: 'USER#1', sk: 'PROFILE' } })));
          return (
            await db.send(
              new GetCommand({ TableName: 't', Key: { pk: 'USER#1', sk: 'PROFILE' }, ConsistentRead: true }),
            )
          ).Item;
        }),
      () => 200,
    );
    expect(answer).toEqual({ pk: 'USER#1', sk: 'PROFILE', name: 'Asha' });
    const [request] = takeRecording();
    expect(request).toMatchObject({ id: 'r1', route: 'GET /v1/x', learner: 'child-1', step: 'start', status: 200 });
    const calls = request!.invocations[0]!.calls;
    expect(request!.invocations[0]!.fn).toBe('accounts/routes/x');
    expect(calls.map((c) => [c.service, c.operation, Boolean(c.standIn), Boolean(c.localOnly)])).toEqual([
      ['kms', 'Sign', true, false],
      ['dynamodb', 'GetItem', false, true],
      ['dynamodb', 'GetItem', false, false],
    ]);
    expect(calls[2]!.items).toEqual([expect.objectContaining({ pk: 'USER#1', sk: 'PROFILE', kind: 'read', units: 1 })]);
  });

  it('marks the reads that fill an in-function cache, and each use of it', async () => {
    const db = fakeDynamo({ pk: { S: 'COURSE#300' }, sk: { S: 'META' } });
    await recordRequest(
      { id: 'r2', route: 'GET /v1/y' },
      () =>
        recordInvocation('courses/routes/y', async () => {
          noteCacheUse('courses');
          await recordCacheFill('courses', 60_000, () =>
            db.send(new GetCommand({ TableName: 't', Key: { pk: 'COURSE#300', sk: 'META' } })),
          );
        }),
      () => 200,
    );
    const calls = takeRecording()[0]!.invocations[0]!.calls;
    expect(calls.map((c) => [c.service, c.operation, c.cache, c.cachedForMs])).toEqual([
      ['cache', 'courses', undefined, undefined],
      ['dynamodb', 'GetItem', 'courses', 60_000],
    ]);
  });

  it('records nothing outside a request', async () => {
    const db = fakeDynamo({ pk: { S: 'A' }, sk: { S: 'B' } });
    expect((await db.send(new GetCommand({ TableName: 't', Key: { pk: 'A', sk: 'B' } }))).Item).toEqual({
      pk: 'A',
      sk: 'B',
    });
    standsFor([{ service: 'kms', operation: 'Sign' }]);
    expect(takeRecording()).toEqual([]);
  });
});

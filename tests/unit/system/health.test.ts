import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { handler } from '../../../functions/system/routes/health';
import { apiEvent, context, parse } from '../../support/events';

const dynamo = mockClient(DynamoDBClient);
const s3 = mockClient(S3Client);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  dynamo.restore();
  s3.restore();
});

let clock = Date.now();
beforeEach(() => {
  dynamo.reset();
  s3.reset();
  // Each test starts past the 2 s window in which probe results are shared.
  clock += 10_000;
  vi.useFakeTimers({ now: clock, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET v1/health', () => {
  it('reports every table and bucket up', async () => {
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: 'fluentia-test-main' } });
    s3.on(HeadBucketCommand).resolves({});
    const res = parse(await handler(apiEvent({ path: '/v1/health', routeKey: 'GET /v1/health' }), context));
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('All components are up.');
    expect(Object.keys(res.body.data.components as object).sort()).toEqual([
      'dynamodb:main',
      's3:content',
      's3:generated',
      's3:uploads',
    ]);
    expect(dynamo.commandCalls(DescribeTableCommand)[0]?.args[0].input).toEqual({ TableName: 'fluentia-test-main' });
  });

  it('answers 503 and names the component that is down', async () => {
    dynamo
      .on(DescribeTableCommand)
      .rejects(Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' }));
    s3.on(HeadBucketCommand).resolves({});
    const res = parse(await handler(apiEvent({ path: '/v1/health', routeKey: 'GET /v1/health' }), context));
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({ status: false, code: 503, message: 'Some components are down.' });
    expect(res.body.data.components).toMatchObject({
      'dynamodb:main': { state: 'down', detail: 'ResourceNotFoundException' },
      's3:uploads': { state: 'up' },
    });
  });

  it('shares one round of probes between concurrent and closely following requests', async () => {
    dynamo.on(DescribeTableCommand).resolves({ Table: {} });
    s3.on(HeadBucketCommand).resolves({});
    const event = () => apiEvent({ path: '/v1/health', routeKey: 'GET /v1/health' });
    await Promise.all(Array.from({ length: 20 }, () => handler(event(), context)));
    await handler(event(), context);
    expect(dynamo.commandCalls(DescribeTableCommand)).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_500);
    await handler(event(), context);
    expect(dynamo.commandCalls(DescribeTableCommand)).toHaveLength(2);
  });
});

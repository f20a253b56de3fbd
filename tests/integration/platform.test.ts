import { describe, expect, inject, it } from 'vitest';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { routeEntries } from '#shared/api/routes';
import { tables, physicalTableName } from '../../functions/data/tables';
import { localBucketName } from '../../functions/data/buckets';
import { ensureTables } from '../../infra/local/dynamodb';

const base = inject('baseUrl');
const endpoints = inject('endpoints');
const dynamo = new DynamoDBClient({
  endpoint: endpoints.dynamodb,
  region: 'ap-south-1',
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
});
const s3 = new S3Client({
  endpoint: endpoints.s3,
  region: 'ap-south-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

async function api(path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('the local API', () => {
  it('answers GET v1/health with every component up, from real DynamoDB Local and s3rver', async () => {
    const res = await api('/v1/health', { headers: { platform: 'w1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 200, data: { environment: 'test' } });
    for (const component of Object.values(res.body.data.components as Record<string, { state: string }>))
      expect(component.state).toBe('up');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('mounts exactly the routes of the route table', () => {
    expect([...inject('mountedRoutes')].sort()).toEqual(
      routeEntries()
        .map(([, r]) => `${r.method} /${r.path}`)
        .sort(),
    );
  });

  it('answers an unknown route and a wrong method in the envelope', async () => {
    expect(await api('/v1/no-such-thing')).toMatchObject({
      status: 404,
      body: { status: false, code: 404, message: 'There is no such API route.' },
    });
    expect(await api('/v3/no-such-thing', { method: 'POST' })).toMatchObject({ status: 404 });
    const wrong = await api('/v1/health', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrong).toMatchObject({ status: 405, body: { status: false, code: 405 } });
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('refuses a body over API Gateway’s 10 MB limit with a 413 envelope and stays up', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024 + 10);
    const res = await api('/v1/health', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res).toMatchObject({
      status: 413,
      body: { status: false, code: 413, message: 'The request body is too large (at most 10 MB).' },
    });
    expect((await api('/v1/health')).status).toBe(200);
  });

  it('never answers with a stack trace', async () => {
    for (const path of ['/v1/%E0%A4%A', '/v1/health?x=%ZZ', '/v1//health']) {
      const res = await fetch(base + path);
      const text = await res.text();
      expect(res.status).toBeLessThan(500);
      expect(text).not.toMatch(/at .*\.ts:\d+|Error:/);
    }
  });
});

describe('local data stand-ins', () => {
  it('creates every declared table with its indexes and TTL, idempotently', async () => {
    await ensureTables(dynamo, 'test'); // a second run on a started stack changes nothing and does not throw
    for (const decl of Object.values(tables)) {
      const name = physicalTableName('test', decl.id);
      const table = (await dynamo.send(new DescribeTableCommand({ TableName: name }))).Table;
      expect(table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
        decl.indexes.map((i) => i.name).sort(),
      );
      const ttl = await dynamo.send(new DescribeTimeToLiveCommand({ TableName: name }));
      expect(ttl.TimeToLiveDescription?.AttributeName).toBe(decl.ttlAttribute);
    }
  });

  it('stores an upload through a presigned PUT byte for byte, and allows only the site origin by CORS', async () => {
    const bucket = localBucketName('uploads');
    const key = 'users/u1/answers/sample.webm';
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
    const putUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'audio/webm' }),
      { expiresIn: 60 },
    );
    const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': 'audio/webm' }, body: bytes });
    expect(put.status).toBe(200);
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(bytes);

    const preflight = (origin: string) =>
      fetch(putUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT' } });
    const site = await preflight(base);
    expect(site.status).toBe(200);
    expect(site.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });
});

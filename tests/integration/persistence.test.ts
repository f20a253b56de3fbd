import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { physicalTableName } from '../../functions/data/tables';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function client(endpoint: string) {
  return new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'other', secretAccessKey: 'other' },
  });
}

describe('local data across restarts', () => {
  it('keeps what was written after the stack stops and starts again, and then refuses a busy port', async () => {
    const table = physicalTableName('test', 'main');
    const first = await startLocalStack({ port: await freePort(), dataDir, web: 'none', env: 'test' });
    await client(first.endpoints.dynamodb).send(
      new PutItemCommand({ TableName: table, Item: { pk: { S: 'probe' }, sk: { S: 'v1' }, note: { S: 'kept' } } }),
    );
    await first.stop();

    const port = await freePort();
    const second = await startLocalStack({ port, dataDir, web: 'none', env: 'test' });
    try {
      const item = await client(second.endpoints.dynamodb).send(
        new GetItemCommand({ TableName: table, Key: { pk: { S: 'probe' }, sk: { S: 'v1' } } }),
      );
      expect(item.Item?.note?.S).toBe('kept');
      await expect(
        startLocalStack({ port, dataDir: mkdtempSync(path.join(os.tmpdir(), 'x-')), web: 'none', env: 'test' }),
      ).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      await second.stop();
    }
    // Two whole local stacks start here (each a DynamoDB Local JVM): a minute each on a loaded machine.
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { startDynamo } from '../../infra/local/dynamodb';
import { physicalTableName } from '../../functions/data/tables';

/**
 * Local data across restarts (docs/local-stack.md): what a stack wrote is in its data folder when
 * DynamoDB Local starts again on it, as `npm start` does after Ctrl-C; a stack asked for a busy port
 * says so. The second start is DynamoDB Local's alone: a whole stack would import the content and
 * load every handler again (a minute or more on a busy machine) and read the same folder.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-persist-'));
const spare = mkdtempSync(path.join(os.tmpdir(), 'fluentia-busy-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(spare, { recursive: true, force: true });
});

function client(endpoint: string) {
  return new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'other', secretAccessKey: 'other' },
  });
}

describe('local data across restarts', () => {
  it('keeps what was written after the stack stops and its data folder is opened again', async () => {
    const table = physicalTableName('test', 'main');
    const stack = await startLocalStack({ port: await freePort(), dataDir, web: 'none', env: 'test' });
    await client(stack.endpoints.dynamodb).send(
      new PutItemCommand({ TableName: table, Item: { pk: { S: 'probe' }, sk: { S: 'v1' }, note: { S: 'kept' } } }),
    );
    await stack.stop();

    const again = await startDynamo(path.join(dataDir, 'dynamodb'));
    try {
      const item = await client(again.endpoint).send(
        new GetItemCommand({ TableName: table, Key: { pk: { S: 'probe' }, sk: { S: 'v1' } } }),
      );
      expect(item.Item?.note?.S).toBe('kept');
    } finally {
      await again.stop();
    }
  });

  it('refuses a busy port, naming it', async () => {
    const port = await freePort();
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startLocalStack({ port, dataDir: spare, web: 'none', env: 'test' })).rejects.toThrow(
        `Port ${port} is already in use`,
      );
    } finally {
      busy.close();
    }
  });
});

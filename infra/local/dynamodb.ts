import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndexDescription,
} from '@aws-sdk/client-dynamodb';
import { tables, physicalTableName, type TableDecl } from '../../functions/data/tables';
import { freePort } from './ports';
import { loopbackLauncherArgs } from './loopback-dynamo';

export interface RunningDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

export class JavaMissingError extends Error {}

/** DynamoDB Local needs a Java runtime; say so in one sentence rather than a stack trace. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new JavaMissingError(
      'Java was not found: DynamoDB Local needs a Java 17 runtime. Install one (for example `sudo apt-get install -y openjdk-17-jre-headless`) and run the command again.',
    );
  }
}

/** DynamoDB Local's jar, as the npm package `amplify-dynamodb-simulator` ships it. */
const jarDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('amplify-dynamodb-simulator/package.json')),
  'emulator',
);
const running = new Set<ReturnType<typeof spawn>>();

// However this process ends, it takes its java processes with it (no orphans after Ctrl-C or a crash).
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startDynamo(dbPath: string): Promise<RunningDynamo> {
  assertJava();
  const port = await freePort();
  // Started through ./LoopbackDynamo.java so it listens on 127.0.0.1 only (the jar has no host option).
  // -sharedDb: one database file whatever the credentials and region, so every client sees the same tables.
  // -cors with an origin no page has: no website open in the developer's browser may read it.
  const args = [
    '-Xms64m',
    '-Xmx512m',
    '-Djava.library.path=./DynamoDBLocal_lib',
    ...loopbackLauncherArgs(jarDir),
    '-port',
    String(port),
    '-dbPath',
    dbPath,
    '-sharedDb',
    '-disableTelemetry',
    '-cors',
    'https://dynamodb-local.invalid',
  ];
  const child = spawn('java', args, { cwd: jarDir, stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('exit', () => running.delete(child));

  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilReady(endpoint, exited, () => stderr);
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

async function waitUntilReady(endpoint: string, exited: Promise<number | null>, stderr: () => string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (dead) throw new Error(`DynamoDB Local stopped while starting: ${stderr().trim() || 'no output'}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('DynamoDB Local did not start within 60 seconds.');
  } finally {
    client.destroy();
  }
}

/** Creates every declared table, or adds what an older local table lacks (indexes, TTL). Idempotent. */
export async function ensureTables(client: DynamoDBClient, env: string): Promise<void> {
  for (const decl of Object.values(tables) as TableDecl[]) {
    const name = physicalTableName(env, decl.id as keyof typeof tables);
    const existing = await describe(client, name);
    if (!existing) {
      await client.send(new CreateTableCommand(createInput(name, decl)));
    } else {
      const present = new Set(
        (existing.GlobalSecondaryIndexes ?? []).map((i: GlobalSecondaryIndexDescription) => i.IndexName),
      );
      for (const index of decl.indexes.filter((i) => !present.has(i.name))) {
        await client.send(
          new UpdateTableCommand({
            TableName: name,
            AttributeDefinitions: [
              { AttributeName: index.partitionKey, AttributeType: 'S' },
              { AttributeName: index.sortKey, AttributeType: 'S' },
            ],
            GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }],
          }),
        );
      }
    }
    await client
      .send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: decl.ttlAttribute, Enabled: true },
        }),
      )
      .catch((error: Error) => {
        // Already enabled on an existing table: DynamoDB says so with a ValidationException.
        if (error.name !== 'ValidationException') throw error;
      });
  }
}

async function describe(client: DynamoDBClient, name: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

function indexInput(index: TableDecl['indexes'][number]) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

function createInput(name: string, decl: TableDecl) {
  const attributes = new Set([
    decl.partitionKey,
    decl.sortKey,
    ...decl.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((a) => ({ AttributeName: a, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: decl.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: decl.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: decl.indexes.map(indexInput),
  };
}

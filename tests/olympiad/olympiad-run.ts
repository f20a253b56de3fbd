import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { reconnect } from '../../functions/lib/aws';
import { injected } from '../../infra/local/fault-injection';
import { takeRecording, type RecordedRequest } from '../../functions/lib/traffic-recorder';
import { physicalTableName } from '../../functions/data/tables';
import { measureLocalWrites } from '../bench/submit-answer';
import { recordedPopulation } from './capacity-config';
import { LearnerClient, newTally } from './client';
import { runJourney } from './journey';
import { seedPopulation, type Child, type PopulationPlan } from './population';
import { verifyRun, type Verdict } from './verify';

/**
 * The local olympiad run (decision 0369): children made as schools and parents make them, then all of
 * them through the whole journey against the local stack at once (`concurrency` at a time), with
 * a share of the server's DynamoDB and S3 calls failing (FAULT_RATE) and of the answers lost on
 * the way back, the clients retrying as the web app does. Then the tables are read: nothing lost
 * or doubled, every result as an independent computation gives it. With `record`, the traffic is
 * recorded (functions/lib/traffic-recorder.ts) for the capacity model.
 */
export interface RunOptions {
  children: number;
  concurrency: number;
  faultRate: number;
  dropRate: number;
  record?: boolean;
  /** Measure DynamoDB Local's own write rate before and after (the bench's ratio); tests leave it out. */
  measureStore?: boolean;
  population?: Partial<Omit<PopulationPlan, 'children'>>;
}

export interface RunFigures {
  children: number;
  seconds: number;
  answersPerSecond: number;
  /** DynamoDB Local's own rate with 50 writers, before and after the run (mean). */
  writesPerSecond: number;
  injected: number;
  retries: number;
  dropped: number;
  refused: number;
  failedJourneys: number;
  verdict: Verdict;
  recording: RecordedRequest[];
}

const table = physicalTableName('test', 'main');

export async function runOlympiad(
  stack: { url: string; endpoints: { dynamodb: string } },
  options: RunOptions,
): Promise<RunFigures> {
  const reader = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.endpoints.dynamodb,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  const saved = { FAULT_RATE: process.env.FAULT_RATE, TRAFFIC_RECORDING: process.env.TRAFFIC_RECORDING };
  try {
    await clearClassResults(reader);
    const children = await practiseSignIn(
      stack.url,
      await seedPopulation({ children: options.children, ...recordedPopulation, ...options.population }),
    );
    const storeRate = () =>
      options.measureStore === false ? Promise.resolve(0) : measureLocalWrites(stack.endpoints.dynamodb, 50);
    const writesBefore = await storeRate();
    process.env.FAULT_RATE = String(options.faultRate);
    if (options.record) process.env.TRAFFIC_RECORDING = '1';
    reconnect(); // the server's clients are made again, with the injector
    takeRecording();
    const injectedBefore = injected.count;
    const tally = newTally();
    const began = performance.now();
    const results = await pool(children, options.concurrency, (child) =>
      runJourney(child, {
        base: stack.url,
        dropRate: options.dropRate,
        tally,
        readOtp: (phone, after) => readOtp(reader, phone, after),
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    restore(saved);
    reconnect();
    const recording = takeRecording();
    const writesPerSecond = (writesBefore + (await storeRate())) / 2;
    const verdict = await verifyRun(results, { reader, table, base: stack.url });
    const answers = results.reduce((n, r) => n + r.acknowledged.length, 0);
    return {
      children: children.length,
      seconds,
      answersPerSecond: answers / seconds,
      writesPerSecond,
      injected: injected.count - injectedBefore,
      retries: tally.retries,
      dropped: tally.dropped,
      refused: results.reduce((n, r) => n + r.refused, 0),
      failedJourneys: results.filter((r) => r.failure).length,
      verdict,
      recording,
    };
  } finally {
    restore(saved);
    reconnect();
    reader.destroy();
  }
}

/**
 * A school's children sign in once with their keys before the day (the practice test the runbook
 * asks for), which makes their accounts, enrols them in the key's course and makes their Cognito
 * users, so the day itself creates none.
 */
async function practiseSignIn(base: string, children: Child[]): Promise<Child[]> {
  return Promise.all(
    children.map(async (child) => {
      if (child.path !== 'licence') return child;
      const signedIn = await new LearnerClient({ base, learner: 'practice', dropRate: 0, tally: newTally() }).signIn<{
        user_id: string;
      }>('/v1/login', { login_id: child.phone, pin: child.licenceKey });
      if (!signedIn.ok)
        throw new Error(`A school's child could not sign in before the day: ${signedIn.code} ${signedIn.message}`);
      return { ...child, userId: signedIn.data.user_id, label: signedIn.data.user_id };
    }),
  );
}

function restore(saved: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

async function pool<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i]!);
      }
    }),
  );
  return out;
}

/** The code the parent's phone received: the local outbox (read beside the API, as a phone would). */
async function readOtp(reader: DynamoDBDocumentClient, phone: string, after: number): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const page = await reader.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk >= :after',
        FilterExpression: '#to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: { ':pk': 'OUTBOX', ':after': new Date(after - 2000).toISOString(), ':to': phone },
      }),
    );
    const code = page.Items?.find((i) => i.code)?.code;
    if (code) return String(code);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No OTP reached ${phone}`);
}

/**
 * The local stack seeds earlier scores in every class so a demo child sees a percentile; the run
 * starts without them, so a class's results are exactly its children's (the percentile check).
 */
async function clearClassResults(reader: DynamoDBDocumentClient): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await reader.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': 'CLASSSCORES#' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? [])
      await reader.send(new DeleteCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk } }));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

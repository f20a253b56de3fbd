import type { HealthData } from '#shared/api/contract';
import { http, ok } from '../../lib/http';
import { config, numberSetting } from '../../lib/config';
import { HeadBucketCommand, s3 } from '../../lib/s3';
import { tables, type TableId } from '../../data/tables';
import { buckets, type BucketId } from '../../data/buckets';
import { describeTable } from '../store';

const cfg = config();
/** A component that has not answered within 2 s is down (the local test stack, on a shared machine, waits longer). */
const checkTimeoutMs = () => numberSetting('HEALTH_PROBE_SECONDS', 2) * 1000;
/**
 * Concurrent requests share one round of probes, and a round's result serves for 2 s: a load
 * balancer or a flood of health checks must not become a flood of DescribeTable/HeadBucket calls.
 */
const FRESH_FOR_MS = 2000;
let latest: { startedAt: number; result: Promise<HealthData['components']> } | undefined;

type Component = HealthData['components'][string];

async function probe(check: (signal: AbortSignal) => Promise<unknown>): Promise<Component> {
  const started = performance.now();
  try {
    await check(AbortSignal.timeout(checkTimeoutMs()));
    return { state: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const detail = error instanceof Error ? error.name : 'Error';
    return { state: 'down', latencyMs: Math.round(performance.now() - started), detail };
  }
}

async function probeAll(): Promise<HealthData['components']> {
  const checks: Array<[string, Promise<Component>]> = [
    ...(Object.keys(tables) as TableId[]).map((id): [string, Promise<Component>] => [
      `dynamodb:${id}`,
      probe((abortSignal) => describeTable(id, abortSignal)),
    ]),
    ...(Object.keys(buckets) as BucketId[]).map((id): [string, Promise<Component>] => [
      `s3:${id}`,
      probe((abortSignal) => s3().send(new HeadBucketCommand({ Bucket: cfg.bucket(id) }), { abortSignal })),
    ]),
  ];
  const components: HealthData['components'] = {};
  for (const [name, result] of checks) components[name] = await result;
  return components;
}

function currentComponents(): Promise<HealthData['components']> {
  if (!latest || Date.now() - latest.startedAt > FRESH_FOR_MS) latest = { startedAt: Date.now(), result: probeAll() };
  return latest.result;
}

/** GET v1/health: each table and bucket the product needs, checked live, with its latency. */
export const handler = http('health', async () => {
  const components = await currentComponents();
  const checkedAt = new Date(latest?.startedAt ?? Date.now()).toISOString();
  const healthy = Object.values(components).every((c) => c.state === 'up');
  const data: HealthData = {
    service: 'fluentia-api',
    environment: cfg.env,
    version: cfg.version,
    checkedAt,
    components,
  };
  return healthy ? ok(data, 'All components are up.') : ok(data, 'Some components are down.', 503);
});

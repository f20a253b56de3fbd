import { spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAuthorizerEvent, buildHttpEvent } from '../../infra/local/events';
import { bundleLikeLambda } from './bundle';
import { shuffled, median } from './stats';
import type { ShippedFunction } from './shipped-functions';
import { essay, essayQuestion } from './essay-fixture';

/**
 * Cold start of every shipped Lambda: a fresh Node process per sample that boots, imports the exact
 * bundle CDK ships (its environment and NODE_OPTIONS from the template) and runs one invocation
 * against DynamoDB Local, timed from the spawn. Two baselines are measured in the same rounds: a
 * hello-world handler and the "SDK floor" (a DynamoDB document client reading one item). Every
 * round runs all of them in a new random order, so the machine's slow moments spread evenly.
 */
export interface ColdStart {
  name: string;
  bytes: number;
  assetBytes: number;
  /** Medians over the rounds: CPU ms of the process (all threads) at the end of Init and of the first call. */
  importMs: number;
  totalMs: number;
  /** The same two moments on the wall clock, ms from spawn (inflated by waiting for a core on a busy machine). */
  wallImportMs: number;
  wallTotalMs: number;
  outcome: string;
  /** HTTP requests (DynamoDB, S3…) the first invocation made; 0 when the request was refused first. */
  requests: number;
}

export interface ColdStartContext {
  /** Where the bundles' DynamoDB and S3 calls go, and the table/bucket names there. */
  localEnv: Record<string, string>;
  /** A signed-in learner's token (local keys) and the authorizer context the local authorizer gave it. */
  token: string;
  authorizerContext: Record<string, string>;
}

const runtime = path.join(import.meta.dirname, 'lambda-runtime.mjs');

/** The Lambda runtime's own variables (what every function sees besides its configuration). */
export function lambdaRuntimeEnv(name: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    AWS_REGION: 'ap-south-1',
    AWS_DEFAULT_REGION: 'ap-south-1',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: 'local',
    TZ: ':UTC',
    LOG_LEVEL: 'silent',
  };
}

/** The baselines, bundled with the house settings (the same esbuild options CDK passes). */
export async function bundleBaselines(): Promise<{ hello: string; floor: string }> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'fluentia-baselines-'));
  const one = (entry: string) =>
    bundleLikeLambda(path.join(import.meta.dirname, 'baselines', `${entry}.ts`), path.join(out, entry, 'index.mjs'));
  return { hello: await one('hello'), floor: await one('sdk-floor') };
}

/** The event API Gateway, the authorizer step or Cognito would send the function's first call. */
function firstEvent(fn: ShippedFunction, ctx: ColdStartContext): unknown {
  const headers = { platform: 'w1', 'content-type': 'application/json', 'access-token': ctx.token };
  if (fn.routeKey) {
    const [method, template] = fn.routeKey.split(' ') as [string, string];
    const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '1']));
    const url = template.replace(/\{\w+\}/g, '1');
    const event = buildHttpEvent(
      { method, url, headers, ...(method === 'GET' ? {} : { body: Buffer.from('{}') }) },
      fn.routeKey,
      params,
    );
    if (fn.access !== 'public')
      (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: ctx.authorizerContext };
    return event;
  }
  const sample = buildHttpEvent({ method: 'GET', url: '/v1/courses', headers }, 'GET /v1/courses');
  if (fn.name === 'Authorizer') return buildAuthorizerEvent(sample);
  if (fn.name === 'NotFound') return sample;
  // The writing function: submitAnswer's request to check an essay.
  if (fn.name === 'WritingCheck') return { text: essay, question: essayQuestion };
  // A Cognito custom-auth trigger.
  return {
    version: '1',
    triggerSource: `${fn.name[0]!.toUpperCase()}${fn.name.slice(1)}_Authentication`,
    region: 'ap-south-1',
    userPoolId: 'ap-south-1_Bench1234',
    userName: 'bench',
    callerContext: { awsSdkVersion: 'bench', clientId: 'bench' },
    request: { userAttributes: { sub: 'bench' }, session: [], challengeAnswer: '000000' },
    response: {},
  };
}

export interface Sample {
  importMs: number;
  totalMs: number;
  wallImportMs: number;
  wallTotalMs: number;
  outcome: string;
  requests: number;
}

export function coldOnce(bundle: string, env: Record<string, string>, event: unknown): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const spawned = performance.timeOrigin + performance.now();
    const child = spawn(process.execPath, [runtime, bundle, JSON.stringify(event)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const line = out.trim().split('\n').pop();
      if (!line) return reject(new Error(`Cold start of ${bundle} printed nothing: ${err.trim().slice(0, 400)}`));
      const r = JSON.parse(line) as {
        imported: number;
        invoked: number;
        importedCpu: number;
        invokedCpu: number;
        outcome: string;
        requests: number;
      };
      resolve({
        importMs: r.importedCpu,
        totalMs: r.invokedCpu,
        wallImportMs: r.imported - spawned,
        wallTotalMs: r.invoked - spawned,
        outcome: r.outcome,
        requests: r.requests,
      });
    });
  });
}

export async function measureColdStarts(
  functions: ShippedFunction[],
  ctx: ColdStartContext,
  rounds = 5,
): Promise<{ hello: ColdStart; floor: ColdStart; functions: ColdStart[] }> {
  const baselines = await bundleBaselines();
  const subjects = [
    {
      name: 'hello world',
      bundle: baselines.hello,
      env: {},
      event: {},
      bytes: statSync(baselines.hello).size,
      assetBytes: 0,
    },
    {
      name: 'SDK floor',
      bundle: baselines.floor,
      env: { NODE_OPTIONS: functions[0]?.environment.NODE_OPTIONS ?? '' },
      event: {},
      bytes: statSync(baselines.floor).size,
      assetBytes: 0,
    },
    ...functions.map((fn) => ({
      name: fn.name,
      bundle: fn.bundle,
      env: fn.environment,
      event: firstEvent(fn, ctx),
      bytes: fn.bytes,
      assetBytes: fn.assetBytes,
    })),
  ];
  const samples = new Map<string, Sample[]>(subjects.map((s) => [s.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const s of shuffled(subjects)) {
      const env = { ...lambdaRuntimeEnv(s.name), ...s.env, ...ctx.localEnv };
      samples.get(s.name)!.push(await coldOnce(s.bundle, env, s.event));
    }
  }
  const figure = (s: (typeof subjects)[number]): ColdStart => {
    const list = samples.get(s.name)!;
    const mid = (f: (x: Sample) => number) => median(list.map(f));
    return {
      name: s.name,
      bytes: s.bytes,
      assetBytes: s.assetBytes,
      importMs: mid((x) => x.importMs),
      totalMs: mid((x) => x.totalMs),
      wallImportMs: mid((x) => x.wallImportMs),
      wallTotalMs: mid((x) => x.wallTotalMs),
      outcome: list[0]!.outcome,
      requests: list[0]!.requests,
    };
  };
  const [hello, floor, ...rest] = subjects.map(figure);
  // A function whose first call made no request (refused by validation or access rules) is charged
  // the floor's own first call (client set-up + one DynamoDB read), as its first real request would be.
  const floorCall = floor!.totalMs - floor!.importMs;
  const floorWallCall = floor!.wallTotalMs - floor!.wallImportMs;
  const charged = rest.map((f) =>
    f.requests
      ? f
      : {
          ...f,
          totalMs: f.importMs + Math.max(f.totalMs - f.importMs, floorCall),
          wallTotalMs: f.wallImportMs + Math.max(f.wallTotalMs - f.wallImportMs, floorWallCall),
          outcome: `${f.outcome}, no request: + floor's first call`,
        },
  );
  return { hello: hello!, floor: floor!, functions: charged };
}

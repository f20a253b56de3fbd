import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '#shared/api/routes';
import { apiEvent, context } from '../../support/events';

/**
 * The pipeline's logs and metrics (functions/lib/log.ts, metrics.ts, observe.ts) as CloudWatch will read
 * them: the lines the process writes, captured. Each test loads the modules afresh, as a new Lambda
 * instance does, with the environment it names.
 */
const route: RouteDef = { method: 'POST', path: 'v1/echo', handler: 'test/echo', access: 'public' };
const saved = { ...process.env };
let lines: string[];

beforeEach(() => {
  lines = [];
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
});

async function load(env: Record<string, string | undefined>) {
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  vi.resetModules();
  const { pipeline, ok } = await import('../../../functions/lib/http');
  const { log } = await import('../../../functions/lib/log');
  const { countMetric } = await import('../../../functions/lib/metrics');
  const { AppError } = await import('#shared/errors');
  return pipeline(route, async (req) => {
    const body = req.input as unknown as { fail?: string };
    if (body.fail === 'server') throw new Error('the store is down');
    if (body.fail === 'client') throw new AppError('validation');
    log.info('echo.done', { answer: 42 });
    countMetric('Answers');
    return ok({});
  });
}

const onLambda = {
  LOG_LEVEL: 'info',
  AWS_LAMBDA_FUNCTION_NAME: 'echo',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  POWERTOOLS_METRICS_DISABLED: undefined,
};
const post = (body: object, headers: Record<string, string> = {}) =>
  apiEvent({
    method: 'POST',
    path: '/v1/echo',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const logLines = (message: string) => records().filter((r) => r.message === message);
const emf = () => records().filter((r) => '_aws' in r);

describe('the pipeline logs', () => {
  it('tag each line with the service, the Lambda request id, the cold-start flag and the correlation id', async () => {
    const handler = await load(onLambda);
    const first = post({});
    await handler(first, context);
    await handler(post({}), { ...context, awsRequestId: 'second-request' });
    const [a, b] = logLines('echo.done');
    expect(a).toMatchObject({
      level: 'INFO',
      service: 'fluentia',
      function_request_id: context.awsRequestId,
      cold_start: true,
      correlation_id: first.requestContext.requestId,
      api_request_id: first.requestContext.requestId,
      answer: 42,
    });
    expect(b).toMatchObject({ function_request_id: 'second-request', cold_start: false });
  });

  it('mark the cold start by the invocation, even when the first one logged nothing', async () => {
    const handler = await load(onLambda);
    await handler(post({ fail: 'client' }), context);
    await handler(post({}), context);
    expect(logLines('echo.done')).toMatchObject([{ cold_start: false }]);
  });

  it("take the client's correlation id, else its idempotency key", async () => {
    const handler = await load(onLambda);
    await handler(post({}, { 'x-correlation-id': 'trace-7', 'idempotency-key': 'key-1' }), context);
    await handler(post({}, { 'idempotency-key': 'key-2' }), context);
    expect(logLines('echo.done').map((r) => r.correlation_id)).toEqual(['trace-7', 'key-2']);
    expect(
      logLines('echo.done').every((r) => typeof r.api_request_id === 'string' && r.api_request_id !== r.correlation_id),
    ).toBe(true);
  });

  it('write an unexpected error with its name and message at level ERROR', async () => {
    const handler = await load(onLambda);
    await handler(post({ fail: 'server' }), context);
    const [line] = logLines('unhandled error');
    expect(line).toMatchObject({
      level: 'ERROR',
      function_request_id: context.awsRequestId,
      error: { name: 'Error', message: 'the store is down' },
    });
  });

  it('are silent when LOG_LEVEL=silent, metrics included', async () => {
    const handler = await load({ ...onLambda, LOG_LEVEL: 'silent' });
    await handler(post({}), context);
    await handler(post({ fail: 'server' }), context);
    expect(lines).toEqual([]);
  });
});

describe('the pipeline metrics', () => {
  it('flush once per invocation in the Fluentia namespace, by environment', async () => {
    const handler = await load(onLambda);
    await handler(post({}), context);
    const [line, ...more] = emf();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ Answers: 1, environment: 'test', service: 'fluentia' });
    const directive = (
      line!._aws as {
        CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
      }
    ).CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe('Fluentia');
    expect(directive.Dimensions[0]).toContain('environment');
    expect(directive.Metrics).toEqual([{ Name: 'Answers', Unit: 'Count' }]);
  });

  it('count a 5xx answer as an error of its route, and not a refusal', async () => {
    const handler = await load(onLambda);
    await handler(post({ fail: 'client' }), context);
    expect(emf()).toEqual([]);
    await handler(post({ fail: 'server' }), context);
    const [line, ...more] = emf();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ Errors: 1, route: 'POST v1/echo', environment: 'test' });
  });

  it('are not written off Lambda unless POWERTOOLS_METRICS_DISABLED=false asks for them', async () => {
    let handler = await load({ ...onLambda, AWS_LAMBDA_FUNCTION_NAME: undefined });
    await handler(post({}), context);
    expect(emf()).toEqual([]);
    handler = await load({ ...onLambda, AWS_LAMBDA_FUNCTION_NAME: undefined, POWERTOOLS_METRICS_DISABLED: 'false' });
    await handler(post({}), context);
    expect(emf()).toHaveLength(1);
  });
});

import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * X-Ray spans on the AWS calls (functions/lib/trace-calls.ts, ADR 0610), in a process of its own that
 * looks like a Lambda invocation with active tracing: the trace header Lambda sets, the X-Ray daemon's
 * address (here a UDP socket of this test), and a DynamoDB endpoint (here an HTTP server answering
 * ListTables). What reaches the "daemon" is what X-Ray would get.
 */
const TRACE = { root: '1-5759e988-bd862e3fe1be46a994272793', parent: '53995c3f42cd8ad8' };
let daemon: dgram.Socket;
let dynamodb: http.Server;
const datagrams: string[] = [];

beforeAll(async () => {
  daemon = dgram.createSocket('udp4').on('message', (message) => datagrams.push(message.toString()));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  dynamodb = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"TableNames":[]}'),
  );
  await new Promise<void>((resolve) => dynamodb.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  daemon.close();
  dynamodb.close();
});

function lambdaRun(traceAwsCalls: boolean): Promise<{ code: number | null; tracerLoaded: boolean }> {
  const env = {
    ...process.env,
    AWS_LAMBDA_FUNCTION_NAME: 'submitAnswer',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    LAMBDA_TASK_ROOT: '/var/task',
    _X_AMZN_TRACE_ID: `Root=${TRACE.root};Parent=${TRACE.parent};Sampled=1`,
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    APP_ENV: 'dev',
    TABLE_MAIN: 'main',
    BUCKET_UPLOADS: 'uploads',
    BUCKET_GENERATED: 'generated',
    BUCKET_CONTENT: 'content',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${(dynamodb.address() as AddressInfo).port}`,
    TRACE_AWS_CALLS: traceAwsCalls ? 'true' : '',
    LOG_LEVEL: 'silent',
  };
  const child = spawn('npx', ['tsx', 'tests/support/trace-calls-child.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, tracerLoaded: (JSON.parse(out || '{}') as { tracerLoaded?: boolean }).tracerLoaded ?? false }),
    ),
  );
}

describe('X-Ray spans on the AWS calls', () => {
  it('are sent for each SDK call of a function that traces them, under the invocation Lambda traced', async () => {
    datagrams.length = 0;
    expect(await lambdaRun(true)).toEqual({ code: 0, tracerLoaded: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const spans = datagrams.map((d) => JSON.parse(d.split('\n')[1]!) as Record<string, any>);
    expect(spans).toEqual([
      expect.objectContaining({
        type: 'subsegment',
        name: 'DynamoDB',
        namespace: 'aws',
        trace_id: TRACE.root,
        parent_id: TRACE.parent,
        aws: expect.objectContaining({ operation: 'ListTables', region: 'ap-south-1' }),
        http: { response: { status: 200 } },
      }),
    ]);
    expect(spans[0]!.end_time).toBeGreaterThanOrEqual(spans[0]!.start_time);
  });

  it('are not sent, and the Tracer not loaded, where tracing is off (the default)', async () => {
    datagrams.length = 0;
    expect(await lambdaRun(false)).toEqual({ code: 0, tracerLoaded: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(datagrams).toEqual([]);
  });
});

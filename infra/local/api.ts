import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
  Context,
} from 'aws-lambda';
import { routeEntries } from '#shared/api/routes';
import { AppError } from '#shared/errors';
import { isDecodablePath, matchRoute } from '../../functions/lib/route-match';
import { errorResponse } from '../../functions/lib/respond';
import { buildAuthorizerEvent, buildHttpEvent, fromNodeRequest, lambdaContext, type RawRequest } from './events';
import { compressed } from './compression';
import {
  LEARNER_HEADER,
  STEP_HEADER,
  recordInvocation,
  recordRequest,
  recordingOn,
} from '../../functions/lib/traffic-recorder';
import { authorizerCache, configuredTtl } from './authorizer-cache';
import { CLOCK_OFFSET_HEADER, withRequestClock } from './request-clock';

/**
 * The local API Gateway: mounts every handler of the route table as an HTTP API route, runs the
 * same authorizer first on protected routes, and answers unmatched requests with the same `$default`
 * handler AWS uses. Behaviour that API Gateway itself has (the 10 MB payload limit, 401 without a
 * token header, 403 when the authorizer denies, its result cache per token) is reproduced here.
 * With TRAFFIC_RECORDING=1 each request is recorded with the AWS calls of its authorizer and
 * handler invocations (functions/lib/traffic-recorder.ts). A test may move the clock of its own requests
 * (infra/local/request-clock.ts).
 */
type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Authorizer = (
  event: APIGatewayRequestAuthorizerEventV2,
) => Promise<APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>>;

const PAYLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const functionsDir = path.resolve(import.meta.dirname, '../../functions');
const modules = new Map<string, Promise<{ handler: unknown }>>();
const decisions = authorizerCache(configuredTtl);

function load(handlerPath: string): Promise<{ handler: unknown }> {
  let module = modules.get(handlerPath);
  if (!module) {
    // An absolute URL, so bundlers and test runners leave this runtime import alone.
    const file = pathToFileURL(path.join(functionsDir, `${handlerPath}.ts`)).href;
    module = import(/* @vite-ignore */ file) as Promise<{ handler: unknown }>;
    modules.set(handlerPath, module);
  }
  return module;
}

/** Loads every route's handler up front, so a broken module fails the start, not a request. */
export async function preloadHandlers(): Promise<string[]> {
  const paths = ['identity/authorizer', 'system/routes/not-found', ...routeEntries().map(([, r]) => r.handler)];
  await Promise.all(paths.map(load));
  return routeEntries().map(([, r]) => `${r.method} /${r.path}`);
}

export function isApiPath(url: string): boolean {
  return /^\/v[13](\/|$|\?)/.test(url);
}

type Reply = { result: APIGatewayProxyStructuredResultV2 } | { raw: { status: number; message: string } };

export async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const reply = await withRequestClock(req.headers[CLOCK_OFFSET_HEADER], () => answer(req)).catch(
    (error: unknown): Reply => ({ result: errorResponse(error) }),
  );
  if ('raw' in reply) sendRaw(res, reply.raw.status, { message: reply.raw.message });
  else send(res, reply.result, req.headers['accept-encoding']);
}

async function answer(req: IncomingMessage): Promise<Reply> {
  const body = await readBody(req);
  if (body === 'tooLarge')
    return {
      result: errorResponse(
        new AppError('bodyTooLarge', { message: 'The request body is too large (at most 10 MB).' }),
      ),
    };
  const raw = fromNodeRequest(req, body);
  const path = new URL(raw.url, 'http://localhost').pathname;
  // An escape that does not decode is refused before routing, token or no token (docs/security.md).
  if (!isDecodablePath(path)) return { result: errorResponse(new AppError('badPath')) };
  const match = matchRoute(raw.method, path);
  if (match.kind !== 'route') {
    const event = buildHttpEvent(raw, '$default');
    return recorded(raw, event, async () => ({ result: await invoke('system/routes/not-found', event) }));
  }
  const { route } = match;
  const event = buildHttpEvent(raw, `${route.method} /${route.path}`, match.params);
  return recorded(raw, event, async (): Promise<Reply> => {
    if (route.access !== 'public') {
      const token = event.headers['access-token'];
      if (!token) return { raw: { status: 401, message: 'Unauthorized' } };
      let decision = decisions.get(token);
      if (!decision) {
        const authorizer = (await load('identity/authorizer')).handler as Authorizer;
        decision = await recordInvocation('identity/authorizer', () => authorizer(buildAuthorizerEvent(event)));
        decisions.set(token, decision);
      }
      if (!decision.isAuthorized) return { raw: { status: 403, message: 'Forbidden' } };
      (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: decision.context };
    }
    return { result: await invoke(route.handler, event) };
  });
}

/**
 * While traffic is recorded (functions/lib/traffic-recorder.ts), the request, by its API request id, and every AWS
 * call under it.
 */
function recorded(raw: RawRequest, event: APIGatewayProxyEventV2, run: () => Promise<Reply>): Promise<Reply> {
  if (!recordingOn()) return run();
  const header = (name: string) => (typeof raw.headers[name] === 'string' ? (raw.headers[name] as string) : undefined);
  const meta = {
    id: event.requestContext.requestId,
    route: event.routeKey,
    learner: header(LEARNER_HEADER),
    step: header(STEP_HEADER),
  };
  return recordRequest(meta, run, (reply) => ('raw' in reply ? reply.raw.status : (reply.result.statusCode ?? 200)));
}

async function invoke(handlerPath: string, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = (await load(handlerPath)).handler as LambdaHandler;
  return recordInvocation(handlerPath, () =>
    handler(event, lambdaContext(handlerPath.replace('/', '-'), event.requestContext.requestId)),
  );
}

function readBody(req: IncomingMessage): Promise<Buffer | 'tooLarge'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PAYLOAD_LIMIT_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'tooLarge' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2, acceptEncoding?: string): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const { body, encoding } = compressed(raw, headers['content-type'] as string | undefined, acceptEncoding);
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
  res.writeHead(result.statusCode ?? 200, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

/** API Gateway's own answers (not the product's envelope), as the real service sends them. */
function sendRaw(res: ServerResponse, status: number, body: { message: string }): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

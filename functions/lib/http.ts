import type { Idempotency } from './idempotency';
import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { routes, type RouteId } from '#shared/api/routes';
import { pathParamNames, DEFAULT_MAX_BODY_BYTES, type RouteDef } from '#shared/api/route-def';
import type { ResponseData } from '#shared/api/contract';
import { fromContext, type AuthorizerContext, type Caller } from '#shared/api/caller';
import { AppError, catalogue } from '#shared/errors';
import { envelopeResponse, errorResponse } from './respond';
import { checkAccess } from './access';
import { atLeast } from './floor';
import { observe } from './observe';
import { cameThroughCloudFront } from './origin-check';

/** An HTTP API event; protected routes carry the authorizer's context, public ones none. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { lambda?: AuthorizerContext } };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

type Route<Id extends RouteId> = (typeof routes)[Id];
type Input<Id extends RouteId> = Route<Id> extends { request: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
type CallerOf<Id extends RouteId> = Route<Id>['access'] extends 'public' ? Caller | undefined : Caller;

export interface HttpRequest<Id extends RouteId> {
  /** The validated body (POST/PUT) or query string (GET). */
  input: Input<Id>;
  params: Record<string, string>;
  caller: CallerOf<Id>;
  requestId: string;
  event: HttpEvent;
}

export interface Reply<T> {
  data: T;
  message?: string;
  code?: number;
  /** Set-Cookie values (the refresh-token cookie). */
  cookies?: string[];
  /** Send the browser here with 303 See Other instead of an envelope (a provider's form post returning the learner). */
  redirect?: string;
}

export function ok<T>(data: T, message = 'Success', code = 200): Reply<T> {
  return { data, message, code };
}

interface State {
  input?: unknown;
  params?: Record<string, string>;
  caller?: Caller;
}

/**
 * The one HTTP pipeline. A route module calls `http(routeId, fn)`; the pipeline refuses a request that
 * did not come through CloudFront (./origin-check.ts), checks who is
 * calling against the route's access rule, reads and validates the request with the route's schema,
 * calls `fn`, and writes the spec's envelope. Every error, thrown anywhere, becomes an envelope in
 * `errorResponse`; middy runs that `onError` last because it is registered first.
 */
export function http<Id extends RouteId>(
  id: Id,
  fn: (req: HttpRequest<Id>) => Promise<Reply<ResponseData[Id]>>,
  options: PipelineOptions = {},
) {
  return pipeline<HttpRequest<Id>, ResponseData[Id]>(routes[id], fn, options, id);
}

/** Reads a multipart/form-data body into the object the route's schema validates. */
export type MultipartParser = (body: Buffer, contentType: string, maxBytes: number) => Promise<Record<string, unknown>>;

export interface PipelineOptions {
  /**
   * The parser of a route marked `multipart` in the table (`parseMultipart` from ./multipart). Passed
   * by the route module, so only the functions that take uploads bundle it (about 24 KB).
   */
  multipart?: MultipartParser;
  /**
   * The least time the route's function takes, success or refusal (`atLeast`, ./floor): on calls
   * whose timing must not say whether an account exists.
   */
  floorMs?: number;
  /**
   * Done once per `idempotency-key` header, a repeat answering the original (./idempotency):
   * passed by the modules of writes a client may retry, so only they bundle it.
   */
  idempotency?: Idempotency;
}

/** The pipeline for any route definition; `http` is the typed entry point route modules use. */
export function pipeline<Req extends HttpRequest<RouteId>, Data>(
  route: RouteDef,
  fn: (req: Req) => Promise<Reply<Data>>,
  options: PipelineOptions = {},
  name = `${route.method} ${route.path}`,
) {
  if (route.multipart && !options.multipart)
    throw new Error(`${route.method} ${route.path} takes multipart bodies: its module must pass the parser.`);
  const unchecked = pathParamNames(route).filter((name) => !route.params?.[name]);
  if (unchecked.length)
    throw new Error(
      `${route.method} ${route.path} has path parameters without a schema in the route table: ${unchecked.join(', ')}.`,
    );
  const state = new WeakMap<HttpEvent, State>();

  const pipeline: MiddlewareObj<HttpEvent, HttpResult, Error, Context> = {
    before: async (request) => {
      const event = request.event;
      // Before anything else: only CloudFront may call the API (./origin-check.ts, decision 0860).
      if (!(await cameThroughCloudFront(event.headers))) throw new AppError('forbidden');
      const caller = fromContext(event.requestContext?.authorizer?.lambda);
      checkAccess(route, caller);
      const params = readParams(route, event);
      state.set(event, { input: await readInput(route, event, options), params, ...(caller ? { caller } : {}) });
    },
    onError: async (request) => {
      request.response = errorResponse(request.error, request.event?.requestContext?.requestId);
    },
  };

  // observe is registered before the pipeline so its onError sees the envelope the pipeline's wrote.
  return middy<HttpEvent, HttpResult, Error, Context>({ timeoutEarlyInMillis: 0 })
    .use(observe(name))
    .use(pipeline)
    .handler(async (event, context) => {
      const s = state.get(event) ?? {};
      const requestId = event.requestContext?.requestId ?? '';
      const request = { input: s.input, params: s.params ?? {}, caller: s.caller, requestId, event } as Req;
      const once = () =>
        options.idempotency && s.caller
          ? options.idempotency.run(
              s.caller.userId,
              event.headers?.['idempotency-key'],
              s.input,
              () => fn(request),
              context,
            )
          : fn(request);
      const reply = options.floorMs ? await atLeast(options.floorMs, once) : await once();
      if (reply.redirect)
        return { statusCode: 303, headers: { location: reply.redirect, 'cache-control': 'no-store' }, body: '' };
      const response = envelopeResponse(
        {
          status: (reply.code ?? 200) < 300,
          code: reply.code ?? 200,
          message: reply.message ?? 'Success',
          data: reply.data,
        },
        requestId,
      );
      return reply.cookies?.length ? { ...response, cookies: reply.cookies } : response;
    });
}

/**
 * The path parameters, each checked against its schema in the route table. API Gateway hands them
 * over decoded; one it could not decode arrives as typed (`%ZZ`) and fails the schema like any
 * other malformed id: 400, before a handler or a table key sees it.
 */
function readParams(route: RouteDef, event: HttpEvent): Record<string, string> {
  const raw = event.pathParameters ?? {};
  const params: Record<string, string> = {};
  for (const name of pathParamNames(route)) {
    const parsed = z.safeParse(route.params![name]!, raw[name]);
    if (!parsed.success)
      throw new AppError('badPath', { fields: { [name]: parsed.error.issues[0]?.message ?? 'Not valid' } });
    params[name] = parsed.data as string;
  }
  return params;
}

async function readInput(route: RouteDef, event: HttpEvent, options: PipelineOptions): Promise<unknown> {
  const raw =
    route.method === 'GET' || route.method === 'DELETE'
      ? (event.queryStringParameters ?? {})
      : await readBody(route, event, options);
  if (!route.request) return raw;
  // A check that names no message of its own (a body that is no object, a field of the wrong kind) says the
  // catalogue's, never the validator's "Invalid input".
  const parsed = z.safeParse(route.request, raw, { error: () => catalogue.validation.message });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  // The first field's message leads, so a spec message ('Please enter a valid email') shows verbatim.
  throw new AppError('validation', { message: parsed.error.issues[0]?.message ?? undefined, fields });
}

/**
 * JSON, or multipart/form-data or a URL-encoded form on routes that accept it (`multipart`, `form` in the route
 * table).
 */
async function readBody(route: RouteDef, event: HttpEvent, options: PipelineOptions): Promise<unknown> {
  const body = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  const limit = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (bytes.length > limit) {
    throw new AppError('bodyTooLarge', { message: `The request body is too large (at most ${sizeText(limit)}).` });
  }
  if (bytes.length === 0) return {};
  const contentType = event.headers?.['content-type'] ?? '';
  if (route.multipart && options.multipart && /^multipart\/form-data\s*;/i.test(contentType))
    return options.multipart(bytes, contentType, limit);
  if (route.form && /^application\/x-www-form-urlencoded(\s*;.*)?$/i.test(contentType))
    return Object.fromEntries(new URLSearchParams(bytes.toString('utf8')));
  if (!/^application\/([\w.+-]+\+)?json(\s*;.*)?$/i.test(contentType)) {
    throw new AppError(
      'unsupportedMediaType',
      route.multipart ? { message: 'Send the request body as JSON or multipart/form-data.' } : {},
    );
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('malformedJson');
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

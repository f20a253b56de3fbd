import { useCallback } from 'react';
import useSWR, { preload, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ResponseData } from '#shared/api/contract';
import { isEnvelope, type ErrorData } from '#shared/api/envelope';
import type { RouteId } from '#shared/api/routes';
import { catalogue, isTokenFailure } from '#shared/errors';
import { API_PLATFORM } from '../config/constants';
import { ApiError, networkError } from './api-error';
import {
  buildBody,
  buildUrl,
  gatewayMessage,
  readJson,
  routeDef,
  type GetRouteId,
  type ParamsOf,
  type RequestOf,
} from './api-request';
import { withRetries, type RetryOptions } from './api-retry';
import { retryAfterMs, SEND_TIMEOUT_MS } from './retry-policy';
import { clearSession, getAccessToken } from './session';
import { refreshAccessToken } from './token-refresh';

/**
 * The only way the web talks to the API. It adds the spec's headers (`platform: w1`,
 * `access-token`), unwraps the response envelope, and turns every failure into an ApiError.
 * Token failures (spec 01 §8) end the session here, once, so no screen has to remember to.
 * A failure the network or an overloaded service caused is sent again, under the same
 * idempotency key, where that is safe (api-retry.ts, retry-policy.ts); screens see what is left.
 */
export { ApiError, isApiError } from './api-error';
export type { GetRouteId, ParamsOf, RequestOf } from './api-request';

export interface ApiCallOptions extends RetryOptions {
  /** The `idempotency-key` of a write; made per call unless the caller repeats an action on purpose. */
  idempotencyKey?: string;
  /**
   * Send this token instead of the stored one (single sign-on validates a token it was handed).
   * Such a call is never retried after a refresh: the refresh cookie belongs to the stored session.
   */
  token?: string;
  /**
   * false: a token failure is only thrown, the session is left alone. For /logout, which ends the
   * session itself and goes to the sign-in page of the user type rather than to /.
   */
  endSessionOnTokenFailure?: boolean;
}

export interface ApiResult<T> {
  data: T;
  /** The envelope's message: success texts such as 'OTP sent successfully.' are shown to users. */
  message: string;
  /** The envelope's code: 200, or another success code a screen acts on (204: a test finished). */
  code: number;
  /** How often the request was sent: above 1, an earlier send failed (and may have landed). */
  sends: number;
}

// The router registers its navigate here; before that (or in plain scripts) a full page load works.
let onTokenFailure: () => void = () => window.location.assign('/');

export function setTokenFailureHandler(handler: () => void): void {
  onTokenFailure = handler;
}

function tokenFailure(message: string, code: number, options: ApiCallOptions): ApiError {
  if (options.endSessionOnTokenFailure !== false) {
    clearSession();
    // The handler navigates synchronously (flushSync), so the page's guard sees the session gone and
    // the navigation to / in the same render, and does not send the visitor to a login redirect.
    onTokenFailure();
  }
  return new ApiError({ kind: 'token', code, message });
}

export async function apiCall<K extends RouteId>(
  id: K,
  input?: RequestOf<K>,
  params?: ParamsOf<K>,
  options: ApiCallOptions = {},
): Promise<ApiResult<ResponseData[K]>> {
  // One key per user action: a write the server already did answers its original result when this
  // call is sent again (after a token refresh here, or a lost answer). functions/lib/idempotency.ts.
  const route = routeDef(id);
  const key = route.method === 'GET' ? undefined : (options.idempotencyKey ?? newIdempotencyKey());
  const sendOptions = key ? { ...options, idempotencyKey: key } : options;
  const { value, sends } = await withRetries(route, options, () => send(id, input, params, sendOptions, true));
  return { ...value, sends };
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

async function send<K extends RouteId>(
  id: K,
  input: RequestOf<K> | undefined,
  params: ParamsOf<K> | undefined,
  options: ApiCallOptions,
  mayRefresh: boolean,
): Promise<Omit<ApiResult<ResponseData[K]>, 'sends'>> {
  const route = routeDef(id);
  const headers: Record<string, string> = { accept: 'application/json', platform: API_PLATFORM };
  const token = options.token ?? getAccessToken();
  // Public routes (sign-in) never need a token; sending a stale one would only confuse logs.
  if (token && route.access !== 'public') headers['access-token'] = token;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const { body, contentType } = buildBody(route, input);
  if (contentType) headers['content-type'] = contentType;

  let response: Response;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    response = await fetch(buildUrl(route, input, params as Record<string, string | number> | undefined), {
      method: route.method,
      headers,
      signal: abort.signal,
      ...(body === undefined ? {} : { body }),
    });
  } catch (cause) {
    throw networkError(0, cause); // Offline, DNS, connection reset, no answer in time: nothing answered.
  } finally {
    clearTimeout(timer);
  }

  const payload = await readJson(response);
  const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
  if (isEnvelope(payload)) {
    if (payload.status) return { data: payload.data as ResponseData[K], message: payload.message, code: payload.code };
    if (isTokenFailure(payload.message)) throw tokenFailure(payload.message, payload.code, options);
    const data = payload.data as Partial<ErrorData> | null | undefined;
    throw new ApiError({
      kind: 'api',
      code: payload.code,
      message: payload.message,
      ...(data?.error ? { key: data.error } : {}),
      ...(data?.fields ? { fields: data.fields } : {}),
      retryAfterMs: retryAfter,
    });
  }

  // The authorizer rejects before any handler runs: 401 when the header is absent, 403 when the
  // token does not verify. Both mean the same to the user as the envelope token failures.
  const raw = gatewayMessage(payload);
  if (response.status === 401 && raw === 'Unauthorized')
    throw tokenFailure(catalogue.tokenMissing.message, 401, options);
  if (response.status === 403 && raw === 'Forbidden') {
    // Most often the hour-long ID token ran out while the tab slept: renew it once and ask again.
    if (mayRefresh && token && !options.token) {
      const renewal = await refreshAccessToken();
      if (renewal === 'renewed') return send(id, input, params, options, false);
      // No answer from the refresh is the network's failure, not the session's: sent again later.
      if (renewal === 'unreachable') throw networkError(0);
    }
    throw tokenFailure(catalogue.tokenInvalid.message, 403, options);
  }
  throw networkError(response.status, undefined, retryAfter);
}

/**
 * The cache key of a read: the route id, its input and params, hashed stably by SWR. `scope` names
 * what the answer depends on beyond the request (the child a child token names), so that two
 * answers the request alone cannot tell apart never share an entry.
 */
export function apiKey<K extends RouteId>(id: K, input?: RequestOf<K>, params?: ParamsOf<K>, scope?: string) {
  const key = ['api', id, input ?? null, params ?? null] as const;
  return scope === undefined ? key : ([...key, scope] as const);
}

/** Resolves to the envelope's data only (the fetcher under useApi and preloadApi). */
export async function fetchData<K extends RouteId>(
  id: K,
  input?: RequestOf<K>,
  params?: ParamsOf<K>,
  options?: ApiCallOptions,
): Promise<ResponseData[K]> {
  return (await apiCall(id, input, params, options)).data;
}

/** What useApi answers: SWR's response over the route's data. */
export type ApiResponse<K extends GetRouteId> = SWRResponse<ResponseData[K], ApiError>;

export interface UseApiOptions<K extends GetRouteId> extends SWRConfiguration<ResponseData[K], ApiError> {
  /** Part of the cache key the request does not carry (see apiKey). */
  scope?: string | undefined;
  /** Sent instead of the stored token (apiCall's `token`): a parent's own read on a child's dashboard. */
  token?: string | undefined;
}

/**
 * The one hook for server reads: a GET route through SWR. Pass `null` as the id to wait (a
 * dependent request); the SWR options (retry, revalidation) are set once in app/providers.tsx and
 * may be overridden here.
 */
export function useApi<K extends GetRouteId>(
  id: K | null,
  input?: RequestOf<K>,
  params?: ParamsOf<K>,
  options: UseApiOptions<K> = {},
): ApiResponse<K> {
  const { scope, token, ...config } = options;
  const call = token ? { token } : undefined;
  return useSWR(
    id === null ? null : apiKey(id, input, params, scope),
    () => fetchData(id as K, input, params, call),
    config,
  );
}

/**
 * Starts a read before the screen that shows it has rendered (app/route-data.ts). The key is the
 * one the screen's useApi asks for, so SWR hands the screen the call already under way. `fetcher`
 * replaces the plain call where the loader does more with the answer.
 */
export function preloadApi<K extends GetRouteId>(
  id: K,
  input?: RequestOf<K>,
  params?: ParamsOf<K>,
  fetcher: () => Promise<ResponseData[K]> = () => fetchData(id, input, params),
): void {
  void preload(apiKey(id, input, params), fetcher).catch(() => undefined);
}

/**
 * Marks every cached read stale: each is asked again (not deduplicated) when next shown. With `drop`, the cached
 * copies go too, so a page shows its loading state rather than what it showed before (a detail it asked for and
 * now has, decision 0831).
 */
export function useRevalidateAll(): (options?: { drop: boolean }) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (options?: { drop: boolean }) =>
      void (options?.drop ? mutate(() => true, undefined, { revalidate: true }) : mutate(() => true)),
    [mutate],
  );
}

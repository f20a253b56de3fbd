import type { RefreshData } from '#shared/api/contract';
import { isEnvelope } from '#shared/api/envelope';
import { API_PLATFORM } from '../config/constants';
import { buildUrl, routeDef } from './api-request';
import { expiryFrom, getSession, subscribeSession, updateSession } from './session';

/**
 * Keeps the ID token fresh (docs/identity.md, "Tokens"). The refresh token is an HttpOnly cookie
 * the browser sends by itself to /v1/; `POST v1/refresh` trades it for a new ID token. Two callers:
 * the timer below, a minute before the stored expiry, and the API client, once, when the gateway
 * rejects a token (a laptop that slept past the expiry, a background tab whose timer was throttled).
 *
 * It talks to fetch directly rather than through apiCall: a failed refresh is not itself a token
 * failure (the caller decides), and must never trigger another refresh.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * 'renewed': the session holds a new token; 'refused': the server would not renew it (the session
 * is over); 'unreachable': no answer came (offline, a dropped connection): nothing is known, so the
 * API client treats it as the network failure it is and asks again later, never signing anyone out.
 */
export type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

let inflight: Promise<RefreshOutcome> | undefined;

/** Renews the token. Concurrent callers share one request. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  inflight ??= requestNewToken().finally(() => {
    inflight = undefined;
  });
  return inflight;
}

async function requestNewToken(): Promise<RefreshOutcome> {
  const before = getSession();
  if (!before) return 'refused';
  let response: Response;
  try {
    response = await fetch(buildUrl(routeDef('refresh'), undefined), {
      method: 'POST',
      headers: { accept: 'application/json', platform: API_PLATFORM },
      credentials: 'same-origin',
    });
  } catch {
    return 'unreachable';
  }
  // A gateway's 5xx page or throttle is no verdict on the session either.
  if (response.status >= 500 || response.status === 429) return 'unreachable';
  try {
    const body: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(body) || !body.status) return 'refused';
    const data = body.data as RefreshData;
    // Signed out, or another user signed in, while the request was on its way: keep what is there.
    if (getSession()?.login_user_id !== before.login_user_id) return 'refused';
    updateSession({ token: data.token, tokenExpiresAt: expiryFrom(data.expires_in) });
    return 'renewed';
  } catch {
    return 'refused';
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
let scheduledFor: number | undefined;

function schedule(): void {
  const expiresAt = getSession()?.tokenExpiresAt;
  if (expiresAt === scheduledFor) return; // another session field changed; the timer stands
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  scheduledFor = expiresAt;
  if (expiresAt === undefined) return;
  const delay = Math.min(Math.max(expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now(), 0), MAX_TIMER_MS);
  timer = setTimeout(() => {
    timer = undefined;
    // A success stores a new expiry, which schedules the next round through the subscription.
    void refreshAccessToken();
  }, delay);
}

/**
 * Starts the timer and follows the session: a sign-in, a refresh (here or in another tab) or a
 * logout reschedules or stops it. Returns the function that stops following.
 */
export function startTokenRefresh(): () => void {
  schedule();
  const unsubscribe = subscribeSession(schedule);
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    scheduledFor = undefined;
  };
}

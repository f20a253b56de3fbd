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

let inflight: Promise<boolean> | undefined;

/** Renews the token; true when the session now holds a new one. Concurrent callers share one request. */
export function refreshAccessToken(): Promise<boolean> {
  inflight ??= requestNewToken().finally(() => {
    inflight = undefined;
  });
  return inflight;
}

async function requestNewToken(): Promise<boolean> {
  const before = getSession();
  if (!before) return false;
  try {
    const response = await fetch(buildUrl(routeDef('refresh'), undefined), {
      method: 'POST',
      headers: { accept: 'application/json', platform: API_PLATFORM },
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(body) || !body.status) return false;
    const data = body.data as RefreshData;
    // Signed out, or another user signed in, while the request was on its way: keep what is there.
    if (getSession()?.login_user_id !== before.login_user_id) return false;
    updateSession({ token: data.token, tokenExpiresAt: expiryFrom(data.expires_in) });
    return true;
  } catch {
    return false;
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

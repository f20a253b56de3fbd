import { vi } from 'vitest';

/**
 * A fetch stand-in for the sign-in screens: answers each API path with a handler and records the
 * requests (path, method, headers, JSON body). Not a test file itself.
 */
export interface SentRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

export const ok = (data: unknown, message = 'Success') => Response.json({ status: true, code: 200, message, data });
export const fail = (message: string, code = 401, data: unknown = { error: 'x' }) =>
  Response.json({ status: false, code, message, data }, { status: code });

export function mockApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      path: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const handler = handlers[request.path.split('?')[0] ?? ''];
    if (!handler) return Response.json({ message: 'Not Found' }, { status: 404 });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock, calls: (path: string) => sent.filter((r) => r.path.split('?')[0] === path) };
}

/** Login response data as the server sends it (shared/api/contract.ts LoginData). */
export function loginData(overrides: Record<string, unknown> = {}) {
  return {
    token: 'tok-new',
    expires_in: 3600,
    user_id: 'u-42',
    user_orgid: null,
    onboarding: false,
    activeCourseId: null,
    user_name: 'asha',
    email: 'asha@example.com',
    full_name: 'Asha Rao',
    phone: '9876543210',
    parent_id: null,
    grade: null,
    is_paid: false,
    user_type: 'T',
    is_retail: true,
    user_pic: null,
    login_id: 'asha@example.com',
    ...overrides,
  };
}

/** The error message tied to a field through aria-describedby, or undefined. */
export function fieldError(input: Element): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || undefined;
}

import type { LoginRequest, SocialProvider } from '#shared/schemas/auth';
import { catalogue } from '#shared/errors';
import { ApiError } from '../../../lib/api-client';
import { stored } from '../../../lib/storage';

/**
 * Google and Facebook sign-in (docs/identity.md, "Social sign-in"). On AWS, Cognito's hosted UI
 * through Amplify's signInWithRedirect (./cognito.ts, loaded only when used); locally, the local
 * provider page /_local/social plays the identity provider and returns a signed ID token in the
 * URL fragment. Either way the login page then calls POST v1/login with the social payload.
 */
export type SocialPayload = Extract<LoginRequest, { social_domain: string }>;

const cognitoMode = import.meta.env.VITE_IDENTITY_MODE === 'cognito';

export async function socialSignIn(provider: SocialProvider, search: string): Promise<void> {
  // The login page's query (return_path, referrer…) waits in the tab for the visitor to come back.
  stored.socialSearch.write(search);
  if (cognitoMode) {
    const { redirectToProvider } = await import('./cognito');
    await redirectToProvider(provider);
    return;
  }
  const back = `${window.location.origin}/?social_return=1`;
  window.location.assign(`/_local/social?provider=${provider}&redirect=${encodeURIComponent(back)}`);
}

/** True when the login page was opened by a provider sending the visitor back. */
export function isSocialReturn(search: string): boolean {
  const query = new URLSearchParams(search);
  if (query.get('social_return') === '1') return true;
  return cognitoMode && query.has('state') && (query.has('code') || query.has('error'));
}

/** The login page's query from before the detour (read during render: no side effect). */
export function pendingSearch(): string {
  return stored.socialSearch.read() ?? '';
}

export function forgetPendingSearch(): void {
  stored.socialSearch.remove();
}

const notConfirmed = () => new ApiError({ kind: 'api', code: 401, message: catalogue.socialTokenInvalid.message });

/** The claims of a JWT, read without verifying (the server verifies); {} when unreadable. */
export function jwtClaims(token: string): Record<string, unknown> {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The provider's own user id (Cognito's `identities` claim), else the token's subject. */
function providerUserId(claims: Record<string, unknown>): string | undefined {
  const identities = Array.isArray(claims.identities) ? (claims.identities as Array<{ userId?: unknown }>) : [];
  return text(identities[0]?.userId) ?? text(claims.sub);
}

/**
 * Spec 01 §3: the social payload. "For Facebook without an e-mail, the id plus a Facebook
 * pseudo-address is used as the login id": <Facebook user id>@facebook.fluentia.app, as the server
 * derives it from the same token (functions/identity/social.ts).
 */
export function socialPayload(
  provider: SocialProvider,
  idToken: string,
  given: { email?: string; name?: string; picture?: string } = {},
): SocialPayload {
  const claims = jwtClaims(idToken);
  const email = given.email || text(claims.email);
  const id = providerUserId(claims);
  const loginId = email ?? (provider === 'fb' && id ? `${id}@facebook.fluentia.app` : undefined);
  if (!loginId) throw notConfirmed();
  const name = given.name || text(claims.name);
  const picture = given.picture || text(claims.picture);
  return {
    login_id: loginId,
    user_token: idToken,
    social_domain: provider,
    ...(name ? { user_name: name } : {}),
    ...(picture?.startsWith('https://') || picture?.startsWith('http://') ? { photo_url: picture } : {}),
  };
}

/** Reads what the provider sent back: the local page's URL fragment, or Amplify's finished redirect. */
export async function readSocialReturn(hash: string): Promise<SocialPayload> {
  if (cognitoMode) {
    const { completeRedirect } = await import('./cognito');
    const result = await completeRedirect().catch(() => undefined);
    if (!result) throw notConfirmed();
    return socialPayload(result.provider, result.idToken);
  }
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = fragment.get('id_token');
  const provider = fragment.get('provider');
  if (!idToken || (provider !== 'google' && provider !== 'fb')) throw notConfirmed();
  return socialPayload(provider, idToken, {
    email: fragment.get('email') ?? '',
    name: fragment.get('name') ?? '',
    picture: fragment.get('picture') ?? '',
  });
}

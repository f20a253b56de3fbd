import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { AppError } from '#shared/errors';
import { setting } from '../lib/config';

/**
 * Verifies the `user_token` of a social sign-in: the Cognito ID token of a user federated from
 * Google or Facebook (docs/identity.md). Locally the local provider page signs the same kind of
 * token with the local key.
 */
const providers = { google: 'Google', fb: 'Facebook' } as const;

function createVerifier() {
  const created = CognitoJwtVerifier.create({
    userPoolId: setting('COGNITO_USER_POOL_ID') ?? '',
    clientId: setting('COGNITO_CLIENT_ID') ?? '',
    tokenUse: 'id',
  });
  const localJwks = setting('LOCAL_JWKS');
  if (localJwks) created.cacheJwks(JSON.parse(localJwks) as Jwks);
  return created;
}

let verifier: ReturnType<typeof createVerifier> | undefined;

function getVerifier() {
  verifier ??= createVerifier();
  return verifier;
}

export interface SocialIdentity {
  /** The e-mail, or for Facebook without one, a pseudo-address from the Facebook id (spec 01 §3). */
  email: string;
  /** Whether the provider vouches for the e-mail (pseudo-addresses are ours, so they count as verified). */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export async function verifySocialToken(token: string, domain: 'google' | 'fb'): Promise<SocialIdentity> {
  let payload: Record<string, unknown>;
  try {
    payload = (await getVerifier().verify(token)) as Record<string, unknown>;
  } catch {
    throw new AppError('socialTokenInvalid');
  }
  const identities = payload.identities as Array<{ providerName?: string; userId?: string }> | undefined;
  const identity = identities?.find((i) => i.providerName === providers[domain]);
  if (!identity?.userId) throw new AppError('socialTokenInvalid');
  const hasEmail = typeof payload.email === 'string' && payload.email !== '';
  const email = hasEmail ? (payload.email as string).toLowerCase() : `${identity.userId}@facebook.fluentia.app`;
  if (domain === 'google' && !hasEmail) throw new AppError('socialTokenInvalid');
  return {
    email,
    emailVerified: !hasEmail || payload.email_verified === true || payload.email_verified === 'true',
    ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
    ...(typeof payload.picture === 'string' ? { picture: payload.picture } : {}),
  };
}

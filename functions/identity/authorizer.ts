import { createPublicKey } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwk, Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { toContext, type AuthorizerContext } from '#shared/api/caller';
import { callerFromClaims, type TokenKind } from './claims';
import { issuedAtOf, stillValid } from './token-marker';
import { log } from '../lib/log';
import { standsFor } from '../lib/traffic-recorder';
import { required, setting } from '../lib/config';
import { observed } from '../lib/observe';
import { cameThroughCloudFront } from '../lib/origin-check';

/**
 * The API's Lambda authorizer (simple responses, identity source `$request.header.access-token`).
 * It accepts a Cognito ID token, a child-delegation token or a learner session the product issued
 * (a junior's, a licence key's), verifies signature, issuer, audience, expiry and use, then hands the
 * caller to the handlers in the authorizer context. The unverified issuer only picks the verifier;
 * each verifier takes its own issuer and use alone, so no kind of token passes as another. API
 * Gateway answers a request without the header itself (401 {"message":"Unauthorized"}) and a denied
 * one with 403 {"message":"Forbidden"}; the web client reads those as 'Token is missing' and 'Token
 * is Invalid' (docs/decisions.md).
 *
 * A token whose subject (or, for a child token, whose acting parent) has ended its tokens since it
 * was issued is denied like an expired one: logout, a new PIN, a deleted child, a merge (the
 * subject's "valid after" marker, ./token-marker.ts, cached here for a few seconds).
 *
 * Locally the same code runs with the local identity's JWKS preloaded (LOCAL_JWKS), because
 * aws-jwt-verify fetches keys only over https; on AWS the product key's public half comes from KMS
 * once per cold start.
 */
const userPoolId = required('COGNITO_USER_POOL_ID', 'Authorizer');
const clientId = required('COGNITO_CLIENT_ID', 'Authorizer');
const localJwksText = setting('LOCAL_JWKS');
const localJwks = localJwksText ? (JSON.parse(localJwksText) as Jwks) : undefined;

const cognitoVerifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
if (localJwks) cognitoVerifier.cacheJwks(localJwks);

/** A verifier of tokens signed by the product's key, for one issuer and one `token_use`. */
function productVerifier(issuer: string | undefined, use: 'delegation' | 'session') {
  if (!issuer) return undefined;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: clientId,
    jwksUri: 'https://kms.invalid/jwks.json', // never fetched: the keys are cached below
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== use) throw new Error(`Not a ${use} token`);
    },
  });
  return { issuer, kind: use, verifier };
}

const productVerifiers = [
  productVerifier(setting('DELEGATION_ISSUER'), 'delegation'),
  productVerifier(setting('SESSION_ISSUER'), 'session'),
].filter((v): v is NonNullable<typeof v> => v !== undefined);
let productKeys: Promise<void> | undefined;

function loadProductKeys(): Promise<void> {
  productKeys ??= (async () => {
    let jwks = localJwks;
    if (jwks) standsFor([{ service: 'kms', operation: 'GetPublicKey', perInstance: true }]); // the AWS path's one call per instance (traffic recorder)
    if (!jwks) {
      const KeyId = required('DELEGATION_KEY_ID', 'Authorizer');
      // KMS loads with the first product token this instance sees.
      const { GetPublicKeyCommand, KMSClient } = await import('@aws-sdk/client-kms');
      const { PublicKey } = await new KMSClient({}).send(new GetPublicKeyCommand({ KeyId }));
      if (!PublicKey) throw new Error('KMS returned no public key.');
      const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({
        format: 'jwk',
      });
      jwks = { keys: [{ ...jwk, kid: KeyId.split('/').pop(), alg: 'RS256', use: 'sig' } as Jwk] };
    }
    for (const { verifier } of productVerifiers) verifier.cacheJwks(jwks);
  })();
  // A failed load (KMS away) is not kept: the next token tries again.
  productKeys.catch(() => (productKeys = undefined));
  return productKeys;
}

/** The unverified issuer, only to pick which verifier checks the token. */
function issuerOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      iss?: unknown;
    };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies the token with the one verifier its issuer names (Cognito's for every other issuer). */
async function verified(token: string): Promise<{ payload: JwtPayload; kind: TokenKind }> {
  const issuer = issuerOf(token);
  const product = productVerifiers.find((v) => v.issuer === issuer);
  if (!product) return { payload: await cognitoVerifier.verify(token), kind: 'id' };
  await loadProductKeys();
  return { payload: await product.verifier.verify(token), kind: product.kind };
}

type Result = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;
const deny: Result = { isAuthorized: false, context: {} };

export const handler = observed(async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<Result> {
  const token = event.headers?.['access-token'];
  if (!token) return deny;
  try {
    // API Gateway runs the authorizer before the route's function: a request around CloudFront is denied here
    // first, so it costs no token verification (../lib/origin-check.ts, decision 0860).
    if (!(await cameThroughCloudFront(event.headers))) {
      log.info('token rejected', { reason: 'not through CloudFront' });
      return deny;
    }
    const { payload, kind } = await verified(token);
    const caller = callerFromClaims(payload, kind);
    if (!caller) return deny;
    const subjects = caller.actingParentId ? [caller.userId, caller.actingParentId] : [caller.userId];
    if (!(await stillValid(issuedAtOf(payload), subjects, { cached: true }))) {
      log.info('token rejected', { reason: 'ended' });
      return deny;
    }
    return { isAuthorized: true, context: toContext(caller) };
  } catch (error) {
    log.info('token rejected', { reason: error instanceof Error ? error.name : 'unknown' });
    return deny;
  }
});

import { createPublicKey } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwk, Jwks } from 'aws-jwt-verify/jwk';
import { toContext, type AuthorizerContext } from '#shared/api/caller';
import { callerFromClaims } from './claims';
import { issuedAtOf, stillValid } from './token-marker';
import { log } from '../lib/log';
import { standsFor } from '../lib/traffic-recorder';

/**
 * The API's Lambda authorizer (simple responses, identity source `$request.header.access-token`).
 * It accepts a Cognito ID token or a child-delegation token, verifies signature, issuer, audience,
 * expiry and use, then hands the caller to the handlers in the authorizer context. API Gateway
 * answers a request without the header itself (401 {"message":"Unauthorized"}) and a denied one with
 * 403 {"message":"Forbidden"}; the web client reads those as 'Token is missing' and 'Token is Invalid'
 * (docs/decisions.md).
 *
 * A token whose subject (or, for a child token, whose acting parent) has ended its tokens since it
 * was issued is denied like an expired one: logout, a new PIN, a deleted child, a merge (the
 * subject's "valid after" marker, ./token-marker.ts, cached here for a few seconds).
 *
 * Locally the same code runs with the local identity's JWKS preloaded (LOCAL_JWKS), because
 * aws-jwt-verify fetches keys only over https; on AWS the delegation key's public half comes from
 * KMS once per cold start.
 */
const userPoolId = required('COGNITO_USER_POOL_ID');
const clientId = required('COGNITO_CLIENT_ID');
const delegationIssuer = process.env.DELEGATION_ISSUER;
const localJwks = process.env.LOCAL_JWKS ? (JSON.parse(process.env.LOCAL_JWKS) as Jwks) : undefined;

const cognitoVerifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
if (localJwks) cognitoVerifier.cacheJwks(localJwks);

const delegationVerifier = delegationIssuer
  ? JwtRsaVerifier.create({
      issuer: delegationIssuer,
      audience: clientId,
      jwksUri: 'https://kms.invalid/jwks.json', // never fetched: the keys are cached below
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'delegation') throw new Error('Not a delegation token');
      },
    })
  : undefined;
let delegationKeys: Promise<void> | undefined;

function loadDelegationKeys(): Promise<void> {
  delegationKeys ??= (async () => {
    if (localJwks) {
      standsFor([{ service: 'kms', operation: 'GetPublicKey', perInstance: true }]); // the AWS path's one call per instance (traffic recorder)
      return delegationVerifier?.cacheJwks(localJwks);
    }
    const KeyId = required('DELEGATION_KEY_ID');
    // KMS loads with the first child token this instance sees; most tokens are Cognito's.
    const { GetPublicKeyCommand, KMSClient } = await import('@aws-sdk/client-kms');
    const { PublicKey } = await new KMSClient({}).send(new GetPublicKeyCommand({ KeyId }));
    if (!PublicKey) throw new Error('KMS returned no public key.');
    const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({ format: 'jwk' });
    delegationVerifier?.cacheJwks({ keys: [{ ...jwk, kid: KeyId.split('/').pop(), alg: 'RS256', use: 'sig' } as Jwk] });
  })();
  return delegationKeys;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Authorizer configuration is incomplete: ${name}`);
  return value;
}

/** The unverified issuer, only to pick which verifier checks the token. */
function issuerOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

type Result = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;
const deny: Result = { isAuthorized: false, context: {} };

export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<Result> {
  const token = event.headers?.['access-token'];
  if (!token) return deny;
  try {
    const delegation = Boolean(delegationVerifier && delegationIssuer && issuerOf(token) === delegationIssuer);
    if (delegation) await loadDelegationKeys();
    const payload = delegation ? await delegationVerifier!.verify(token) : await cognitoVerifier.verify(token);
    const caller = callerFromClaims(payload, { delegation });
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
}

import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { toContext, type AuthorizerContext } from '#shared/api/caller';
import { callerFromClaims } from './claims';
import { log } from '../lib/log';

/**
 * The API's Lambda authorizer (simple responses, identity source `$request.header.access-token`).
 * It verifies the token's signature, issuer, audience, expiry and use, then hands the caller to the
 * handlers in the authorizer context. API Gateway answers a request without the header itself
 * (401 {"message":"Unauthorized"}) and a denied one with 403 {"message":"Forbidden"}; the web client
 * reads those as 'Token is missing' and 'Token is Invalid' (docs/decisions.md).
 *
 * Locally the same code runs with the local identity's JWKS preloaded (LOCAL_JWKS), because
 * aws-jwt-verify fetches keys only over https.
 */
const userPoolId = required('COGNITO_USER_POOL_ID');
const clientId = required('COGNITO_CLIENT_ID');

const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
if (process.env.LOCAL_JWKS) verifier.cacheJwks(JSON.parse(process.env.LOCAL_JWKS) as Jwks);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Authorizer configuration is incomplete: ${name}`);
  return value;
}

type Result = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;
const deny: Result = { isAuthorized: false, context: {} };

export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<Result> {
  const token = event.headers?.['access-token'];
  if (!token) return deny;
  try {
    const payload = await verifier.verify(token);
    const caller = callerFromClaims(payload);
    if (!caller) return deny;
    return { isAuthorized: true, context: toContext(caller) };
  } catch (error) {
    log.info('token rejected', { reason: error instanceof Error ? error.name : 'unknown' });
    return deny;
  }
}

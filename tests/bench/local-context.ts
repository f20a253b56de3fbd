import type { JWK } from 'jose';
import { buildAuthorizerEvent, buildHttpEvent } from '../../infra/local/events';
import { stackData } from '../support/learners';
import type { ColdStartContext } from './cold-start';

/**
 * What a bench against the local stack needs to call shipped bundles as a signed-in learner: the
 * stand-ins' endpoints and physical names (the local stack put them in process.env), a learner
 * enrolled in the seeded adult course, and the context the authorizer gives that learner.
 */
export async function localContext(stack: {
  endpoints: { dynamodb: string };
  keys: { privateJwk: JWK };
}): Promise<ColdStartContext & { userId: string }> {
  const localEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] =>
        /^(TABLE_|BUCKET_|DYNAMODB_ENDPOINT$|S3_ENDPOINT$)/.test(e[0]) && typeof e[1] === 'string',
    ),
  );
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const { userId, token } = await store.learner([300], { type: 'T' });
  store.destroy();
  const { handler } = (await import('../../functions/identity/authorizer')) as {
    handler: (e: unknown) => Promise<{ isAuthorized: boolean; context: Record<string, string> }>;
  };
  const decision = await handler(
    buildAuthorizerEvent(
      buildHttpEvent(
        { method: 'GET', url: '/v1/courses', headers: { platform: 'w1', 'access-token': token } },
        'GET /v1/courses',
      ),
    ),
  );
  if (!decision.isAuthorized) throw new Error('The local authorizer refused the bench learner.');
  return { localEnv, token, authorizerContext: decision.context, userId };
}

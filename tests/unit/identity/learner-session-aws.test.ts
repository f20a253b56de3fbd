import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../../functions/data/keys';
import { hashPin } from '../../../functions/core/pins';
import type { UserRecord } from '../../../functions/core/users';
import { buildAuthorizerEvent } from '../../../infra/local/events';
import { apiEvent, context, parse } from '../../support/events';

/**
 * A junior's sign-in on the AWS path (the Cognito adapter, the KMS key configured), every AWS
 * client mocked: it makes no Cognito call and exactly one KMS Sign, and the authorizer, taking the
 * key's public half from KMS as on Lambda, accepts the token. So does a refresh, with one more Sign.
 */
const cognito = mockClient(CognitoIdentityProviderClient);
const kms = mockClient(KMSClient);
const documents = mockClient(DynamoDBDocumentClient);
const dynamo = mockClient(DynamoDBClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  cognito.restore();
  kms.restore();
  documents.restore();
  dynamo.restore();
});

const KEY_ID = 'arn:aws:kms:ap-south-1:123456789012:key/1111-2222';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const items = new Map<string, Record<string, unknown>>();
const id = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;

let login: (event: unknown, ctx: unknown) => Promise<unknown>;
let refresh: (event: unknown, ctx: unknown) => Promise<unknown>;
let authorize: (event: unknown) => Promise<{ isAuthorized: boolean; context: Record<string, string> }>;

beforeAll(async () => {
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: 'ap-south-1_Unit12345',
    COGNITO_CLIENT_ID: 'unitclient',
    DELEGATION_KEY_ID: KEY_ID,
    DELEGATION_ISSUER: 'https://fluentia.app/test/delegation',
    SESSION_ISSUER: 'https://fluentia.app/test/session',
    TOKEN_MARKER_CACHE_SECONDS: '0',
  });
  delete process.env.LOCAL_JWKS;
  delete process.env.LOCAL_SIGNING_JWK;
  const kid: UserRecord = {
    userId: 'kid-aws',
    type: 'w',
    retail: true,
    loginId: 'kabir4821',
    username: 'kabir4821',
    parentId: 'parent-aws',
    isPaid: false,
    onboarding: false,
    createdAt: '2026-01-01T00:00:00Z',
    pinHash: await hashPin('482913'),
  };
  items.set(id(keys.loginId('username', 'kabir4821')), { userId: 'kid-aws' });
  items.set(id(keys.user('kid-aws')), kid as unknown as Record<string, unknown>);
  login = (await import('../../../functions/identity/routes/login')).handler as never;
  refresh = (await import('../../../functions/identity/routes/refresh')).handler as never;
  authorize = (await import('../../../functions/identity/authorizer')).handler as never;
});

beforeEach(() => {
  for (const client of [cognito, kms, documents, dynamo]) client.reset();
  documents
    .on(GetCommand)
    .callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: items.get(id(input.Key)) }));
  documents
    .on(PutCommand)
    .callsFake((input: { Item: { pk: string; sk: string } }) => (items.set(id(input.Item), input.Item), {}));
  documents
    .on(UpdateCommand)
    .callsFake((input: { Key: { pk: string; sk: string }; ExpressionAttributeValues: Record<string, unknown> }) => {
      const family = items.get(id(input.Key));
      // The rotation of a family: its live token becomes the new one (the condition held: one caller).
      if (family && input.Key.pk.startsWith('SESSIONS#'))
        Object.assign(family, {
          current: input.ExpressionAttributeValues[':next'],
          previous: input.ExpressionAttributeValues[':old'],
        });
      return { Attributes: { tries: 1 } }; // a sign-in attempt reserved
    });
  dynamo.on(GetItemCommand).resolves({}); // no "valid after" marker
  kms
    .on(SignCommand)
    .callsFake((input: { Message: Uint8Array }) => ({ Signature: sign('sha256', input.Message, privateKey) }));
  kms.on(GetPublicKeyCommand).resolves({ PublicKey: publicKey.export({ format: 'der', type: 'spki' }) });
});

const post = (path: string, body: unknown, cookie?: string) =>
  apiEvent({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', platform: 'w1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('a junior’s sign-in on AWS', () => {
  it('asks nothing of Cognito and signs once with KMS; the authorizer accepts the token; a refresh signs once more', async () => {
    const answer = (await login(
      post('/v1/login', { login_id: 'kabir4821', pin: '482913', keepalive: true }),
      context,
    )) as { cookies?: string[] };
    const { statusCode, body } = parse(answer as never);
    expect(statusCode).toBe(200);
    expect(cognito.calls()).toHaveLength(0);
    const signs = kms.commandCalls(SignCommand);
    expect(signs).toHaveLength(1);
    expect(signs[0]!.args[0].input).toMatchObject({
      KeyId: KEY_ID,
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    });

    // The refresh token is the product's own; the table keeps only its hash, under the child.
    const cookie = answer.cookies!.find((c) => c.startsWith('fl_rt='))!;
    const refreshToken = cookie.split(';')[0]!.slice('fl_rt='.length);
    expect(refreshToken).toMatch(/^fls1\.kid-aws\./);
    const family = [...items.entries()].find(([k]) => k.startsWith('SESSIONS#kid-aws|FAMILY#'))?.[1];
    expect(family).toBeDefined();
    expect(JSON.stringify(family)).not.toContain(refreshToken.split('.').pop());

    const token = (body.data as { token: string }).token;
    const allowed = await authorize(
      buildAuthorizerEvent(apiEvent({ path: '/v1/mydashboard', headers: { 'access-token': token } })),
    );
    expect(allowed).toEqual({ isAuthorized: true, context: { userId: 'kid-aws', type: 'w', retail: '1' } });
    expect(kms.commandCalls(GetPublicKeyCommand)).toHaveLength(1);

    kms.resetHistory();
    const refreshed = (await refresh(post('/v1/refresh', {}, `fl_rt=${refreshToken}`), context)) as {
      cookies?: string[];
    };
    expect(parse(refreshed as never).statusCode).toBe(200);
    expect(refreshed.cookies?.[0]).toMatch(/^fl_rt=fls1\.kid-aws\./);
    expect(refreshed.cookies?.[0]).not.toContain(refreshToken);
    expect(kms.commandCalls(SignCommand)).toHaveLength(1);
    expect(cognito.calls()).toHaveLength(0);
  });
});

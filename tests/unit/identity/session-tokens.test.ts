import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { loadOrCreateKeys, localIdentity, type LocalKeys } from '../../../infra/local/identity-keys';
import { buildAuthorizerEvent } from '../../../infra/local/events';
import { apiEvent } from '../../support/events';
import {
  signDelegationToken,
  signIdToken,
  signLearnerSession,
  testDelegationIssuer,
  testSessionIssuer,
} from '../../support/tokens';
import type { UserRecord } from '../../../functions/core/users';

/**
 * Learner sessions the product issues itself (docs/identity.md, "Learner sessions"): the authorizer
 * takes them with the rigour of the others (signature, issuer, audience, expiry, use, the "valid
 * after" marker) and never as another kind of token, nor another kind as them.
 */
const markers = new Map<string, number>();
const dynamo = mockClient(DynamoDBClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  dynamo.restore();
});
let keys: LocalKeys;
let otherKeys: LocalKeys;
let authorize: (
  e: APIGatewayRequestAuthorizerEventV2,
) => Promise<{ isAuthorized: boolean; context: Record<string, string> }>;
let signSessionToken: typeof import('../../../functions/identity/session-token').signSessionToken;

const eventWith = (token: string) =>
  buildAuthorizerEvent(apiEvent({ path: '/v1/mydashboard', headers: { 'access-token': token } }));
const allowed = async (token: string) => (await authorize(eventWith(token))).isAuthorized;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

const junior: UserRecord = {
  userId: 'kid-1',
  type: 'w',
  retail: true,
  loginId: 'kabir4821',
  isPaid: false,
  onboarding: false,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeAll(async () => {
  keys = await loadOrCreateKeys(mkdtempSync(path.join(os.tmpdir(), 'keys-')));
  otherKeys = await loadOrCreateKeys(mkdtempSync(path.join(os.tmpdir(), 'keys-')));
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: localIdentity.userPoolId,
    COGNITO_CLIENT_ID: localIdentity.clientId,
    LOCAL_JWKS: JSON.stringify(keys.jwks),
    LOCAL_SIGNING_JWK: JSON.stringify(keys.privateJwk),
    DELEGATION_ISSUER: testDelegationIssuer,
    SESSION_ISSUER: testSessionIssuer,
    TOKEN_MARKER_CACHE_SECONDS: '0',
  });
  delete process.env.DELEGATION_KEY_ID; // the local signer, as npm start and the suites sign
  authorize = (await import('../../../functions/identity/authorizer')).handler;
  signSessionToken = (await import('../../../functions/identity/session-token')).signSessionToken;
});

beforeEach(() => {
  markers.clear();
  dynamo.reset();
  dynamo.on(GetItemCommand).callsFake((input: { Key: { pk: { S: string } } }) => {
    const validAfter = markers.get(input.Key.pk.S.replace('TOKENS#', ''));
    return { Item: validAfter === undefined ? undefined : { validAfter: { N: String(validAfter) } } };
  });
});

describe('a learner session’s ID token', () => {
  it('is issued with its own use and issuer, the account’s claims and the sign-in time, and passes as the junior alone', async () => {
    const authTime = Math.floor(Date.now() / 1000) - 30;
    const { idToken, expiresIn } = await signSessionToken(junior, authTime);
    expect(expiresIn).toBe(3600);
    expect(claimsOf(idToken)).toMatchObject({
      sub: 'kid-1',
      token_use: 'session',
      iss: testSessionIssuer,
      aud: localIdentity.clientId,
      auth_time: authTime,
      'custom:user_type': 'w',
      'custom:retail': '1',
      'custom:org_id': '',
    });
    expect(claimsOf(idToken).acting_parent).toBeUndefined();
    // A junior's caller: no acting parent, not staff.
    expect(await authorize(eventWith(idToken))).toEqual({
      isAuthorized: true,
      context: { userId: 'kid-1', type: 'w', retail: '1' },
    });
  });

  it('carries an organisation learner’s type and organisation (a licence key’s session)', async () => {
    const learner: UserRecord = { ...junior, userId: 'org-learner-1', type: 'T', retail: false, orgId: 'org-sunrise' };
    const { idToken } = await signSessionToken(learner, Math.floor(Date.now() / 1000));
    expect(await authorize(eventWith(idToken))).toEqual({
      isAuthorized: true,
      context: { userId: 'org-learner-1', type: 'T', retail: '0', orgId: 'org-sunrise' },
    });
  });

  it('is refused when forged, signed by another key, expired, for another audience or of another use', async () => {
    const genuine = await signLearnerSession(keys.privateJwk, { sub: 'kid-1' });
    const [h, , s] = genuine.split('.') as [string, string, string];
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...claimsOf(genuine), 'custom:user_type': 'k' })).toString('base64url'),
      s,
    ].join('.');
    const cases = {
      tampered,
      'another key': await signLearnerSession(otherKeys.privateJwk, { sub: 'kid-1' }),
      expired: await signLearnerSession(
        keys.privateJwk,
        { sub: 'kid-1' },
        { expiresIn: Math.floor(Date.now() / 1000) - 5 },
      ),
      'another audience': await signLearnerSession(
        keys.privateJwk,
        { sub: 'kid-1' },
        { audience: 'someone-elses-client' },
      ),
      'use id': await signLearnerSession(keys.privateJwk, { sub: 'kid-1' }, { tokenUse: 'id' }),
      'use delegation, with a parent': await signLearnerSession(
        keys.privateJwk,
        { sub: 'kid-1', extra: { acting_parent: 'p-1' } },
        { tokenUse: 'delegation' },
      ),
      'naming an acting parent': await signLearnerSession(keys.privateJwk, {
        sub: 'kid-1',
        extra: { acting_parent: 'p-1' },
      }),
      'no use': await signLearnerSession(keys.privateJwk, { sub: 'kid-1' }, { tokenUse: '' }),
    };
    for (const [name, token] of Object.entries(cases)) expect(await allowed(token), name).toBe(false);
  });

  it('never passes as a child-delegation token, nor a delegation token as a session, nor either as Cognito’s', async () => {
    const cases = {
      'a delegation token of session use': await signDelegationToken(
        keys.privateJwk,
        { childId: 'kid-1', parentId: 'p-1' },
        { tokenUse: 'session' },
      ),
      'a session token under the delegation issuer': await signLearnerSession(
        keys.privateJwk,
        { sub: 'kid-1' },
        { issuer: testDelegationIssuer },
      ),
      'a session token under Cognito’s issuer': await signLearnerSession(
        keys.privateJwk,
        { sub: 'kid-1' },
        { issuer: `https://cognito-idp.ap-south-1.amazonaws.com/${localIdentity.userPoolId}` },
      ),
      'a Cognito-format token under the session issuer': await signIdToken(
        keys.privateJwk,
        { sub: 'kid-1', type: 'w' },
        { issuer: testSessionIssuer },
      ),
    };
    for (const [name, token] of Object.entries(cases)) expect(await allowed(token), name).toBe(false);
  });

  it('makes nobody staff, whatever it claims', async () => {
    const token = await signLearnerSession(keys.privateJwk, {
      sub: 'org-learner-2',
      type: 'T',
      extra: { 'cognito:groups': ['coach'] },
    });
    const result = await authorize(eventWith(token));
    expect(result.isAuthorized).toBe(true);
    expect(result.context.coach).toBeUndefined();
  });

  it('is ended by the subject’s marker from its sign-in time, so a refreshed token of an ended session is ended too', async () => {
    const signedInAt = Math.floor(Date.now() / 1000) - 600;
    const refreshed = await signLearnerSession(keys.privateJwk, { sub: 'kid-3', authTime: signedInAt }); // iat is now
    expect(await allowed(refreshed)).toBe(true);
    markers.set('kid-3', signedInAt + 1); // logout, a new PIN, a deleted child: after the sign-in, before the refresh
    expect(await allowed(refreshed)).toBe(false);
    markers.set('kid-3', signedInAt);
    expect(await allowed(refreshed)).toBe(true);
  });
});

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
import { SignJWT, importJWK } from 'jose';
import { signDelegationToken, signIdToken, testDelegationIssuer } from '../../support/tokens';

/** The subjects' "valid after" markers (epoch seconds), as the table would answer. */
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

function eventWith(token?: string) {
  return buildAuthorizerEvent(apiEvent({ path: '/v1/mydashboard', headers: token ? { 'access-token': token } : {} }));
}

beforeAll(async () => {
  keys = await loadOrCreateKeys(mkdtempSync(path.join(os.tmpdir(), 'keys-')));
  otherKeys = await loadOrCreateKeys(mkdtempSync(path.join(os.tmpdir(), 'keys-')));
  process.env.COGNITO_USER_POOL_ID = localIdentity.userPoolId;
  process.env.COGNITO_CLIENT_ID = localIdentity.clientId;
  process.env.LOCAL_JWKS = JSON.stringify(keys.jwks);
  process.env.DELEGATION_ISSUER = testDelegationIssuer;
  process.env.TOKEN_MARKER_CACHE_SECONDS = '0';
  authorize = (await import('../../../functions/identity/authorizer')).handler;
});

beforeEach(() => {
  markers.clear();
  dynamo.reset();
  dynamo.on(GetItemCommand).callsFake((input: { Key: { pk: { S: string } } }) => {
    const validAfter = markers.get(input.Key.pk.S.replace('TOKENS#', ''));
    return { Item: validAfter === undefined ? undefined : { validAfter: { N: String(validAfter) } } };
  });
});

describe('the authorizer', () => {
  it('accepts a valid ID token and hands the caller to the handlers', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'user-1', type: 'k', retail: true, orgId: 'org-9' });
    expect(await authorize(eventWith(token))).toEqual({
      isAuthorized: true,
      context: { userId: 'user-1', type: 'k', retail: '1', orgId: 'org-9' },
    });
  });

  it('denies a missing header', async () => {
    expect((await authorize(eventWith())).isAuthorized).toBe(false);
  });

  it('denies a valid token on a request that did not come through CloudFront (decision 0860)', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'user-1', type: 'k', retail: true });
    for (const origin of ['', 'a guess']) {
      const event = apiEvent({
        path: '/v1/mydashboard',
        headers: { 'access-token': token, 'x-origin-verify': origin },
      });
      expect((await authorize(buildAuthorizerEvent(event))).isAuthorized).toBe(false);
    }
  });

  it('denies an expired token', async () => {
    const token = await signIdToken(
      keys.privateJwk,
      { sub: 'u', type: 'T' },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
  });

  it('denies a tampered token (claims changed after signing)', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'u', type: 'w' });
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    claims['custom:user_type'] = 'k';
    const forged = [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), s].join('.');
    expect((await authorize(eventWith(forged))).isAuthorized).toBe(false);
  });

  it('denies a token signed by another key, for another audience or issuer, or of the wrong use', async () => {
    const cases = [
      await signIdToken(otherKeys.privateJwk, { sub: 'u', type: 'T' }),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'T' }, { audience: 'someone-elses-client' }),
      await signIdToken(
        keys.privateJwk,
        { sub: 'u', type: 'T' },
        { issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Other' },
      ),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'T' }, { tokenUse: 'access' }),
      'not.a.jwt',
    ];
    for (const token of cases) expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
  });

  it('denies a valid signature whose claims name no known user type', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'u', type: 'X' as 'T' });
    expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
  });

  it('accepts a child-delegation token and names the acting parent', async () => {
    const token = await signDelegationToken(keys.privateJwk, { childId: 'child-1', parentId: 'parent-1' });
    expect(await authorize(eventWith(token))).toEqual({
      isAuthorized: true,
      context: { userId: 'child-1', type: 'w', retail: '1', actingParentId: 'parent-1' },
    });
  });

  it('denies delegation tokens that are forged, expired, for an adult, without a parent or of another use', async () => {
    const cases = [
      await signDelegationToken(otherKeys.privateJwk, { childId: 'c', parentId: 'p' }),
      await signDelegationToken(
        keys.privateJwk,
        { childId: 'c', parentId: 'p' },
        { expiresIn: Math.floor(Date.now() / 1000) - 5 },
      ),
      await signDelegationToken(keys.privateJwk, { childId: 'c', parentId: 'p', type: 'k' }),
      await signDelegationToken(keys.privateJwk, { childId: 'c' }),
      await signDelegationToken(keys.privateJwk, { childId: 'c', parentId: 'p' }, { tokenUse: 'id' }),
    ];
    for (const token of cases) expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
  });

  it('denies a token issued before its subject’s "valid after" marker, and accepts one issued at or after it', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'ended-1', type: 'T' });
    const iat = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).iat as number;
    markers.set('ended-1', iat + 1);
    expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
    markers.set('ended-1', iat);
    expect((await authorize(eventWith(token))).isAuthorized).toBe(true);
  });

  it('denies a child token once the child’s or the acting parent’s tokens are ended', async () => {
    const token = await signDelegationToken(keys.privateJwk, { childId: 'child-2', parentId: 'parent-2' });
    const later = Math.floor(Date.now() / 1000) + 5;
    expect((await authorize(eventWith(token))).isAuthorized).toBe(true);
    markers.set('parent-2', later);
    expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
    markers.clear();
    markers.set('child-2', later);
    expect((await authorize(eventWith(token))).isAuthorized).toBe(false);
  });

  it('ignores an acting-parent claim inside an ordinary ID token', async () => {
    const token = await signIdToken(keys.privateJwk, { sub: 'u', type: 'w' });
    const result = await authorize(eventWith(token));
    expect(result.isAuthorized).toBe(true);
    expect(result.context.actingParentId).toBeUndefined();
  });

  it('makes an adult in the coach group a coach, and never a junior, a child token or another group', async () => {
    const coach = await signIdToken(keys.privateJwk, { sub: 'coach-1', type: 'T', retail: true, groups: ['coach'] });
    expect(await authorize(eventWith(coach))).toEqual({
      isAuthorized: true,
      context: { userId: 'coach-1', type: 'T', retail: '1', coach: '1' },
    });
    const others = [
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'T', groups: ['coaches', 'admin'] }),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'w', groups: ['coach'] }),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'k', groups: ['coach'] }),
    ];
    for (const token of others) expect((await authorize(eventWith(token))).context.coach).toBeUndefined();
    // A child token carrying the group claim is still only the child.
    const child = await new SignJWT({
      token_use: 'delegation',
      'custom:user_type': 'w',
      'custom:retail': '1',
      acting_parent: 'p',
      'cognito:groups': ['coach'],
    })
      .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid ?? 'k' })
      .setSubject('c')
      .setIssuer(testDelegationIssuer)
      .setAudience(localIdentity.clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(keys.privateJwk, 'RS256'));
    const result = await authorize(eventWith(child));
    expect(result.isAuthorized).toBe(true);
    expect(result.context.coach).toBeUndefined();
  });

  it('makes an adult in the orgadmin group an organisation admin, and never a junior, a parent or a child token', async () => {
    const admin = await signIdToken(keys.privateJwk, { sub: 'admin-1', type: 'T', groups: ['orgadmin'] });
    expect(await authorize(eventWith(admin))).toEqual({
      isAuthorized: true,
      context: { userId: 'admin-1', type: 'T', retail: '0', orgAdmin: '1' },
    });
    const others = [
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'T', groups: ['orgadmins', 'coach'] }),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'w', groups: ['orgadmin'] }),
      await signIdToken(keys.privateJwk, { sub: 'u', type: 'k', groups: ['orgadmin'] }),
    ];
    for (const token of others) expect((await authorize(eventWith(token))).context.orgAdmin).toBeUndefined();
  });
});

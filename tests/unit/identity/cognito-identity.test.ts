import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { awsIdentity as cognitoIdentity } from '../../../functions/identity/adapters/aws-identity';
import { attributesHash } from '../../../functions/identity/cognito-user';
import { customAttributes } from '../../../functions/identity/id-token-claims';
import type { UserRecord } from '../../../functions/core/users';

/**
 * The Cognito adapter on a sign-in: no admin write while the account's attributes are what Cognito
 * was last told (the hash on the account), a write when they changed, and the ID token's claims
 * checked so a stale hash never leaves a wrong claim in a token.
 */
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  cognito.restore();
  dynamo.restore();
});
const POOL = 'ap-south-1_Unit12345';

beforeAll(() => {
  process.env.COGNITO_USER_POOL_ID = POOL;
  process.env.COGNITO_CLIENT_ID = 'unitclient';
});
afterEach(() => {
  cognito.reset();
  dynamo.reset();
});

/** An ID token as Cognito would issue it for `user` (the adapter reads its claims, never its signature). */
function idTokenOf(claims: Record<string, string>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub: 'u', ...claims })}.sig`;
}

const child: UserRecord = {
  userId: 'child-1',
  type: 'w',
  retail: true,
  loginId: 'kabir4821',
  isPaid: false,
  onboarding: false,
  createdAt: '2026-01-01T00:00:00Z',
};

let issuedClaims: Record<string, string>;
beforeEach(() => {
  issuedClaims = customAttributes(child);
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  cognito.on(AdminInitiateAuthCommand).resolves({ Session: 's' });
  cognito.on(AdminRespondToAuthChallengeCommand).callsFake(async () => ({
    AuthenticationResult: { IdToken: idTokenOf(issuedClaims), RefreshToken: 'r', ExpiresIn: 3600 },
  }));
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
});

/** The account as the table returns it after the sign-ins so far wrote their hash. */
function afterSync(user: UserRecord): UserRecord {
  const hash = dynamo.commandCalls(UpdateCommand).at(-1)?.args[0].input.ExpressionAttributeValues?.[':hash'] as
    string | undefined;
  return hash ? { ...user, cognitoSync: hash } : user;
}

describe('a sign-in through Cognito', () => {
  it('creates the Cognito user on the first sign-in and makes no admin write on the second', async () => {
    await cognitoIdentity.issue(child, { keepalive: true });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
    const remembered = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(remembered).toMatchObject({
      Key: { pk: 'USER#child-1', sk: 'PROFILE' },
      UpdateExpression: 'SET cognitoSync = :hash',
    });
    expect(remembered.ExpressionAttributeValues?.[':hash']).toBe(attributesHash(POOL, customAttributes(child)));

    const again = afterSync(child);
    cognito.resetHistory();
    dynamo.resetHistory();
    const tokens = await cognitoIdentity.issue(again, { keepalive: true });
    expect(tokens.idToken).toContain('.');
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    // Only the sign-in itself: one InitiateAuth (UserAuthentication) and one RespondToAuthChallenge.
    expect(cognito.calls().map((c) => c.args[0].constructor.name)).toEqual([
      'AdminInitiateAuthCommand',
      'AdminRespondToAuthChallengeCommand',
    ]);
    // And the account is not written: the one write is the proof.
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('writes the attributes once when one changed (a licence joined an organisation)', async () => {
    const synced = {
      ...child,
      type: 'T' as const,
      cognitoSync: attributesHash(POOL, customAttributes({ ...child, type: 'T' })),
    };
    const joined = { ...synced, orgId: 'org-1' };
    issuedClaims = customAttributes(joined);
    await cognitoIdentity.issue(joined, { keepalive: false });
    const updates = cognito.commandCalls(AdminUpdateUserAttributesCommand);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.args[0].input.UserAttributes).toContainEqual({ Name: 'custom:org_id', Value: 'org-1' });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('updates an existing Cognito user that has no hash yet (an account from before the hash)', async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    await cognitoIdentity.issue(child, { keepalive: true });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(1);
  });

  it('creates the user again when the hash says synced but Cognito has no such user', async () => {
    const synced = { ...child, cognitoSync: attributesHash(POOL, customAttributes(child)) };
    cognito
      .on(AdminInitiateAuthCommand)
      .rejectsOnce(new UserNotFoundException({ message: 'gone', $metadata: {} }))
      .resolves({ Session: 's' });
    cognito.on(AdminUpdateUserAttributesCommand).rejects(new UserNotFoundException({ message: 'gone', $metadata: {} }));
    await cognitoIdentity.issue(synced, { keepalive: true });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(2);
    // A fresh proof for the second try: each proof signs in once.
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(2);
  });

  it('writes the attributes and signs in again when the token carries stale claims', async () => {
    const synced = { ...child, cognitoSync: attributesHash(POOL, customAttributes(child)) };
    // Cognito still holds what an earlier, racing sign-in wrote.
    issuedClaims = customAttributes({ ...child, type: 'T' });
    cognito.on(AdminUpdateUserAttributesCommand).callsFake(async () => ((issuedClaims = customAttributes(child)), {}));
    const tokens = await cognitoIdentity.issue(synced, { keepalive: true });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(1);
    expect(JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString())).toMatchObject(
      customAttributes(child),
    );
  });

  it('treats a new user pool as knowing nobody', () => {
    expect(attributesHash(POOL, customAttributes(child))).not.toBe(
      attributesHash('ap-south-1_Other', customAttributes(child)),
    );
  });
});

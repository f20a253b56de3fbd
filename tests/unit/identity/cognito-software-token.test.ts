import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  RevokeTokenCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { awsIdentity } from '../../../functions/identity/adapters/aws-identity';
import { customAttributes } from '../../../functions/identity/id-token-claims';
import type { SignInContext } from '../../../functions/identity/identity-port';
import type { UserRecord } from '../../../functions/core/users';

/**
 * The Cognito adapter's software-token MFA for staff (decision 570), against Cognito's contract:
 * CUSTOM_AUTH never yields MFA_SETUP, so AssociateSoftwareToken takes the access token of a
 * server-side sign-in whose refresh token is revoked; the first code is VerifySoftwareToken, then
 * AdminSetUserMFAPreference; every auth call carries the learner's request as ContextData.
 */
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  cognito.restore();
  dynamo.restore();
});

beforeAll(() => {
  process.env.COGNITO_USER_POOL_ID = 'ap-south-1_Unit12345';
  process.env.COGNITO_CLIENT_ID = 'unitclient';
});
afterEach(() => {
  cognito.reset();
  dynamo.reset();
});

const coach: UserRecord = {
  userId: 'coach-1',
  type: 'T',
  retail: true,
  loginId: 'c@example.com',
  email: 'c@example.com',
  isPaid: false,
  onboarding: false,
  createdAt: '2026-01-01T00:00:00Z',
  groups: ['coach'],
};
const context: SignInContext = {
  ipAddress: '203.0.113.9',
  serverName: 'api.example.com',
  serverPath: '/v1/login',
  headers: [{ headerName: 'user-agent', headerValue: 'Chromium' }],
};

function idTokenOf(claims: Record<string, string>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub: coach.userId, ...claims })}.sig`;
}

beforeEach(() => {
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
  cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 's' });
  cognito.on(AdminRespondToAuthChallengeCommand).resolves({
    AuthenticationResult: {
      IdToken: idTokenOf(customAttributes(coach)),
      RefreshToken: 'refresh-1',
      AccessToken: 'access-1',
      ExpiresIn: 3600,
    },
  });
  cognito.on(AssociateSoftwareTokenCommand).resolves({ SecretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
  cognito.on(RevokeTokenCommand).resolves({});
  cognito.on(VerifySoftwareTokenCommand).resolves({ Status: 'SUCCESS' });
  cognito.on(AdminSetUserMFAPreferenceCommand).resolves({});
});

const names = () => cognito.calls().map((c) => c.args[0].constructor.name.replace(/Command$/, ''));

describe('setting up a staff authenticator on Cognito', () => {
  it('associates a secret with the access token of a sign-in that never leaves the server, then revokes it', async () => {
    const secret = await awsIdentity.associateSoftwareToken(coach, context);
    expect(secret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(names()).toEqual([
      'AdminCreateUser',
      'AdminInitiateAuth',
      'AdminRespondToAuthChallenge',
      'AssociateSoftwareToken',
      'RevokeToken',
    ]);
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)[0]!.args[0].input).toEqual({ AccessToken: 'access-1' });
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toEqual({
      ClientId: 'unitclient',
      Token: 'refresh-1',
    });
  });

  it('confirms the first code with VerifySoftwareToken, makes TOTP the preferred MFA, then gives the tokens', async () => {
    const tokens = await awsIdentity.issue(
      { ...coach, cognitoSync: 'stale' },
      { keepalive: true, context, totpSetupCode: '123456' },
    );
    expect(tokens).toMatchObject({ refreshToken: 'refresh-1', expiresIn: 3600 });
    expect(names().slice(-4)).toEqual([
      'AdminInitiateAuth',
      'AdminRespondToAuthChallenge',
      'VerifySoftwareToken',
      'AdminSetUserMFAPreference',
    ]);
    expect(cognito.commandCalls(VerifySoftwareTokenCommand)[0]!.args[0].input).toMatchObject({
      AccessToken: 'access-1',
      UserCode: '123456',
    });
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'ap-south-1_Unit12345',
      Username: 'coach-1',
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
  });

  it('refuses a code Cognito does not verify: no MFA change, the tokens revoked, mfaIncorrect', async () => {
    cognito.on(VerifySoftwareTokenCommand).resolves({ Status: 'ERROR' });
    await expect(awsIdentity.issue(coach, { keepalive: true, context, totpSetupCode: '000000' })).rejects.toMatchObject(
      { key: 'mfaIncorrect' },
    );
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)).toHaveLength(0);
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toMatchObject({ Token: 'refresh-1' });
  });
});

describe('threat protection context', () => {
  it('every auth call carries the learner address and device headers as ContextData', async () => {
    await awsIdentity.issue(coach, { keepalive: true, context });
    const expected = {
      IpAddress: '203.0.113.9',
      ServerName: 'api.example.com',
      ServerPath: '/v1/login',
      HttpHeaders: [{ headerName: 'user-agent', headerValue: 'Chromium' }],
    };
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input.ContextData).toEqual(expected);
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]!.args[0].input.ContextData).toEqual(expected);
    // A learner's sign-in makes no MFA call.
    expect(names()).not.toContain('AssociateSoftwareToken');
    expect(names()).not.toContain('VerifySoftwareToken');
  });
});

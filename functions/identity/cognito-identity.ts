import { createHash, randomBytes } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys, ttlIn } from '../data/keys';
import { rules } from './security-rules';
import { customAttributes } from './id-token-claims';
import type { Identity } from './identity-port';
import type { UserRecord } from './users';

/**
 * The Cognito adapter. The route handler has already checked the PIN, OTP or licence key; it leaves
 * a one-time proof (60 s) in the table and answers Cognito's custom challenge with it. The
 * verify-auth-challenge trigger consumes the proof, so each proof signs in once.
 */
let client: CognitoIdentityProviderClient | undefined;

/** The SDK module and one client, loaded on first use: functions that only import this file never pay for it. */
async function cognito() {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  client ??= new sdk.CognitoIdentityProviderClient({ region: config().region });
  return { client, sdk, ...pool() };
}
// Read when used: the module is imported (not used) by the local stack too (./identity.ts).
const pool = () => ({ UserPoolId: required('COGNITO_USER_POOL_ID'), ClientId: required('COGNITO_CLIENT_ID') });

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Cognito configuration is incomplete: ${name}`);
  return value;
}

async function ensureCognitoUser(user: UserRecord): Promise<void> {
  const UserAttributes = Object.entries(customAttributes(user)).map(([Name, Value]) => ({ Name, Value }));
  const { client, sdk, UserPoolId } = await cognito();
  try {
    await client.send(new sdk.AdminUpdateUserAttributesCommand({ UserPoolId, Username: user.userId, UserAttributes }));
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
    await client.send(new sdk.AdminCreateUserCommand({ UserPoolId, Username: user.userId, MessageAction: 'SUPPRESS', UserAttributes }));
  }
}

export const cognitoIdentity: Identity = {
  async issue(user, { keepalive }) {
    await ensureCognitoUser(user);
    const proof = randomBytes(32).toString('base64url');
    await db().send(
      new PutCommand({
        TableName: config().table('main'),
        Item: { ...keys.proof(createHash('sha256').update(proof).digest('base64url')), entity: 'proof', userId: user.userId, expiresAt: ttlIn(rules.proofSeconds), expiresAtMs: Date.now() + rules.proofSeconds * 1000 },
      }),
    );
    const { client, sdk, UserPoolId, ClientId } = await cognito();
    const started = await client.send(
      new sdk.AdminInitiateAuthCommand({ UserPoolId, ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: user.userId } }),
    );
    const answered = await client.send(
      new sdk.AdminRespondToAuthChallengeCommand({
        UserPoolId,
        ClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: started.Session,
        ChallengeResponses: { USERNAME: user.userId, ANSWER: proof },
      }),
    );
    const result = answered.AuthenticationResult;
    if (!result?.IdToken || !result.RefreshToken) throw new Error('Cognito did not complete the custom sign-in.');
    return {
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
      expiresIn: result.ExpiresIn ?? rules.idTokenSeconds,
      refreshMaxAge: keepalive ? rules.refreshSeconds : undefined,
    };
  },

  async refresh(refreshToken) {
    const { client, sdk, UserPoolId, ClientId } = await cognito();
    try {
      const result = await client.send(
        new sdk.AdminInitiateAuthCommand({ UserPoolId, ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
      );
      const idToken = result.AuthenticationResult?.IdToken;
      return idToken ? { idToken, expiresIn: result.AuthenticationResult?.ExpiresIn ?? rules.idTokenSeconds } : undefined;
    } catch (error) {
      if (error instanceof sdk.NotAuthorizedException) return undefined; // revoked or expired
      throw error;
    }
  },

  async revoke(refreshToken) {
    const { client, sdk, ClientId } = await cognito();
    await client.send(new sdk.RevokeTokenCommand({ ClientId, Token: refreshToken }));
  },
};

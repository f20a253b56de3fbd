import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../lib/config';
import { ttlIn } from '../../data/keys';
import { rules } from '../../core/security-rules';
import { proofStore } from '../store';
import type { Identity } from '../identity-port';
import { claimsMatch, cognito, syncCognitoUser } from '../cognito-user';
import type { UserRecord } from '../../core/users';

/**
 * The Cognito adapter. The route handler has already checked the PIN, OTP or licence key; it leaves
 * a one-time proof (60 s) in the table and answers Cognito's custom challenge with it. The
 * verify-auth-challenge trigger consumes the proof, so each proof signs in once.
 *
 * A routine sign-in makes two Cognito calls, AdminInitiateAuth and AdminRespondToAuthChallenge
 * (the UserAuthentication category), and no admin write: the user's attributes are written only
 * when they changed since Cognito was last told (./cognito-user.ts; docs/operations.md lists every
 * call of each way in).
 */

/** CUSTOM_AUTH answered with a fresh one-time proof: the ID and refresh tokens, or Cognito's error. */
async function customAuth(user: UserRecord): Promise<{ IdToken: string; RefreshToken: string; ExpiresIn?: number }> {
  const proof = randomBytes(32).toString('base64url');
  await proofStore.put(createHash('sha256').update(proof).digest('base64url'), { userId: user.userId, expiresAt: ttlIn(rules.proofSeconds), expiresAtMs: Date.now() + rules.proofSeconds * 1000 });
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
  return { IdToken: result.IdToken, RefreshToken: result.RefreshToken, ...(result.ExpiresIn ? { ExpiresIn: result.ExpiresIn } : {}) };
}

/** Cognito's answer to a sign-in of a user it does not have (with prevent-user-existence-errors on, NotAuthorized). */
function isUnknownUser(error: unknown): boolean {
  return error instanceof Error && (error.name === 'UserNotFoundException' || error.name === 'NotAuthorizedException');
}

export const awsIdentity: Identity = {
  async issue(user, { keepalive }) {
    const wrote = await syncCognitoUser(user);
    let result;
    try {
      result = await customAuth(user);
    } catch (error) {
      // The account said Cognito knew this user, but it does not (a pool replaced, a user removed by
      // an operator): create it and sign in once more.
      if (wrote || !isUnknownUser(error)) throw error;
      await syncCognitoUser(user, { force: true });
      result = await customAuth(user);
    }
    // The ID token's claims are what Cognito holds: if they differ from the account (two sign-ins
    // racing an attribute change), write the attributes and sign in once more.
    if (!claimsMatch(user, result.IdToken)) {
      await syncCognitoUser(user, { force: true });
      result = await customAuth(user);
    }
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

import { rules } from '../../core/security-rules';
import type { Identity, SoftwareTokens } from '../identity-port';
import { associateSoftwareToken, enableSoftwareToken } from './aws-software-token';
import { cognitoSignIn } from './cognito-custom-auth';
import { cognito } from '../cognito-user';

/**
 * The Cognito adapter. The route handler has already checked the PIN, OTP or licence key; it leaves
 * a one-time proof (60 s) in the table and answers Cognito's custom challenge with it. The
 * verify-auth-challenge trigger consumes the proof, so each proof signs in once.
 *
 * A routine sign-in makes two Cognito calls, AdminInitiateAuth and AdminRespondToAuthChallenge
 * (the UserAuthentication category), and no admin write: the user's attributes are written only
 * when they changed since Cognito was last told (./cognito-user.ts; docs/operations.md lists every
 * call of each way in). Staff accounts add the authenticator step (./aws-software-token.ts).
 */

export const awsIdentity: Identity & SoftwareTokens = {
  async issue(user, { keepalive, context, totpSetupCode }) {
    const result = await cognitoSignIn(user, context);
    if (totpSetupCode) await enableSoftwareToken(user, result, totpSetupCode);
    return {
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
      expiresIn: result.ExpiresIn ?? rules.idTokenSeconds,
      refreshMaxAge: keepalive ? rules.refreshSeconds : undefined,
    };
  },

  associateSoftwareToken,

  async refresh(refreshToken) {
    const { client, sdk, UserPoolId, ClientId } = await cognito();
    try {
      const result = await client.send(
        new sdk.AdminInitiateAuthCommand({
          UserPoolId,
          ClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      const idToken = result.AuthenticationResult?.IdToken;
      return idToken
        ? { idToken, expiresIn: result.AuthenticationResult?.ExpiresIn ?? rules.idTokenSeconds }
        : undefined;
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

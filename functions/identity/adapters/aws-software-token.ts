import { AppError } from '#shared/errors';
import { cognito } from '../cognito-user';
import { cognitoSignIn, type CognitoTokens } from './cognito-custom-auth';
import type { SignInContext } from '../identity-port';
import type { UserRecord } from '../../core/users';

/**
 * Cognito's software-token (TOTP) MFA for staff accounts (decision 570). Cognito asks for MFA only
 * after a password verifier; a CUSTOM_AUTH sign-in answered by custom challenges alone, which is
 * every sign-in here, is never given SOFTWARE_TOKEN_MFA or MFA_SETUP, whatever the user's MFA
 * settings. So there is no MFA_SETUP Session for AssociateSoftwareToken: it is authorised with the
 * access token of a custom sign-in that never leaves the Lambda, whose refresh token is revoked at
 * once (which ends its access token too). The product checks each later sign-in's code itself
 * (../staff-mfa.ts); Cognito holds the same secret, enabled and preferred, for the pool's records.
 */

/** AssociateSoftwareToken: a new secret for the user, not yet verified. */
export async function associateSoftwareToken(user: UserRecord, context?: SignInContext): Promise<string> {
  const tokens = await cognitoSignIn(user, context);
  const { client, sdk } = await cognito();
  try {
    const { SecretCode } = await client.send(
      new sdk.AssociateSoftwareTokenCommand({ AccessToken: accessToken(tokens) }),
    );
    if (!SecretCode) throw new Error('Cognito did not return a software token secret.');
    return SecretCode;
  } finally {
    await revoke(tokens.RefreshToken);
  }
}

/**
 * VerifySoftwareToken with the first code, then AdminSetUserMFAPreference (TOTP enabled and
 * preferred). A code Cognito refuses revokes the sign-in's tokens and answers mfaIncorrect.
 */
export async function enableSoftwareToken(user: UserRecord, tokens: CognitoTokens, code: string): Promise<void> {
  const { client, sdk, UserPoolId } = await cognito();
  try {
    const verified = await client.send(
      new sdk.VerifySoftwareTokenCommand({
        AccessToken: accessToken(tokens),
        UserCode: code,
        FriendlyDeviceName: 'Authenticator app',
      }),
    );
    if (verified.Status !== 'SUCCESS') throw new AppError('mfaIncorrect');
    await client.send(
      new sdk.AdminSetUserMFAPreferenceCommand({
        UserPoolId,
        Username: user.userId,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  } catch (error) {
    await revoke(tokens.RefreshToken);
    if (error instanceof sdk.EnableSoftwareTokenMFAException || error instanceof sdk.CodeMismatchException)
      throw new AppError('mfaIncorrect');
    throw error;
  }
}

function accessToken(tokens: CognitoTokens): string {
  if (!tokens.AccessToken) throw new Error('Cognito did not return an access token.');
  return tokens.AccessToken;
}

async function revoke(refreshToken: string): Promise<void> {
  const { client, sdk, ClientId } = await cognito();
  await client.send(new sdk.RevokeTokenCommand({ ClientId, Token: refreshToken }));
}

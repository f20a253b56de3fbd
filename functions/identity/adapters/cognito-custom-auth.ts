import { createHash, randomBytes } from 'node:crypto';
import { ttlIn } from '../../data/keys';
import { rules } from '../../core/security-rules';
import { proofStore } from '../store';
import { claimsMatch, cognito, syncCognitoUser } from '../cognito-user';
import type { SignInContext } from '../identity-port';
import type { UserRecord } from '../../core/users';

/**
 * Cognito's CUSTOM_AUTH, answered with a one-time proof the route handler's checks earned
 * (./aws-identity.ts). Every call carries the learner's request as ContextData, so the pool's
 * threat protection scores the learner's address and device, not the Lambda's (docs/security.md).
 */
export interface CognitoTokens {
  IdToken: string;
  RefreshToken: string;
  /** Cognito returns it with every sign-in; only the software-token calls use it. */
  AccessToken?: string;
  ExpiresIn?: number;
}

/** Cognito's ContextData: the learner's address and request, so threat protection scores them (docs/security.md). */
function contextData(context: SignInContext | undefined) {
  if (!context) return {};
  return {
    ContextData: {
      IpAddress: context.ipAddress,
      ServerName: context.serverName,
      ServerPath: context.serverPath,
      HttpHeaders: context.headers,
    },
  };
}

/** CUSTOM_AUTH answered with a fresh one-time proof: the tokens, or Cognito's error. */
async function customAuth(user: UserRecord, context?: SignInContext): Promise<CognitoTokens> {
  const proof = randomBytes(32).toString('base64url');
  await proofStore.put(createHash('sha256').update(proof).digest('base64url'), {
    userId: user.userId,
    expiresAt: ttlIn(rules.proofSeconds),
    expiresAtMs: Date.now() + rules.proofSeconds * 1000,
  });
  const { client, sdk, UserPoolId, ClientId } = await cognito();
  const started = await client.send(
    new sdk.AdminInitiateAuthCommand({
      UserPoolId,
      ClientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: user.userId },
      ...contextData(context),
    }),
  );
  const answered = await client.send(
    new sdk.AdminRespondToAuthChallengeCommand({
      UserPoolId,
      ClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: started.Session,
      ChallengeResponses: { USERNAME: user.userId, ANSWER: proof },
      ...contextData(context),
    }),
  );
  const result = answered.AuthenticationResult;
  if (!result?.IdToken || !result.RefreshToken) throw new Error('Cognito did not complete the custom sign-in.');
  return {
    IdToken: result.IdToken,
    RefreshToken: result.RefreshToken,
    ...(result.AccessToken ? { AccessToken: result.AccessToken } : {}),
    ...(result.ExpiresIn ? { ExpiresIn: result.ExpiresIn } : {}),
  };
}

/** Cognito's answer to a sign-in of a user it does not have (with prevent-user-existence-errors on, NotAuthorized). */
function isUnknownUser(error: unknown): boolean {
  return error instanceof Error && (error.name === 'UserNotFoundException' || error.name === 'NotAuthorizedException');
}

/**
 * Cognito's tokens for a user the route has already checked: the user's attributes written only when
 * they changed (../cognito-user.ts), then CUSTOM_AUTH with a proof.
 */
export async function cognitoSignIn(user: UserRecord, context?: SignInContext): Promise<CognitoTokens> {
  const wrote = await syncCognitoUser(user);
  let result;
  try {
    result = await customAuth(user, context);
  } catch (error) {
    // The account said Cognito knew this user, but it does not (a pool replaced, a user removed by
    // an operator): create it and sign in once more.
    if (wrote || !isUnknownUser(error)) throw error;
    await syncCognitoUser(user, { force: true });
    result = await customAuth(user, context);
  }
  // The ID token's claims are what Cognito holds: if they differ from the account (two sign-ins
  // racing an attribute change), write the attributes and sign in once more.
  if (!claimsMatch(user, result.IdToken)) {
    await syncCognitoUser(user, { force: true });
    result = await customAuth(user, context);
  }
  return result;
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setting } from '../../lib/config';
import { ttlIn } from '../../data/keys';
import { rules } from '../../core/security-rules';
import { localSoftwareTokenStore, refreshStore } from '../store';
import { AppError } from '#shared/errors';
import { matchTotp, newTotpSecret } from '../totp';
import { signLocal } from '../local-signer';
import { cognitoIssuer, customAttributes } from '../id-token-claims';
import { claimNames } from '../claims';
import { getUser, type UserRecord } from '../../core/users';
import type { Identity, SoftwareTokens } from '../identity-port';
import { localOnly } from '../../lib/traffic-recorder';
import {
  reportCognitoAssociate,
  reportCognitoEnableTotp,
  reportCognitoIssue,
  reportCognitoRefresh,
  reportCognitoRevoke,
} from '../cognito-calls';

/**
 * The local Identity adapter: ID tokens in Cognito's format signed with the local key, refresh
 * tokens as random secrets whose hashes live in the table with a TTL. While traffic is recorded it
 * reports the Cognito calls it stands for (./cognito-calls.ts); its own table items are local only.
 * It plays Cognito's software-token MFA too (../adapters/aws-software-token.ts): a secret associated
 * with the user, enabled only by a right first code (RFC 6238, one step either side), kept in the
 * table as Cognito keeps it on the user.
 */
const poolId = () => setting('COGNITO_USER_POOL_ID') ?? '';
const clientId = () => setting('COGNITO_CLIENT_ID') ?? '';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** `authTime`: the sign-in the session began with, kept across refreshes as Cognito keeps `auth_time`. */
async function idTokenFor(user: UserRecord, authTime: number): Promise<string> {
  return signLocal(
    {
      sub: user.userId,
      token_use: 'id',
      'cognito:username': user.userId,
      auth_time: authTime,
      event_id: randomUUID(),
      ...customAttributes(user),
      // Cognito adds the groups an operator put the user in; locally they are on the user record.
      ...(user.groups?.length ? { [claimNames.groups]: [...user.groups] } : {}),
      ...(user.email ? { email: user.email } : {}),
    },
    { issuer: cognitoIssuer(poolId()), audience: clientId(), expiresInSeconds: rules.idTokenSeconds },
  );
}

/**
 * VerifySoftwareToken and AdminSetUserMFAPreference: the associated secret confirmed by a code, then enabled and
 * preferred.
 */
async function enableSoftwareToken(user: UserRecord, code: string): Promise<void> {
  reportCognitoEnableTotp();
  const state = await localOnly(() => localSoftwareTokenStore.read(user.userId));
  const pending = typeof state?.associatedSecret === 'string' ? state.associatedSecret : undefined;
  // Cognito answers EnableSoftwareTokenMFAException (code mismatch), which the AWS adapter turns into this.
  if (!pending || matchTotp(pending, code) === undefined) throw new AppError('mfaIncorrect');
  await localOnly(() =>
    localSoftwareTokenStore.put(user.userId, {
      userId: user.userId,
      secret: pending,
      enabled: true,
      preferred: true,
      verifiedAt: new Date().toISOString(),
    }),
  );
}

export const localIdentity: Identity & SoftwareTokens = {
  async associateSoftwareToken(user) {
    reportCognitoAssociate(user);
    const secret = newTotpSecret();
    // A new association replaces an unverified one; an enabled token stays until the new one is verified.
    await localOnly(() =>
      localSoftwareTokenStore.update(user.userId, {
        UpdateExpression: 'SET associatedSecret = :s, userId = :u, entity = :e',
        ExpressionAttributeValues: { ':s': secret, ':u': user.userId, ':e': 'localSoftwareToken' },
      }),
    );
    return secret;
  },

  async issue(user, { keepalive, totpSetupCode }) {
    if (totpSetupCode) await enableSoftwareToken(user, totpSetupCode);
    const refreshToken = randomBytes(32).toString('base64url');
    const lifetime = keepalive ? rules.refreshSeconds : rules.juniorShortRefreshSeconds;
    const authTime = Math.floor(Date.now() / 1000);
    reportCognitoIssue(user);
    await localOnly(() =>
      refreshStore.put(
        sha256(refreshToken),
        { userId: user.userId, authTime, expiresAtMs: Date.now() + lifetime * 1000 },
        ttlIn(lifetime),
      ),
    );
    return {
      idToken: await idTokenFor(user, authTime),
      refreshToken,
      expiresIn: rules.idTokenSeconds,
      refreshMaxAge: keepalive ? lifetime : undefined,
    };
  },

  async refresh(refreshToken) {
    reportCognitoRefresh();
    const item = await localOnly(() => refreshStore.read(sha256(refreshToken)));
    if (!item || Number(item.expiresAtMs) <= Date.now()) return undefined;
    const user = await localOnly(() => getUser(String(item.userId)));
    if (!user) return undefined;
    // A session stored before authTime was kept is as old as can be: any marker ends it.
    const authTime = typeof item.authTime === 'number' ? item.authTime : 0;
    return { idToken: await idTokenFor(user, authTime), expiresIn: rules.idTokenSeconds };
  },

  async revoke(refreshToken) {
    reportCognitoRevoke();
    await localOnly(() => refreshStore.remove(sha256(refreshToken)));
  },
};

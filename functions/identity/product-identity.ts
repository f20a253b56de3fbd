import { log } from '../lib/log';
import type { Identity } from './identity-port';
import { endTokens, sessionStillLive } from './end-tokens';
import {
  cookieMaxAge,
  endFamily,
  endFamilyOf,
  judge,
  parseRefreshToken,
  readFamily,
  rotate,
  startFamily,
} from './session-families';
import { signSessionToken } from './session-token';
import { getUser } from '../core/users';

/**
 * Learner sessions the product issues itself (docs/identity.md, "Learner sessions"): a junior's
 * sign-in and a licence key's, the olympiad's ways in, ask nothing of Cognito. The route has checked
 * the PIN or key; this adapter starts a refresh-token family in the table and signs the ID token
 * with the product's key (one KMS Sign on AWS). The same code runs locally with the local key.
 */
export const productIdentity: Identity = {
  async issue(user, { keepalive }) {
    const authTime = Math.floor(Date.now() / 1000);
    const { token, family } = await startFamily(user.userId, { keepalive, authTime });
    const { idToken, expiresIn } = await signSessionToken(user, authTime);
    return { idToken, refreshToken: token, expiresIn, refreshMaxAge: cookieMaxAge(family) };
  },

  async refresh(refreshToken) {
    const ids = parseRefreshToken(refreshToken);
    let family = ids && (await readFamily(ids.userId, ids.familyId));
    if (!ids || !family) return undefined;
    const user = await getUser(ids.userId);
    // A deleted child, a merged-away account, or a session ended since it began (logout, a new PIN).
    if (!user || !(await sessionStillLive(user, family.authTime))) {
      await endFamily(ids.userId, ids.familyId);
      return undefined;
    }
    let verdict = judge(family, refreshToken);
    let successor = verdict.kind === 'rotate' ? await rotate(family, refreshToken) : undefined;
    if (verdict.kind === 'rotate' && !successor) {
      // A parallel refresh with the same token replaced it first: this one is its retry.
      family = await readFamily(ids.userId, ids.familyId);
      verdict = judge(family, refreshToken);
    }
    if (verdict.kind === 'retry') successor = verdict.successor;
    if (verdict.kind === 'reuse') {
      // A replaced token came back after its grace: someone holds a copy. End the family and every
      // token of the account (its ID tokens too), so the copy's holder is out within the marker's window.
      log.warn('session.refresh_reused', { userId: ids.userId });
      await endFamily(ids.userId, ids.familyId);
      await endTokens(ids.userId);
      return undefined;
    }
    if (!successor || !family) return undefined;
    const { idToken, expiresIn } = await signSessionToken(user, family.authTime);
    return { idToken, expiresIn, rotated: { refreshToken: successor, refreshMaxAge: cookieMaxAge(family) } };
  },

  revoke: endFamilyOf,
};

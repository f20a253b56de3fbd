import { Secret, TOTP } from 'otpauth';
import { rules } from '../core/security-rules';

/**
 * Authenticator-app codes (RFC 6238 TOTP: HMAC-SHA1, 6 digits, 30-second steps), as Cognito's
 * software-token MFA and every authenticator app compute them. A code is accepted one step either
 * side of now (clock skew, as Cognito allows); which step it matched is returned, so a caller can
 * refuse a code whose step was already used (RFC 6238 §5.2).
 */
const ISSUER = 'Fluentia';

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: rules.totpStepSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret, base32 (160 bits, the size RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans: the product as issuer, the account as label. */
export function otpauthUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The time step of `now`. */
export function totpStepAt(now: number): number {
  return Math.floor(now / 1000 / rules.totpStepSeconds);
}

/** The step the code belongs to (now, or one either side), or undefined when it matches none. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: rules.totpSkewSteps });
  return delta === null ? undefined : totpStepAt(now) + delta;
}

/** The code of a step (tests and the local stack's stand-in for an authenticator app). */
export function totpCode(secret: string, step: number): string {
  return totp(secret).generate({ timestamp: step * rules.totpStepSeconds * 1000 });
}

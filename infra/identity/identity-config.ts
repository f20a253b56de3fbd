import { createHash } from 'node:crypto';
import { Token } from 'aws-cdk-lib';
import { ConfigError } from '../config/config-error';
import type { EnvName } from '../config/environments';

/**
 * The identity settings that come from context or follow from the environment, as plain functions
 * so the rules (and their error messages) are tested without a synth. Context keys: `domain`,
 * `siteUrl`, `authDomainPrefix`, `sesFrom` (docs/deploy.md).
 */

/** Where the hosted UI may send the browser back to: the sign-in page, and after sign-out. */
export const AUTH_CALLBACK_PATH = '/';
export const AUTH_LOGOUT_PATHS = ['/', '/logout'] as const;
/** Where a developer runs the web app against a deployed pool (`npm start`'s default port). */
export const LOCAL_SITE_ORIGIN = 'http://localhost:3000';

/** Six characters: India's DLT registration requires a six-character header (sender id). */
export const SMS_SENDER_ID = 'FLUENT';

/** The `iss` of child-delegation tokens, per environment (docs/identity.md, Tokens). */
export function delegationIssuer(env: EnvName): string {
  return `https://fluentia.app/${env}/delegation`;
}

/** The `iss` of the learner sessions the product issues itself (a junior's, a licence key's). */
export function sessionIssuer(env: EnvName): string {
  return `https://fluentia.app/${env}/session`;
}

/** Names of what an operator creates by hand per environment before deploying (docs/deploy.md). */
export function federationSettings(env: EnvName) {
  return {
    google: {
      clientIdParameter: `/fluentia/${env}/google-client-id`,
      clientSecret: `fluentia/${env}/google-client-secret`,
    },
    facebook: {
      clientIdParameter: `/fluentia/${env}/facebook-client-id`,
      clientSecret: `fluentia/${env}/facebook-client-secret`,
    },
  } as const;
}

/**
 * The hosted UI's domain prefix, `<prefix>.auth.<region>.amazoncognito.com`: unique across all of
 * AWS in the region, so the default adds a hash of the account (`fluentia-dev-1a2b3c4d`) rather than
 * the account number itself, which would then be public. Context `authDomainPrefix` overrides it.
 */
export function authDomainPrefix(env: EnvName, account: string, override?: string): string {
  if (override !== undefined) {
    // Cognito's rule: lowercase letters, digits and inner hyphens, at most 63; no reserved words.
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(override) || /aws|amazon|cognito/.test(override)) {
      throw new ConfigError(
        `authDomainPrefix ${JSON.stringify(override)} is not a valid Cognito domain prefix: use lowercase letters, digits and hyphens (at most 63, not starting or ending with a hyphen), without "aws", "amazon" or "cognito".`,
      );
    }
    return override;
  }
  if (Token.isUnresolved(account)) {
    throw new ConfigError(
      'The account is unknown at synth time: pass -c account=<id> or -c authDomainPrefix=<prefix>.',
    );
  }
  const hash = createHash('sha256').update(account).digest('hex').slice(0, 8);
  return `fluentia-${env}-${hash}`;
}

/**
 * The site origins the hosted UI redirects to. With a custom domain: `https://<domain>`; without one,
 * context `siteUrl` (e.g. the CloudFront URL, known after the first deploy); with neither, only the
 * local placeholder. Non-prod environments also accept the local origin, so a developer can try
 * social sign-in from `npm start` against a deployed pool; prod never does.
 */
export function siteOrigins(options: {
  prod: boolean;
  domain?: string | undefined;
  siteUrl?: string | undefined;
}): string[] {
  const site = options.domain
    ? `https://${options.domain}`
    : options.siteUrl
      ? parseSiteUrl(options.siteUrl)
      : undefined;
  if (!site) return [LOCAL_SITE_ORIGIN];
  return options.prod ? [site] : [site, LOCAL_SITE_ORIGIN];
}

function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `siteUrl ${JSON.stringify(value)} is not a URL: pass e.g. -c siteUrl=https://d1234abcd.cloudfront.net.`,
    );
  }
  if (url.protocol !== 'https:') throw new ConfigError(`siteUrl ${JSON.stringify(value)} must be an https:// URL.`);
  return url.origin;
}

/** `sesFrom` from context, else `no-reply@<site domain>`, else `no-reply@fluentia.app`. */
export function sesFromAddress(options: { domain?: string | undefined; sesFrom?: string | undefined }): string {
  const address = options.sesFrom ?? `no-reply@${options.domain ?? 'fluentia.app'}`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new ConfigError(
      `sesFrom ${JSON.stringify(address)} is not an e-mail address: pass e.g. -c sesFrom=no-reply@example.com.`,
    );
  }
  return address;
}

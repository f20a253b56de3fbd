import { environment } from '../lib/config';
import { readSecretString } from '../lib/secrets';

/**
 * The payment providers' keys (docs/deploy.md, "Payment keys"). On AWS they live in one Secrets
 * Manager secret per environment (PAYMENT_KEYS_SECRET names it), read on first use and cached for
 * five minutes, so a cold start that never pays reads nothing and a rotated key is picked up
 * without a deploy. Locally, and in the suites, the same fields come from the environment (the
 * sandbox's own keys, infra/local/stack.ts).
 */
export interface PaymentKeys {
  paytmMid?: string;
  paytmMerchantKey?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
}

const CACHE_MS = 5 * 60_000;
let cached: { at: number; keys: Promise<PaymentKeys> } | undefined;

function fromEnvironment(env: NodeJS.ProcessEnv): PaymentKeys {
  const keys: PaymentKeys = {};
  if (env.PAYTM_MID) keys.paytmMid = env.PAYTM_MID;
  if (env.PAYTM_MERCHANT_KEY) keys.paytmMerchantKey = env.PAYTM_MERCHANT_KEY;
  if (env.STRIPE_SECRET_KEY) keys.stripeSecretKey = env.STRIPE_SECRET_KEY;
  if (env.STRIPE_WEBHOOK_SECRET) keys.stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return keys;
}

/** Only non-empty strings count: the secret is created with empty placeholders (infra/data/secrets.ts). */
export function parseSecret(text: string | undefined): PaymentKeys {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '{}');
  } catch {
    throw new Error('The payment keys secret is not JSON.');
  }
  const keys: PaymentKeys = {};
  for (const name of ['paytmMid', 'paytmMerchantKey', 'stripeSecretKey', 'stripeWebhookSecret'] as const) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim()) keys[name] = value.trim();
  }
  return keys;
}

async function fromSecret(secretId: string): Promise<PaymentKeys> {
  return parseSecret(await readSecretString(secretId));
}

export function paymentKeys(env: NodeJS.ProcessEnv = environment(), now = Date.now()): Promise<PaymentKeys> {
  if (cached && now - cached.at < CACHE_MS) return cached.keys;
  const secretId = env.PAYMENT_KEYS_SECRET;
  const keys = secretId ? fromSecret(secretId) : Promise.resolve(fromEnvironment(env));
  cached = { at: now, keys };
  // A failed read is not cached: the next payment tries again.
  keys.catch(() => {
    if (cached?.keys === keys) cached = undefined;
  });
  return keys;
}

/** Tests only: forget the cached keys. */
export function forgetPaymentKeys(): void {
  cached = undefined;
}

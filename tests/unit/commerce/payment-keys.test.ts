import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { forgetPaymentKeys, parseSecret, paymentKeys } from '../../../functions/commerce/payment-keys';
import { outcomeOf, rebase, toCents } from '../../../functions/commerce/stripe-api';

/** Payment keys: Secrets Manager on AWS (read on first use, cached five minutes), the environment locally. */
const sm = mockClient(SecretsManagerClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  sm.restore();
});
afterEach(() => {
  sm.reset();
  forgetPaymentKeys();
});

describe('payment keys', () => {
  it('come from the environment when no secret is configured (the local stack)', async () => {
    expect(await paymentKeys({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 0)).toEqual({
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
    });
    expect(sm.calls()).toHaveLength(0);
  });

  it('are read from the secret once, kept five minutes, then read again', async () => {
    sm.on(GetSecretValueCommand).resolves({
      SecretString: JSON.stringify({
        paytmMid: 'MID1',
        paytmMerchantKey: 'k',
        stripeSecretKey: 'sk_live_1',
        stripeWebhookSecret: '',
        placeholder: 'x',
      }),
    });
    const env = { PAYMENT_KEYS_SECRET: 'arn:aws:secretsmanager:ap-south-1:1:secret:fluentia/dev/payment-keys' };
    const first = await paymentKeys(env, 1_000);
    expect(first).toEqual({ paytmMid: 'MID1', paytmMerchantKey: 'k', stripeSecretKey: 'sk_live_1' });
    await paymentKeys(env, 1_000 + 299_000);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(sm.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({ SecretId: env.PAYMENT_KEYS_SECRET });
    await paymentKeys(env, 1_000 + 301_000);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('does not keep a failed read, and treats the placeholders as no key', async () => {
    sm.on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: '{"stripeSecretKey":""}' });
    const env = { PAYMENT_KEYS_SECRET: 'fluentia/dev/payment-keys' };
    await expect(paymentKeys(env, 0)).rejects.toThrow('throttled');
    expect(await paymentKeys(env, 1)).toEqual({});
    expect(() => parseSecret('not json')).toThrow('not JSON');
  });
});

describe('the Stripe adapter’s pure parts', () => {
  it('counts cents, rewrites Stripe’s origin to the sandbox, and reads a session’s outcome', () => {
    expect(toCents(29)).toBe(2900);
    expect(toCents(26.5)).toBe(2650);
    expect(
      rebase('https://api.stripe.com/v1/checkout/sessions/cs_1?expand=x', 'http://127.0.0.1:3000/_local/stripe'),
    ).toBe('http://127.0.0.1:3000/_local/stripe/v1/checkout/sessions/cs_1?expand=x');
    const session = {
      id: 'cs_1',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2900,
      currency: 'usd',
      metadata: { order_id: 'FL-1', user_id: 'u1' },
      payment_intent: 'pi_1',
    };
    expect(outcomeOf(session)).toEqual({
      orderId: 'FL-1',
      userId: 'u1',
      sessionId: 'cs_1',
      state: 'paid',
      amount: 29,
      currency: 'USD',
      transId: 'pi_1',
      completedAt: expect.any(String),
    });
    // Paid no later than the session's end: a webhook delivered late still counts inside the order's hold.
    expect(outcomeOf({ ...session, expires_at: 1_700_000_000 }).completedAt).toBe(
      new Date(1_700_000_000_000).toISOString(),
    );
    expect(outcomeOf({ ...session, status: 'expired', payment_status: 'unpaid', payment_intent: null }).state).toBe(
      'expired',
    );
    expect(outcomeOf({ ...session, status: 'open', payment_status: 'unpaid', metadata: null }).orderId).toBe('');
  });
});

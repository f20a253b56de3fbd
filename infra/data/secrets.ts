import { type RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { SecretId } from '../api/route-grants';

/**
 * The environment's Secrets Manager secrets (docs/deploy.md, "Payment keys"). CDK creates each one
 * with empty placeholder fields, so a first deploy needs nothing by hand and a gateway without keys
 * answers 'This payment method is not available'; operators then put the real values. The template
 * never holds a key: later deploys leave the value alone (the generated field only exists at creation).
 */
export const secretFields: Record<SecretId, readonly string[]> = {
  paymentKeys: ['paytmMid', 'paytmMerchantKey', 'stripeSecretKey', 'stripeWebhookSecret'],
};

/** The variable that tells a function which secret to read (functions/commerce/payment-keys.ts). */
export const secretEnvVar: Record<SecretId, string> = { paymentKeys: 'PAYMENT_KEYS_SECRET' };

export function secretName(env: string, id: SecretId): string {
  return id === 'paymentKeys' ? `fluentia/${env}/payment-keys` : `fluentia/${env}/${id}`;
}

export function createSecrets(scope: Construct, env: string, removalPolicy: RemovalPolicy): Record<SecretId, Secret> {
  const make = (id: SecretId) =>
    new Secret(scope, `Secret-${id}`, {
      secretName: secretName(env, id),
      description: `Fluentia ${env}: ${secretFields[id].join(', ')} (JSON). Empty until an operator puts the real values.`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify(Object.fromEntries(secretFields[id].map((f) => [f, '']))),
        generateStringKey: 'placeholder',
      },
      removalPolicy,
    });
  return { paymentKeys: make('paymentKeys') };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, logicalId, roleActions, roleStatements, synth, template, resources } from './support';

/** Least privilege for commerce: the catalogue routes read; only the payment routes write, and only processpayment writes bills and sends the receipt. */
let dev: FluentiaApp;
let prod: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

const actions = (id: string) => [...roleActions(allFunctions(dev).get(id)!.fn)].filter((a) => !a.startsWith('xray:'));
const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:PutObject'];

describe('commerce grants', () => {
  it('puts the commerce routes in their own API stack', () => {
    expect(Object.keys(dev.routes)).toContain('commerce');
    expect(routeEntries().filter(([, r]) => r.handler.startsWith('commerce/'))).toHaveLength(11);
  });

  it('gives the catalogue and coupon routes reads only', () => {
    for (const id of ['products', 'relatedProducts', 'product', 'childProduct', 'coupon']) {
      expect(actions(id), id).toContain('dynamodb:GetItem');
      for (const w of writes) expect(actions(id), `${id} ${w}`).not.toContain(w);
    }
  });

  const settlers = ['processPayment', 'stripeWebhook', 'paytmCallback', 'paytmWebhook'];

  it("lets processpayment and the providers' callback and webhooks alone write bills and send the receipt", () => {
    for (const [id] of routeEntries().filter(([, r]) => r.handler.startsWith('commerce/'))) {
      expect(actions(id).includes('s3:PutObject'), id).toBe(settlers.includes(id));
      expect(actions(id).includes('ses:SendEmail'), id).toBe(settlers.includes(id));
    }
    expect(actions('startPayment')).not.toContain('s3:PutObject');
  });
});

describe('payment keys in Secrets Manager', () => {
  it('creates one secret per environment with empty placeholder fields, kept in prod', () => {
    const secrets = resources(template(dev.data), 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    const [, secret] = secrets[0]!;
    expect(secret.Properties.Name).toBe('fluentia/dev/payment-keys');
    expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({ paytmMid: '', paytmMerchantKey: '', stripeSecretKey: '', stripeWebhookSecret: '' });
    expect(JSON.stringify(template(dev.data).toJSON())).not.toMatch(/sk_live|sk_test|whsec_/);
    const [, kept] = resources(template(prod.data), 'AWS::SecretsManager::Secret')[0]!;
    expect(kept.Properties.Name).toBe('fluentia/prod/payment-keys');
    expect(Object.values(template(prod.data).findResources('AWS::SecretsManager::Secret'))[0]).toMatchObject({ DeletionPolicy: 'Retain' });
  });

  it('lets only the payment functions read it, and tells only them where it is', () => {
    const secretId = logicalId(dev.data, dev.data.secrets.paymentKeys);
    const readers: string[] = [];
    for (const [id, { fn }] of allFunctions(dev)) {
      const statements = roleStatements(fn).filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
      if (!statements.length) continue;
      readers.push(id);
      for (const s of statements) {
        expect([s.Action].flat(), id).toEqual(['secretsmanager:GetSecretValue']);
        expect(JSON.stringify(s.Resource), id).toContain(secretId);
      }
    }
    expect(readers.sort()).toEqual(['paytmCallback', 'paytmWebhook', 'processPayment', 'startPayment', 'stripeWebhook']);
    for (const [id, { fn }] of allFunctions(dev)) {
      const [, lambda] = resources(template(fn.stack), 'AWS::Lambda::Function').find(([logical]) => logical === logicalId(fn.stack, fn))!;
      const vars = lambda.Properties.Environment?.Variables ?? {};
      expect('PAYMENT_KEYS_SECRET' in vars, id).toBe(readers.includes(id));
      // The same functions, and only they, know the environment's Paytm gateway: staging's outside prod.
      expect(vars.PAYTM_HOST, id).toBe(readers.includes(id) ? 'https://securegw-stage.paytm.in' : undefined);
      expect(vars.PAYTM_WEBSITE, id).toBe(readers.includes(id) ? 'WEBSTAGING' : undefined);
    }
    const { fn: prodStart } = allFunctions(prod).get('startPayment')!;
    const [, lambda] = resources(template(prodStart.stack), 'AWS::Lambda::Function').find(([logical]) => logical === logicalId(prodStart.stack, prodStart))!;
    expect(lambda.Properties.Environment.Variables).toMatchObject({ PAYTM_HOST: 'https://securegw.paytm.in', PAYTM_WEBSITE: 'DEFAULT' });
  });

  it("lets the webhooks and Paytm's callback settle orders as processpayment does, and nothing more", () => {
    for (const id of ['stripeWebhook', 'paytmCallback', 'paytmWebhook']) {
      expect(actions(id).sort(), id).toEqual(actions('processPayment').sort());
      expect(routeEntries().find(([route]) => route === id)![1].access, id).toBe('public');
    }
  });
});

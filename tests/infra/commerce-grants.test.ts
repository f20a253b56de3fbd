import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, roleActions, synth } from './support';

/** Least privilege for commerce: the catalogue routes read; only the payment routes write, and only processpayment writes bills and sends the receipt. */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

const actions = (id: string) => [...roleActions(allFunctions(dev).get(id)!.fn)].filter((a) => !a.startsWith('xray:'));
const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:PutObject'];

describe('commerce grants', () => {
  it('puts the commerce routes in their own API stack', () => {
    expect(Object.keys(dev.routes)).toContain('commerce');
    expect(routeEntries().filter(([, r]) => r.handler.startsWith('commerce/'))).toHaveLength(8);
  });

  it('gives the catalogue and coupon routes reads only', () => {
    for (const id of ['products', 'relatedProducts', 'product', 'childProduct', 'coupon']) {
      expect(actions(id), id).toContain('dynamodb:GetItem');
      for (const w of writes) expect(actions(id), `${id} ${w}`).not.toContain(w);
    }
  });

  it('lets processpayment alone write bills and send the receipt', () => {
    for (const [id] of routeEntries().filter(([, r]) => r.handler.startsWith('commerce/'))) {
      expect(actions(id).includes('s3:PutObject'), id).toBe(id === 'processPayment');
      expect(actions(id).includes('ses:SendEmail'), id).toBe(id === 'processPayment');
    }
    expect(actions('startPayment')).not.toContain('s3:PutObject');
  });
});

import { describe, expect, it } from 'vitest';
import { couponPrice, gstParts, percentOff } from '#shared/commerce/pricing';
import { gstFlag } from '#shared/commerce/states';
import { billLines, billPdf } from '../../../functions/commerce/bill';
import { checkCoupon, visibleTo, type StoredCoupon, type StoredProduct } from '../../../functions/commerce/catalogue';
import { extractText } from 'unpdf';

const product = {
  product_id: 1,
  offer_price: 1499,
  original_price: 2499,
  offer_price_usd: 29,
  original_price_usd: 49,
  country: 0,
} as StoredProduct;
const coupon = (over: Partial<StoredCoupon> = {}): StoredCoupon => ({
  code: 'X',
  kind: 'percent',
  value: 10,
  productIds: [],
  validFrom: '2025-01-01',
  validTo: '2030-01-01',
  maxUses: 5,
  used: 0,
  ...over,
});

describe('prices (spec 02 §4, §9)', () => {
  it('rounds the percent off the original price', () => {
    expect(percentOff(1499, 2499)).toBe(40);
    expect(percentOff(2499, 2499)).toBe(0);
  });

  it('takes a percent or a flat amount off, never below 1', () => {
    expect(couponPrice(1499, { kind: 'percent', value: 10 }, 'INR')).toBe(1349);
    expect(couponPrice(1499, { kind: 'flat', value: 200 }, 'INR')).toBe(1299);
    expect(couponPrice(29, { kind: 'flat', value: 200, value_usd: 3 }, 'USD')).toBe(26);
    expect(couponPrice(100, { kind: 'flat', value: 500 }, 'INR')).toBe(1);
  });

  it('sets the GST flag N for Tamil Nadu only, and splits inclusive prices into taxable value and tax', () => {
    expect(gstFlag('Tamil Nadu')).toBe('N');
    expect(gstFlag('Kerala')).toBe('Y');
    expect(gstParts(1180)).toEqual({ taxable: 1000, tax: 180 });
  });
});

describe('coupons', () => {
  it('apply within their dates, products and uses', () => {
    expect(checkCoupon(coupon(), product, 'INR', '2026-11-24')).toMatchObject({
      result: 'valid',
      discounted_price: 1349,
      discount_price: 150,
    });
    expect(checkCoupon(undefined, product, 'INR', '2026-11-24').result).toBe('This coupon code is not valid.');
    expect(checkCoupon(coupon({ productIds: [2] }), product, 'INR', '2026-11-24').result).toBe(
      'This coupon cannot be used for this course.',
    );
    expect(checkCoupon(coupon({ validTo: '2026-11-23' }), product, 'INR', '2026-11-24').result).toBe(
      'This coupon has expired.',
    );
    expect(checkCoupon(coupon({ validFrom: '2026-12-01' }), product, 'INR', '2026-11-24').result).toBe(
      'This coupon cannot be used yet.',
    );
    expect(checkCoupon(coupon({ used: 5 }), product, 'INR', '2026-11-24').result).toBe(
      'This coupon has been fully used.',
    );
  });
});

describe('the catalogue by country (spec 02 §7)', () => {
  it('shows both-country products to everyone, domestic ones in India, international ones abroad', () => {
    const of = (country: 0 | 1 | 2) => ({ ...product, country }) as StoredProduct;
    expect([0, 1, 2].map((c) => visibleTo(of(c as 0 | 1 | 2), false))).toEqual([true, true, false]);
    expect([0, 1, 2].map((c) => visibleTo(of(c as 0 | 1 | 2), true))).toEqual([true, false, true]);
  });
});

describe('the bill', () => {
  const order = {
    orderId: 'FL-1',
    userId: 'u',
    status: 'paid',
    productId: 1,
    productName: 'Everyday English',
    amount: 1180,
    currency: 'INR',
    paymentType: 'paytm',
    stateName: 'Tamil Nadu',
    isGst: 'N',
    orderedAt: '2026-11-24T10:00:00.000Z',
    paidAt: '2026-11-24T10:01:00.000Z',
    transId: 'T1',
  } as const;
  it('shows CGST and SGST within Tamil Nadu and IGST elsewhere', () => {
    expect(billLines(order)).toEqual([
      ['Taxable value', 'INR 1000.00'],
      ['CGST 9%', 'INR 90.00'],
      ['SGST 9%', 'INR 90.00'],
      ['Total (GST included)', 'INR 1180.00'],
    ]);
    expect(billLines({ ...order, isGst: 'Y' })).toContainEqual(['IGST 18%', 'INR 180.00']);
  });

  it('is a PDF with the invoice’s content', async () => {
    const { text } = await extractText(await billPdf({ ...order }, { name: 'Ravi Kumar', state: 'Tamil Nadu' }), {
      mergePages: true,
    });
    for (const part of ['Tax Invoice', 'FL-1', 'Ravi Kumar', 'Everyday English', 'CGST 9%', 'INR 1180.00'])
      expect(text).toContain(part);
  });
});

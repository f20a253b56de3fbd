import { AppError } from '#shared/errors';
import { gstFlag } from '#shared/commerce/states';
import type { Currency } from '#shared/commerce/pricing';
import { heldProducts } from '../core/child-licences';
import type { Buyer } from './buyer';
import type { StoredProduct } from './catalogue';
import { amountText } from '#shared/commerce/pricing';

/**
 * What startpayment checks of an order's terms before it is made (docs/decisions.md, "Buyer
 * journeys"): who it is for, the state, and that the price is the one the buyer was shown.
 */

/**
 * A children's product is bought for one child, and a child is bought only children's products:
 * a licence nobody can use, or an adult course on a child's account, is a purchase to refuse, and so
 * is a product the child already holds (it would be a second licence for nothing).
 */
export async function requireBuyable(product: StoredProduct, buyer: Buyer): Promise<void> {
  if (product.for_child && !buyer.child) throw new AppError('childRequired');
  if (!buyer.child) return;
  if (!product.for_child) throw new AppError('productNotForChild');
  // Spec 02 §8: a child's purchase needs the child's class ('Child Token not found!' without one).
  if (!buyer.child.child.grade) throw new AppError('childNotFound');
  if (heldProducts(buyer.child.link).has(String(product.product_id))) throw new AppError('childAlreadyLicensed');
}

/**
 * Rupees need the buyer's state (spec 02 §4 'Please select State'; Tamil Nadu decides CGST + SGST).
 * A dollar order is an export: no Indian state is asked or kept, and its bill has no GST.
 */
export function stateFor(currency: Currency, state: string | undefined): { stateName?: string; isGst?: 'Y' | 'N' } {
  if (currency === 'USD') return {};
  if (!state)
    throw new AppError('validation', { message: 'Please select State', fields: { state_name: 'Please select State' } });
  return { stateName: state, isGst: gstFlag(state) };
}

/** The price the page showed must be the price charged: a different one is refused, never charged silently. */
export function requireExpectedPrice(expected: number | undefined, amount: number, currency: Currency): void {
  if (expected === undefined || amountText(expected) === amountText(amount)) return;
  const price = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  }).format(amount);
  throw new AppError('priceChanged', {
    message: `The price is now ${price}. Please check it and press Buy Now again.`,
  });
}

/**
 * What other areas may use of commerce (its facade: docs/architecture.md, "Facades between areas"): the orders
 * and bills the history lists, and the product offer shown when a test is finished.
 */
export type { StoredOrder } from './orders';
export { issueBill, keepBillWithoutName } from './bill';
export { productPromo } from './promo';

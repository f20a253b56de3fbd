import type { Product } from '#shared/api/contract-commerce';
import type { CouponTerms, Currency } from '#shared/commerce/pricing';
import type { PaymentType } from '#shared/schemas/commerce';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { partitions } from '../data/keys';
import type { Expression, TransactItem } from '../lib/transactions';
import * as z from 'zod/mini';
import { checkedAs, oneOf, parseItems, parseOptional, type ItemSchema } from '../lib/stored-items';

export interface StoredOrder {
  orderId: string;
  userId: string;
  status: 'created' | 'paid' | 'failed';
  productId: number;
  productName: string;
  amount: number;
  currency: Currency;
  paymentType: PaymentType;
  coupon?: string;
  /** The buyer's Indian state (GST); absent on a dollar order, an export with no state and no GST. */
  stateName?: string;
  isGst?: 'Y' | 'N';
  childId?: string;
  affiliate?: string;
  orderedAt: string;
  paidAt?: string;
  transId?: string;
  /** When the learner's return was answered with the success page (a webhook pays without one). */
  confirmedAt?: string;
  /** Key of the bill PDF in the generated bucket (History shows 'Bill not generated yet.' until then). */
  billKey?: string;
  /** The end of the price hold (ISO). */
  holdUntil?: string;
  /** The table's TTL, while the order is unpaid (./order-hold.ts). */
  expiresAt?: number;
  failedReason?: string;
  /** The provider took money this order cannot keep (coupon used up, hold ended): support refunds it. */
  refundDue?: boolean;
}

export interface StoredCoupon extends CouponTerms {
  code: string;
  /** Products it applies to; empty for every product. */
  productIds: number[];
  /** India dates, inclusive. */
  validFrom: string;
  validTo: string;
  maxUses: number;
  used: number;
}

export type StoredProduct = Omit<Product, 'percent_off' | 'is_purchased' | 'is_parentpurchased'> & {
  sort_order: number;
};

// The schemas commerce's items are read through (decision 0714).
const optionalText = z.optional(z.string());
const orderSchema: ItemSchema<StoredOrder> = z.looseObject({
  orderId: z.string(),
  userId: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  productId: z.number(),
  productName: z.string(),
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  paymentType: oneOf<PaymentType>(),
  coupon: optionalText,
  stateName: optionalText,
  isGst: z.optional(z.enum(['Y', 'N'])),
  childId: optionalText,
  affiliate: optionalText,
  orderedAt: z.string(),
  paidAt: optionalText,
  transId: optionalText,
  confirmedAt: optionalText,
  billKey: optionalText,
  holdUntil: optionalText,
  expiresAt: z.optional(z.number()),
  failedReason: optionalText,
  refundDue: z.optional(z.boolean()),
});
const couponSchema: ItemSchema<StoredCoupon> = z.looseObject({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number(),
  value_usd: z.optional(z.number()),
  productIds: z.array(z.number()),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number(),
  used: z.number(),
});
/** Products come from the content importer, which validated them whole; what prices and grants use is checked. */
const productSchema = checkedAs<StoredProduct>(
  z.looseObject({
    product_id: z.number(),
    product_name: z.string(),
    offer_price: z.number(),
    offer_price_usd: z.number(),
    courses: z.array(z.number()),
    sort_order: z.number(),
  }),
);
const orderRefSchema = z.looseObject({ userId: z.string() });
const mergeJournalSchema = z.looseObject({ primaryId: optionalText });

/**
 * The commerce area's store: the only place it reads or writes DynamoDB (keys in functions/data/keys.ts).
 * Products (one partition) and coupons from the content importer; orders under their buyer with a
 * reference by order id; the payment page's log lines. The rules (a coupon's limit, an order paid
 * once) are the conditions the callers pass in with the transaction items below.
 */

async function get<T>(Key: Record<string, unknown>, schema: ItemSchema<T>, consistent = false): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return parseOptional(schema, Item);
}

/** Every product of the catalogue (one Query of its partition), in no particular order. */
export async function readProducts(): Promise<StoredProduct[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partitions.products },
    }),
  );
  return parseItems(productSchema, result.Items);
}

export const readProduct = (productId: number) => get(keys.product(productId), productSchema);
export const readCoupon = (code: string) => get(keys.coupon(code), couponSchema, true);
export const readOrder = (userId: string, orderId: string) => get(keys.order(userId, orderId), orderSchema, true);
/** Which user an order was made under (Paytm names only the order). */
export const readOrderRef = (orderId: string) => get(keys.orderRef(orderId), orderRefSchema, true);
/** The account a merged-away account went into, if it was merged (its merge journal). */
export const readMergeJournal = (secondaryId: string) => get(keys.mergeJournal(secondaryId), mergeJournalSchema, true);

/** One update of an order (its condition, if any, in `expression`). */
export async function updateOrder(userId: string, orderId: string, expression: Expression): Promise<void> {
  await db().send(new UpdateCommand({ TableName: mainTable(), Key: keys.order(userId, orderId), ...expression }));
}

/** A payment page's log line, under the payer, deleted by its TTL. */
export async function putPaymentLog(
  userId: string,
  at: string,
  id: string,
  logData: unknown,
  expiresAt: number,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: { ...keys.paymentLog(userId, at, id), entity: 'paymentLog', logData, at, expiresAt },
    }),
  );
}

/** The items of the transactions that make, pay and fail orders. */
export const orderItems = {
  /** A new order: fails when the id is taken. */
  putOrder: (order: StoredOrder, expiresAt: number): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.order(order.userId, order.orderId), entity: 'order', ...order, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** Which user the order is under, for Paytm's callback and webhook. */
  putOrderRef: (orderId: string, userId: string, expiresAt: number): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.orderRef(orderId), entity: 'orderRef', userId, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  updateOrder: (userId: string, orderId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.order(userId, orderId), ...expression },
  }),
  updateCoupon: (code: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.coupon(code), ...expression },
  }),
  /** A course the order grants, on the buyer's enrolment of it. */
  updateEnrolment: (userId: string, courseId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.enrolment(userId, courseId), ...expression },
  }),
};

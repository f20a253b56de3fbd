import type { Currency } from '../commerce/pricing';
import type { PaymentType } from '../schemas/commerce';

/**
 * Commerce data (spec 02 §3 Product, Coupon result, Payment start response). Referenced from `ResponseData` in
 * contract.ts.
 */
export type ProductType =
  'COACH' | 'LEARN' | 'WORKPRO' | 'LIVE' | 'TEACHPRO' | 'LIVEJUNIOR' | 'CHALLENGE' | 'CERTIFICATE';

export interface Product {
  product_id: number;
  product_name: string;
  product_name_slug: string;
  product_tag_line: string;
  product_type: ProductType;
  /** Skills, pipe separated: 'R|W|L|S'. */
  product_tags: string;
  product_icon_url: string | null;
  product_video_url: string | null;
  /** HTML; the web sanitises it before showing it. */
  product_description: string;
  offer_price: number;
  original_price: number;
  offer_price_usd: number;
  original_price_usd: number;
  /** Rounded percent off the original price in rupees. */
  percent_off: number;
  preview_details: Array<{ course_id: number; course_title: string; course_description: string }>;
  /** Days of access a purchase grants. */
  grants: number;
  grant_name: string;
  country: 0 | 1 | 2;
  is_purchased: boolean;
  is_parentpurchased: boolean;
  courses: number[];
  /** A children's product: a licence a parent buys for one child (spec 01 §4), not a course of their own. */
  for_child: boolean;
}

export interface CouponResult {
  /** 'valid', or the reason it is not. */
  result: string;
  discounted_price: number;
  /** The saving. */
  discount_price: number;
  currency: Currency;
}

export interface PaymentStart {
  /** The order's number, amount and currency (spec 02 §3). */
  params: { ORDER_ID: string; TXN_AMOUNT: string; CURRENCY: Currency };
  /** Kept for the spec's shape: empty, since no checksum travels through the browser (Paytm signs server to server). */
  CHECKSUMHASH: string;
  payment_type: PaymentType;
  trans_id: string;
  inr_price: number;
  isChildCourse: boolean;
  /** Paytm's transaction token from Initiate Transaction (15 minutes); empty for Stripe. */
  txnToken: string;
  sub_action_url: string;
  /** The provider's page: Paytm's Show Payment Page, or Stripe Checkout's. */
  postUrl: string;
  /** POST: auto-post `form` to `postUrl` (Paytm); GET: open `postUrl` (Stripe Checkout). */
  post_method: 'POST' | 'GET';
  /** Exactly the fields the browser posts to `postUrl` (Paytm: mid, orderId, txnToken). */
  form: Record<string, string>;
  /** Until when the order holds its price (docs/commerce.md, "Orders expire"). */
  order_expires_at: string;
}

export interface PaymentResult {
  /**
   * 'pending' while the bank has not confirmed (processpayment answers code 202; the webhook settles it later), else
   * 'paid'.
   */
  payment_status?: 'paid' | 'pending';
  order_id: string;
  trans_id: string;
  product_id: number;
  product_name: string;
  amount: number;
  currency: Currency;
  isChildCourse: boolean;
  child_id: string | null;
  courses: number[];
}

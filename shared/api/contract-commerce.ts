import type { Currency } from '../commerce/pricing';
import type { PaymentType } from '../schemas/commerce';

/** Commerce data (spec 02 §3 Product, Coupon result, Payment start response). Referenced from `ResponseData` in contract.ts. */
export type ProductType = 'COACH' | 'LEARN' | 'WORKPRO' | 'LIVE' | 'TEACHPRO' | 'LIVEJUNIOR' | 'CHALLENGE' | 'CERTIFICATE';

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
  params: { ORDER_ID: string; TXN_AMOUNT: string; CURRENCY: Currency; [field: string]: string };
  CHECKSUMHASH: string;
  payment_type: PaymentType;
  trans_id: string;
  inr_price: number;
  isChildCourse: boolean;
  txnToken: string;
  sub_action_url: string;
  /** Where the hidden form posts (the provider's page; locally the sandbox gateway). */
  postUrl: string;
  /** POST: auto-post the hidden form (Paytm, the sandbox); GET: open `postUrl` (Stripe Checkout). */
  post_method: 'POST' | 'GET';
}

export interface PaymentResult {
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

import type { CertificateItem, OrderItem } from '#shared/api/contract-accounts';
import * as z from 'zod/mini';
import { certificateSchema } from '../core/certificate-record';
import type { ItemSchema } from '../lib/stored-items';
import { objectUrl } from '../lib/object-links';
import { log } from '../lib/log';
import { userItems } from '../lib/user-items';
import { getUser } from '../core/users';
import { prefixes } from '../data/keys';
// Static, not import(): a lazily imported module makes esbuild evaluate whole SDK packages at start
// (docs/performance.md); the PDF and S3 parts load from kits.
import { issueBill, type StoredOrder as PaidOrder } from '../commerce/facade';

/**
 * The History tables (spec 01 §2, §3): certificates (`CERT#<id>`) and orders (`ORDER#<id>`) under
 * the user. The certificate and commerce issues write them; files live in the generated bucket.
 */

export interface StoredOrder {
  orderId: string;
  productName: string;
  orderedAt: string;
  amount?: number;
  currency?: 'INR' | 'USD';
  /** Key of the bill in the generated bucket, once it exists. */
  billKey?: string;
}

const orderSchema: ItemSchema<StoredOrder & { status?: string }> = z.looseObject({
  orderId: z.string(),
  productName: z.string(),
  orderedAt: z.string(),
  amount: z.optional(z.number()),
  currency: z.optional(z.enum(['INR', 'USD'])),
  billKey: z.optional(z.string()),
  status: z.optional(z.string()),
});

export async function listCertificates(userId: string): Promise<CertificateItem[]> {
  const items = await userItems(userId, prefixes.certificate, certificateSchema);
  items.sort((a, b) => b.attemptDate.localeCompare(a.attemptDate));
  return Promise.all(
    items.map(async (c) => ({
      attempt_date: c.attemptDate,
      cert_id: c.certId,
      cert_name: c.certName,
      cert_url: await objectUrl('generated', c.fileKey),
      course_name: c.courseName,
      linkedin_org_id: c.linkedinOrgId ?? null,
    })),
  );
}

/** How many missing bills one History request makes at most (each a PDF and two writes). */
const LATE_BILLS_PER_REQUEST = 3;

/**
 * Paid orders only: started and failed ones stay for support, not for the learner's History. A paid
 * order without a bill (bought before the learner gave a name: spec 01 §5 'Please update your Name
 * here to generate your bill.') gets its bill here, on the first History request after the name is
 * saved; until then `bill_status` says which message to show.
 */
export async function listOrders(userId: string): Promise<OrderItem[]> {
  const [all, user] = await Promise.all([userItems(userId, prefixes.order, orderSchema), getUser(userId)]);
  const items = all.filter((o) => o.status === undefined || o.status === 'paid');
  items.sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
  const name = user?.fullName?.trim();
  const missing = items.filter((o) => o.status === 'paid' && !o.billKey).slice(0, LATE_BILLS_PER_REQUEST);
  if (name && missing.length) {
    await Promise.all(
      missing.map(async (o) => {
        o.billKey = await issueBill(o as unknown as PaidOrder, name).catch(
          (error: unknown) => (
            log.warn('history.bill_failed', { orderId: o.orderId, error: String(error) }),
            undefined
          ),
        );
      }),
    );
  }
  return Promise.all(
    items.map(async (o) => ({
      product_name: o.productName,
      order_id: o.orderId,
      bill: await objectUrl('generated', o.billKey),
      bill_status: o.billKey ? 'ready' : name ? 'pending' : 'name_needed',
      amount: o.amount ?? null,
      currency: o.currency ?? null,
      ordered_at: o.orderedAt,
    })),
  );
}

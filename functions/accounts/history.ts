import type { CertificateItem, OrderItem } from '#shared/api/contract-accounts';
import { objectUrl } from '../lib/object-links';
import { userItems } from '../data/user-items';

/**
 * The History tables (spec 01 §2, §3): certificates (`CERT#<id>`) and orders (`ORDER#<id>`) under
 * the user. The certificate and commerce issues write them; files live in the generated bucket.
 */
export interface StoredCertificate {
  certId: string;
  certName: string;
  courseName: string;
  /** India date of the attempt the certificate is for. */
  attemptDate: string;
  fileKey?: string;
  linkedinOrgId?: string;
}

export interface StoredOrder {
  orderId: string;
  productName: string;
  orderedAt: string;
  amount?: number;
  currency?: 'INR' | 'USD';
  /** Key of the bill in the generated bucket, once it exists. */
  billKey?: string;
}

export async function listCertificates(userId: string): Promise<CertificateItem[]> {
  const items = await userItems<StoredCertificate>(userId, 'CERT#');
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

/** Paid orders only: started and failed ones stay for support, not for the learner's History. */
export async function listOrders(userId: string): Promise<OrderItem[]> {
  const items = (await userItems<StoredOrder & { status?: string }>(userId, 'ORDER#')).filter((o) => o.status === undefined || o.status === 'paid');
  items.sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
  return Promise.all(
    items.map(async (o) => ({
      product_name: o.productName,
      order_id: o.orderId,
      bill: await objectUrl('generated', o.billKey),
      amount: o.amount ?? null,
      currency: o.currency ?? null,
      ordered_at: o.orderedAt,
    })),
  );
}

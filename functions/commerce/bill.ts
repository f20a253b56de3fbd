import { GST_RATE } from '#shared/commerce/states';
import { gstParts } from '#shared/commerce/pricing';
import type { StoredOrder } from './orders';
import { winAnsi } from '../lib/pdf-text';
import { loadPdfKit } from '../lib/load-pdf-kit';
import { loadS3 } from '../lib/load-s3';
import { config, setting } from '../lib/config';
import { updateOrder } from './store';

/**
 * The bill of a paid order: a GST tax invoice as a PDF (pdf-lib; the standard fonts have no ₹ sign,
 * so amounts read 'INR'). Prices include 18 % GST: within Tamil Nadu (the seller's state, `isGst`
 * N) it is CGST 9 % + SGST 9 %, elsewhere IGST 18 % (spec 02 §9). Seller details come from the
 * environment (BILL_SELLER_*), so each deployment bills as its own company. A dollar order is an
 * export of services: an 'Invoice' in dollars with no Indian state, no GSTIN and no GST lines.
 */
export interface BillParty {
  name: string;
  /** The buyer's Indian state; absent for a dollar order (an export: no state, no GST). */
  state?: string | undefined;
}

const seller = () => ({
  name: setting('BILL_SELLER_NAME') ?? 'Fluentia Learning (demo seller)',
  address: setting('BILL_SELLER_ADDRESS') ?? 'Chennai, Tamil Nadu, India',
  gstin: setting('BILL_SELLER_GSTIN') ?? 'GSTIN not configured',
});

export function billKey(userId: string, orderId: string): string {
  return `bills/${userId}/${orderId}.pdf`;
}

export function billLines(order: Pick<StoredOrder, 'amount' | 'currency' | 'isGst'>): Array<[string, string]> {
  const money = (n: number) => `${order.currency} ${n.toFixed(2)}`;
  if (order.currency !== 'INR') return [['Total', money(order.amount)]];
  const { taxable, tax } = gstParts(order.amount, GST_RATE);
  const half = Math.round((tax / 2) * 100) / 100;
  const taxes: Array<[string, string]> =
    order.isGst === 'N'
      ? [
          ['CGST 9%', money(half)],
          ['SGST 9%', money(Math.round((tax - half) * 100) / 100)],
        ]
      : [['IGST 18%', money(tax)]];
  return [['Taxable value', money(taxable)], ...taxes, ['Total (GST included)', money(order.amount)]];
}

export async function billPdf(order: StoredOrder, buyer: BillParty): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfKit();
  const rupees = order.currency === 'INR';
  const doc = await PDFDocument.create();
  doc.setTitle(`${rupees ? 'Tax invoice' : 'Invoice'} ${order.orderId}`);
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (value: string, x: number, options: { size?: number; strong?: boolean } = {}) =>
    page.drawText(winAnsi(value), {
      x,
      y,
      size: options.size ?? 11,
      font: options.strong ? bold : font,
      color: rgb(0.1, 0.1, 0.15),
    });
  const lines = (values: string[], options: { strong?: boolean } = {}) => {
    for (const value of values) {
      text(value, 50, options);
      y -= 16;
    }
  };
  const s = seller();
  // A dollar order is an export of services: an invoice in dollars, with no Indian state and no GST.
  text(rupees ? 'Tax Invoice' : 'Invoice', 50, { size: 22, strong: true });
  y -= 36;
  lines(rupees ? [s.name, s.address, s.gstin] : [s.name, s.address]);
  y -= 12;
  text(`Invoice number: ${order.orderId}`, 50, { strong: true });
  y -= 16;
  lines([
    `Date: ${(order.paidAt ?? order.orderedAt).slice(0, 10)}`,
    `Payment reference: ${order.transId ?? order.orderId}`,
  ]);
  y -= 12;
  lines(['Billed to'], { strong: true });
  lines([buyer.name, rupees && buyer.state ? `State: ${buyer.state}` : 'Place of supply: outside India']);
  y -= 16;
  text('Item', 50, { strong: true });
  if (rupees) text('SAC', 330, { strong: true });
  text('Amount', 430, { strong: true });
  y -= 18;
  text(order.productName.slice(0, 48), 50);
  if (rupees) text('999293', 330);
  text(`${order.currency} ${order.amount.toFixed(2)}`, 430);
  y -= 30;
  for (const [label, value] of billLines(order)) {
    text(label, 300, { strong: label.startsWith('Total') });
    text(value, 430, { strong: label.startsWith('Total') });
    y -= 18;
  }
  y -= 20;
  text('Thank you for learning with Fluentia.', 50, { size: 10 });
  return doc.save();
}

/** Makes and stores the bill, and records its key on the order; nothing without the buyer's name. */
export async function issueBill(order: StoredOrder, buyerName: string | undefined): Promise<string | undefined> {
  if (!buyerName?.trim()) return undefined;
  const key = billKey(order.userId, order.orderId);
  await storeBill(key, await billPdf(order, { name: buyerName.trim(), state: order.stateName }));
  await updateOrder(order.userId, order.orderId, {
    UpdateExpression: 'SET billKey = :key',
    ExpressionAttributeValues: { ':key': key },
  });
  return key;
}

/** What an erased buyer's kept bill says instead of their name. */
const ERASED_BUYER = 'Name removed at the buyer’s request';

/**
 * The bill of an order whose buyer was erased, made again without their name and kept under the order
 * alone (`bills/erased/<orderId>.pdf`): the law keeps the bill, the erase removes the person (decision 0801).
 */
export async function keepBillWithoutName(order: Omit<StoredOrder, 'userId'>): Promise<string> {
  const key = `bills/erased/${order.orderId}.pdf`;
  await storeBill(key, await billPdf({ ...order, userId: '' }, { name: ERASED_BUYER, state: order.stateName }));
  return key;
}

async function storeBill(key: string, body: Uint8Array): Promise<void> {
  const { s3, PutObjectCommand } = await loadS3();
  await s3().send(
    new PutObjectCommand({
      Bucket: config().bucket('generated'),
      Key: key,
      Body: body,
      ContentType: 'application/pdf',
    }),
  );
}

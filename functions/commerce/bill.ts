import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GST_RATE } from '#shared/commerce/states';
import { gstParts } from '#shared/commerce/pricing';
import type { StoredOrder } from './orders';
import { winAnsi } from '../lib/pdf-text';
import { loadPdfKit } from '../lib/load-pdf-kit';
import { loadS3Kit } from '../lib/load-s3-kit';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';

/**
 * The bill of a paid order: a GST tax invoice as a PDF (pdf-lib; the standard fonts have no ₹ sign,
 * so amounts read 'INR'). Prices include 18 % GST: within Tamil Nadu (the seller's state, `isGst`
 * N) it is CGST 9 % + SGST 9 %, elsewhere IGST 18 % (spec 02 §9). Seller details come from the
 * environment (BILL_SELLER_*), so each deployment bills as its own company.
 */
export interface BillParty {
  name: string;
  state: string;
}

const seller = () => ({
  name: process.env.BILL_SELLER_NAME ?? 'Fluentia Learning (demo seller)',
  address: process.env.BILL_SELLER_ADDRESS ?? 'Chennai, Tamil Nadu, India',
  gstin: process.env.BILL_SELLER_GSTIN ?? 'GSTIN not configured',
});

export function billKey(userId: string, orderId: string): string {
  return `bills/${userId}/${orderId}.pdf`;
}

export function billLines(order: Pick<StoredOrder, 'amount' | 'currency' | 'isGst'>): Array<[string, string]> {
  const money = (n: number) => `${order.currency} ${n.toFixed(2)}`;
  if (order.currency !== 'INR') return [['Total', money(order.amount)]];
  const { taxable, tax } = gstParts(order.amount, GST_RATE);
  const half = Math.round((tax / 2) * 100) / 100;
  const taxes: Array<[string, string]> = order.isGst === 'N' ? [['CGST 9%', money(half)], ['SGST 9%', money(Math.round((tax - half) * 100) / 100)]] : [['IGST 18%', money(tax)]];
  return [['Taxable value', money(taxable)], ...taxes, ['Total (GST included)', money(order.amount)]];
}

export async function billPdf(order: StoredOrder, buyer: BillParty): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfKit();
  const doc = await PDFDocument.create();
  doc.setTitle(`Tax invoice ${order.orderId}`);
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (value: string, x: number, options: { size?: number; strong?: boolean } = {}) =>
    page.drawText(winAnsi(value), { x, y, size: options.size ?? 11, font: options.strong ? bold : font, color: rgb(0.1, 0.1, 0.15) });
  const s = seller();
  text('Tax Invoice', 50, { size: 22, strong: true });
  y -= 36;
  for (const line of [s.name, s.address, s.gstin]) {
    text(line, 50);
    y -= 16;
  }
  y -= 12;
  text(`Invoice number: ${order.orderId}`, 50, { strong: true });
  y -= 16;
  text(`Date: ${(order.paidAt ?? order.orderedAt).slice(0, 10)}`, 50);
  y -= 16;
  text(`Payment reference: ${order.transId ?? order.orderId}`, 50);
  y -= 28;
  text('Billed to', 50, { strong: true });
  y -= 16;
  text(buyer.name, 50);
  y -= 16;
  text(`State: ${buyer.state}`, 50);
  y -= 32;
  text('Item', 50, { strong: true });
  text('SAC', 330, { strong: true });
  text('Amount', 430, { strong: true });
  y -= 18;
  text(order.productName.slice(0, 48), 50);
  text('999293', 330);
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
  const { s3, PutObjectCommand } = await loadS3Kit();
  const body = await billPdf(order, { name: buyerName.trim(), state: order.stateName });
  await s3().send(new PutObjectCommand({ Bucket: config().bucket('generated'), Key: key, Body: body, ContentType: 'application/pdf' }));
  await db().send(new UpdateCommand({ TableName: config().table('main'), Key: keys.order(order.userId, order.orderId), UpdateExpression: 'SET billKey = :key', ExpressionAttributeValues: { ':key': key } }));
  return key;
}

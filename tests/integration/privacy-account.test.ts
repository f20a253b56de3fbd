import { describe, expect, it, vi } from 'vitest';
import type { AccountDeletionData, DeletionCodeData, ExportData } from '#shared/api/contract-privacy';
import { useLocalStackDirectly } from '../support/direct-env';
import { readyExport } from '../support/privacy-export';
import { ageLastSend, latestCode } from '../support/api-client';
import { signUp } from '../support/accounts';
import { getItem, partition, setFields } from '../support/table';
import {
  answerSpoken,
  bringEraseForward,
  itemsMentioning,
  jsonOf,
  keysUnder,
  objectsMentioning,
  openDownload,
  putRaw,
  uniqueName,
} from '../support/privacy';

useLocalStackDirectly();
// Whole journeys through the local API and the jobs: minutes on a busy shared machine, never a timing assertion.
vi.setConfig({ testTimeout: 240_000 });
const { eraseDue } = await import('../../functions/privacy/erase');
const { issueBill } = await import('../../functions/commerce/bill');

/**
 * An adult's own data: the download holds every item of the account, and "delete my account" (a code,
 * the undo window, restore) ends with the account erased, its bill kept without the name, and its
 * login id free for a new account (decisions 0801, 0802).
 */
const DAY = 86_400_000;

/** A paid order with its bill, as the commerce area writes them. */
async function paidOrder(userId: string, name: string): Promise<string> {
  const orderId = `FL-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const order = {
    orderId,
    userId,
    status: 'paid' as const,
    productId: 101,
    productName: 'Everyday English for Adults',
    amount: 1499,
    currency: 'INR' as const,
    paymentType: 'course' as never,
    stateName: 'Kerala',
    isGst: 'Y' as const,
    orderedAt: new Date().toISOString(),
    paidAt: new Date().toISOString(),
    transId: `T${orderId}`,
  };
  await putRaw({ pk: `USER#${userId}`, sk: `ORDER#${orderId}`, entity: 'order', ...order });
  await putRaw({ pk: `ORDERREF#${orderId}`, sk: 'ORDER', entity: 'orderRef', userId, orderId });
  await issueBill(order, name);
  return orderId;
}

describe('an adult’s data', () => {
  it('downloads as a ZIP holding every item of the account and its recordings', async () => {
    const adult = await signUp();
    const name = uniqueName('Asha');
    await setFields(`USER#${adult.userId}`, 'PROFILE', { fullName: name });
    const recordings = await answerSpoken(adult.client, adult.userId);
    await paidOrder(adult.userId, name);

    const asked = await adult.client.post<ExportData>('/v1/privacy/export', {});
    expect(asked.body.data).toMatchObject({ status: 'building', url: null });
    const ready = await readyExport(adult.client);
    expect(ready).toMatchObject({ status: 'ready', url: expect.stringContaining('exports/') });
    expect(Date.parse(ready.expires_at!) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const files = await openDownload(ready.url!);
    const stored = await partition(`USER#${adult.userId}`);
    const exported = jsonOf<Array<{ sk: string }>>(files, 'all-items.json').map((i) => i.sk);
    expect(exported.sort()).toEqual(stored.map((i) => String(i.sk)).sort());
    expect(JSON.stringify(jsonOf(files, 'all-items.json'))).not.toContain('pinHash');
    expect(jsonOf<Array<{ status: string }>>(files, 'bills.json')).toEqual([
      expect.objectContaining({ status: 'paid' }),
    ]);
    expect(jsonOf<{ attempts: unknown[] }>(files, 'learning.json').attempts.length).toBeGreaterThanOrEqual(2);
    for (const key of recordings) expect(files[`files/uploads/${key}`]?.length).toBeGreaterThan(44);
    expect(Object.keys(files).some((f) => f.startsWith(`files/generated/bills/${adult.userId}/`))).toBe(true);
    expect(Buffer.from(files['README.txt']!).toString()).toContain('every record we keep');
  });

  it('is erased after "delete my account" and its window, keeping only the bill without the name', async () => {
    const adult = await signUp();
    const name = uniqueName('Kiran');
    await setFields(`USER#${adult.userId}`, 'PROFILE', { fullName: name });
    await answerSpoken(adult.client, adult.userId);
    const orderId = await paidOrder(adult.userId, name);
    expect(await objectsMentioning([name])).toEqual([expect.stringContaining(`bills/${adult.userId}/`)]);
    await adult.client.post('/v1/privacy/export', {});
    await readyExport(adult.client);
    expect(await keysUnder('generated', `exports/${adult.userId}/`)).toHaveLength(1);

    await ageLastSend(adult.loginId);
    const sent = await adult.client.post<DeletionCodeData>('/v1/privacy/delete_account_code');
    expect(sent.body.data.sent_to).toMatch(/^\*+\d{4}$/);
    expect((await adult.client.post('/v1/privacy/delete_account', { otp: '000000' })).body.code).toBe(401);
    const code = (await latestCode(adult.loginId))!;
    const deleted = await adult.client.post<AccountDeletionData>('/v1/privacy/delete_account', { otp: code });
    expect(Date.parse(deleted.body.data.erase_after!) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await adult.client.get('/v1/privacy/status')).status).toBeGreaterThanOrEqual(401); // signed out

    const requestedAt = new Date(Date.parse(deleted.body.data.erase_after!) - 7 * DAY).toISOString();
    expect((await eraseDue()).erased.find((r) => r.requestedAt === requestedAt)).toBeUndefined();
    await bringEraseForward(adult.userId);
    const run = await eraseDue();
    const report = run.erased.find((r) => r.requestedAt === requestedAt)!;
    expect(report).toMatchObject({ kind: 'adult', reason: 'accountDeleted', kept: 1 });
    expect(report.objects).toBeGreaterThanOrEqual(3); // the recording, the bill, the download

    expect(await itemsMentioning([adult.userId, name])).toEqual([]);
    expect(await objectsMentioning([adult.userId, name])).toEqual([]);
    const kept = await getItem(`ERASEDORDER#${orderId}`, 'ORDER');
    expect(kept).toMatchObject({ status: 'paid', amount: 1499, billKey: `bills/erased/${orderId}.pdf` });
    expect(kept).not.toHaveProperty('userId');
    expect(await keysUnder('generated', `bills/erased/${orderId}.pdf`)).toHaveLength(1);

    // The login id is free: signing up with it makes a new account.
    const again = await signUp({ loginId: adult.loginId });
    expect(again.userId).not.toBe(adult.userId);
  });

  it('can be restored by its owner within the window, and is then not erased', async () => {
    const adult = await signUp();
    await ageLastSend(adult.loginId);
    await adult.client.post('/v1/privacy/delete_account_code');
    const code = (await latestCode(adult.loginId))!;
    expect((await adult.client.post('/v1/privacy/delete_account', { otp: code })).status).toBe(200);

    await ageLastSend(adult.loginId);
    const back = await signUp({ loginId: adult.loginId }); // signs in to the same account
    expect(back.userId).toBe(adult.userId);
    const status = (await back.client.get<AccountDeletionData>('/v1/privacy/status')).body.data;
    expect(status.erase_after).not.toBeNull();
    const restored = await back.client.post<AccountDeletionData>('/v1/privacy/restore_account');
    expect(restored.body.data).toEqual({ erase_after: null });
    expect((await back.client.post('/v1/privacy/restore_account')).body.message).toBe(
      'This account is not set to be deleted.',
    );
    await bringEraseForward(adult.userId);
    await eraseDue();
    expect(await getItem(`USER#${adult.userId}`, 'PROFILE')).toBeDefined();
    expect((await partition('ERASURES')).filter((i) => String(i.sk).endsWith(adult.userId))).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { bundleAssets, separateBundleCommands } from '../../infra/constructs/bundling';
import { repoRoot } from '../../infra/config/paths';
import { bundleLikeLambda } from '../bench/bundle';

describe('files shipped beside a bundle', () => {
  it('name existing files for handlers of the route table', () => {
    const handlers = new Set(routeEntries().map(([, r]) => r.handler));
    for (const [handler, files] of Object.entries(bundleAssets)) {
      expect(handlers.has(handler), handler).toBe(true);
      for (const file of files ?? []) expect(existsSync(file), file).toBe(true);
    }
  });
});

/** Bundles a handler as CDK does into a fresh folder, then runs the construct's separate-bundle commands there. */
async function shipped(handler: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-kit-'));
  await bundleLikeLambda(path.join(repoRoot, 'functions', `${handler}.ts`), path.join(dir, 'index.mjs'));
  for (const command of separateBundleCommands(repoRoot, dir)) execFileSync('bash', ['-c', command]);
  return dir;
}

describe('separate bundles (the PDF kit)', () => {
  it('ship beside a function whose bundle loads them, stay out of its index.mjs, and make a PDF', async () => {
    const withPdf = await shipped('reports/routes/detail-report');
    const withoutPdf = await shipped('courses/routes/list-courses');

    expect(existsSync(path.join(withoutPdf, 'pdf-kit.mjs'))).toBe(false);
    expect(readFileSync(path.join(withPdf, 'index.mjs'), 'utf8').includes('Helvetica-BoldOblique')).toBe(false); // pdf-lib's font tables
    expect(statSync(path.join(withPdf, 'pdf-kit.mjs')).size).toBeGreaterThan(300_000);
    const kit = (await import(path.join(withPdf, 'pdf-kit.mjs'))) as typeof import('../../functions/lib/pdf-kit');
    const doc = await kit.PDFDocument.create();
    doc.addPage().drawText('Fluentia', { font: await doc.embedFont(kit.StandardFonts.Helvetica) });
    expect(Buffer.from(await doc.save()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await kit.QRCode.toBuffer('https://example.com', { type: 'png' })).subarray(1, 4).toString()).toBe('PNG');
    expect(existsSync(path.join(withPdf, 'stripe-kit.mjs'))).toBe(false); // only the kits a bundle names
  }, 60_000);

  it('ship the Stripe package beside the payment functions, outside their index.mjs', async () => {
    const dir = await shipped('commerce/routes/stripe-webhook');
    expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').includes('api.stripe.com')).toBe(false);
    const kit = (await import(path.join(dir, 'stripe-kit.mjs'))) as typeof import('../../functions/commerce/stripe-kit');
    // The webhook check works from the kit: a payload signed with the secret is read back.
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } });
    const header = kit.Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    const event = await kit.Stripe.webhooks.constructEventAsync(payload, header, 'whsec_test');
    expect(event.type).toBe('checkout.session.completed');
  }, 60_000);
});

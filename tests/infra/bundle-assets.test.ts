import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { bundleAssets } from '../../infra/constructs/bundling';

describe('files shipped beside a bundle', () => {
  it('name existing files for handlers of the route table', () => {
    const handlers = new Set(routeEntries().map(([, r]) => r.handler));
    for (const [handler, files] of Object.entries(bundleAssets)) {
      expect(handlers.has(handler), handler).toBe(true);
      for (const file of files ?? []) expect(existsSync(file), file).toBe(true);
    }
  });
});

describe('separate bundles (the PDF kit)', () => {
  it('ship beside a function whose bundle loads them, stay out of its index.mjs, and make a PDF', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, readFileSync, statSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { bundleLikeLambda } = await import('../bench/bundle');
    const { separateBundleCommands } = await import('../../infra/constructs/bundling');
    const { repoRoot } = await import('../../infra/config/paths');

    const withPdf = mkdtempSync(path.join(os.tmpdir(), 'fluentia-kit-'));
    const withoutPdf = mkdtempSync(path.join(os.tmpdir(), 'fluentia-kit-'));
    await bundleLikeLambda(path.join(repoRoot, 'functions/reports/routes/detail-report.ts'), path.join(withPdf, 'index.mjs'));
    await bundleLikeLambda(path.join(repoRoot, 'functions/courses/routes/list-courses.ts'), path.join(withoutPdf, 'index.mjs'));
    for (const dir of [withPdf, withoutPdf]) for (const command of separateBundleCommands(repoRoot, dir)) execFileSync('bash', ['-c', command]);

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
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { bundleLikeLambda } = await import('../bench/bundle');
    const { separateBundleCommands } = await import('../../infra/constructs/bundling');
    const { repoRoot } = await import('../../infra/config/paths');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-kit-'));
    await bundleLikeLambda(path.join(repoRoot, 'functions/commerce/routes/stripe-webhook.ts'), path.join(dir, 'index.mjs'));
    for (const command of separateBundleCommands(repoRoot, dir)) execFileSync('bash', ['-c', command]);
    expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').includes('api.stripe.com')).toBe(false);
    const kit = (await import(path.join(dir, 'stripe-kit.mjs'))) as typeof import('../../functions/commerce/stripe-kit');
    // The webhook check works from the kit: a payload signed with the secret is read back.
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } });
    const header = kit.Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    const event = await kit.Stripe.webhooks.constructEventAsync(payload, header, 'whsec_test');
    expect(event.type).toBe('checkout.session.completed');
  }, 60_000);
});

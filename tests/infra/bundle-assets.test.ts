import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { bundleAssets, separateBundleCommands } from '../../infra/constructs/bundling';
import { repoRoot } from '../../infra/config/paths';
import { bundleLikeLambda } from '../bench/bundle';
import { WRITING_WORKER_HANDLER } from '../../infra/api/writing-worker';

describe('files shipped beside a bundle', () => {
  it('name existing files for handlers of the route table and the writing function', () => {
    const handlers = new Set([...routeEntries().map(([, r]) => r.handler), WRITING_WORKER_HANDLER]);
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
    expect(
      Buffer.from(await doc.save())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await kit.QRCode.toBuffer('https://example.com', { type: 'png' })).subarray(1, 4).toString()).toBe('PNG');
    expect(existsSync(path.join(withPdf, 'stripe-kit.mjs'))).toBe(false); // only the kits a bundle names
  });

  it('ship the Stripe package beside the payment functions, outside their index.mjs', async () => {
    const dir = await shipped('commerce/routes/stripe-webhook');
    expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').includes('api.stripe.com')).toBe(false);
    const kit = (await import(
      path.join(dir, 'stripe-kit.mjs')
    )) as typeof import('../../functions/commerce/stripe-kit');
    // The webhook check works from the kit: a payload signed with the secret is read back.
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } });
    const header = kit.Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    const event = await kit.Stripe.webhooks.constructEventAsync(payload, header, 'whsec_test');
    expect(event.type).toBe('checkout.session.completed');
  });

  it('ship the S3 and SES/SNS clients beside the functions that store a file or send a message now and then, with the Lambda credentials only', async () => {
    const payment = await shipped('commerce/routes/process-payment');
    const index = readFileSync(path.join(payment, 'index.mjs'), 'utf8');
    for (const kit of ['s3-kit.mjs', 'messages-kit.mjs']) {
      const text = readFileSync(path.join(payment, kit), 'utf8');
      // The alias of index.mjs applies: the environment's keys, not the default chain (SSO, IMDS, containers).
      expect(text.includes('AWS_CONTAINER_CREDENTIALS_FULL_URI'), kit).toBe(false);
    }
    expect(readFileSync(path.join(payment, 'messages-kit.mjs'), 'utf8').includes('/v2/email/outbound-emails')).toBe(
      true,
    );
    expect(index.includes('/v2/email/outbound-emails')).toBe(false); // SES's operations live in the kit only
    expect(index.includes('x-amz-expected-bucket-owner')).toBe(false); // and S3's
    const s3Kit = (await import(path.join(payment, 's3-kit.mjs'))) as typeof import('../../functions/lib/s3');
    expect(typeof s3Kit.s3).toBe('function');
    expect(new s3Kit.PutObjectCommand({ Bucket: 'b', Key: 'k' }).input.Key).toBe('k');

    // A function that uses S3 on every call keeps the client in its bundle and ships no kit.
    const health = await shipped('system/routes/health');
    expect(existsSync(path.join(health, 's3-kit.mjs'))).toBe(false);
    expect(readFileSync(path.join(health, 'index.mjs'), 'utf8').includes('x-amz-expected-bucket-owner')).toBe(true);
  });

  it('ship Powertools Logger and Metrics beside a function, outside its index.mjs, and write a log line and an EMF line from them', async () => {
    const login = await shipped('identity/routes/login');
    const index = readFileSync(path.join(login, 'index.mjs'), 'utf8');
    // Their own strings: the Logger's sampling setting and the EMF envelope's key.
    expect(index.includes('POWERTOOLS_LOGGER_SAMPLE_RATE')).toBe(false);
    expect(index.includes('CloudWatchMetrics')).toBe(false);
    // The Tracer and the X-Ray SDK ship beside it too, loaded only where tracing is switched on (ADR 0610).
    expect(index.includes('AWS_XRAY_DAEMON_ADDRESS')).toBe(false);
    expect(readFileSync(path.join(login, 'tracer-kit.mjs'), 'utf8').includes('AWS_XRAY_DAEMON_ADDRESS')).toBe(true);
    const loggerKit = (await import(
      path.join(login, 'logger-kit.mjs')
    )) as typeof import('../../functions/lib/powertools-logger-kit');
    const metricsKit = (await import(
      path.join(login, 'metrics-kit.mjs')
    )) as typeof import('../../functions/lib/powertools-metrics-kit');
    const lines: string[] = [];
    const logger = new loggerKit.Logger({ serviceName: 'fluentia', logLevel: 'INFO' });
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => lines.push(String(chunk)) > 0) as typeof process.stdout.write;
    try {
      logger.info('kit', { route: 'login' });
      const metrics = new metricsKit.Metrics({ namespace: 'Fluentia', serviceName: 'fluentia' });
      metrics.addMetric('SignIns', 'Count', 1);
      metrics.publishStoredMetrics();
    } finally {
      process.stdout.write = write;
    }
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ message: 'kit', route: 'login', service: 'fluentia' }),
      expect.objectContaining({ SignIns: 1, _aws: expect.objectContaining({ CloudWatchMetrics: expect.any(Array) }) }),
    ]);
  });

  it('keep the DynamoDB client tree-shaken: none of our modules in a bundle is reached through import()', async () => {
    // A module reached through import() is wrapped by esbuild, and so is everything it imports: the
    // DynamoDB client's package is then evaluated whole at start (every command, about 45 KB more and
    // 10-18 ms of Init in these functions; docs/performance.md). DescribeExport is one of the commands
    // no function uses.
    for (const handler of [
      'accounts/routes/list-orders',
      'commerce/routes/process-payment',
      'identity/routes/login',
      'accounts/routes/list-certificates',
    ]) {
      const index = readFileSync(path.join(await shipped(handler), 'index.mjs'), 'utf8');
      expect(index.includes('DescribeExport'), handler).toBe(false);
    }
  });

  it('keep the grammar checker out of submitAnswer: the writing function ships it, and submitAnswer reaches it through the Lambda kit', async () => {
    expect(bundleAssets['assessment/routes/submit-answer']).toBeUndefined();
    expect(bundleAssets[WRITING_WORKER_HANDLER]).toEqual(['node_modules/harper.js/dist/harper_wasm_slim_bg.wasm']);
    const submit = await shipped('assessment/routes/submit-answer');
    const index = readFileSync(path.join(submit, 'index.mjs'), 'utf8');
    expect(index.includes('harper_wasm')).toBe(false);
    expect(index.includes('importWords')).toBe(false); // harper.js's glue
    expect(existsSync(path.join(submit, 'lambda-kit.mjs'))).toBe(true);
    expect(
      readFileSync(path.join(submit, 'lambda-kit.mjs'), 'utf8').includes('AWS_CONTAINER_CREDENTIALS_FULL_URI'),
    ).toBe(false);
    const writing = readFileSync(path.join(await shipped(WRITING_WORKER_HANDLER), 'index.mjs'), 'utf8');
    expect(writing.includes('harper_wasm')).toBe(true);
  });
});

import '../../infra/local/node-warnings';
import { measureBundles } from './lambda-bundles';
import { measureInitialJs } from './web-size';
import { measureLoad } from './api-load';
import { startTestStack } from '../support/test-stack';

/**
 * `npm run bench`: prints the figures later issues must keep honest, each beside its budget.
 * These are measurements, not tests: nothing fails on a slow machine; read the table.
 */
const budgets = { bundleKb: 250, coldInitMs: 200, initialJsKb: 150 };
const kb = (bytes: number) => bytes / 1024;
const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

async function main(): Promise<void> {
  console.log('Fluentia benchmarks (this machine: %s cores)\n', (await import('node:os')).cpus().length);

  console.log('Lambda bundles (esbuild as the house construct builds them; cold init = import in a fresh Node process, median of 5)');
  const bundles = await measureBundles();
  const width = Math.max(...bundles.map((b) => b.handler.length));
  for (const b of bundles) {
    const line = `  ${b.handler.padEnd(width)}  ${kb(b.bytes).toFixed(1).padStart(7)} KB (≤ ${budgets.bundleKb})  ${b.coldInitMs.toFixed(0).padStart(4)} ms (≤ ${budgets.coldInitMs})`;
    console.log(`${line}  ${mark(kb(b.bytes) <= budgets.bundleKb && b.coldInitMs <= budgets.coldInitMs)}`);
  }

  const web = await measureInitialJs();
  console.log(`\nWeb app initial JavaScript: ${kb(web.gzipBytes).toFixed(1)} KB gzip in ${web.files} files (≤ ${budgets.initialJsKb})  ${mark(kb(web.gzipBytes) <= budgets.initialJsKb)}`);

  const stack = await startTestStack('none');
  try {
    await measureLoad(`${stack.url}/v1/health`, 10, 2); // warm-up: handler modules, SDK connections, JIT
    const load = await measureLoad(`${stack.url}/v1/health`, 100, 10);
    console.log(`\nGET v1/health, 100 concurrent connections for 10 s against the local stack (DynamoDB Local + s3rver behind it)`);
    console.log(`  p50 ${load.p50} ms   p99 ${load.p99} ms   ${load.rps} requests/s   errors ${load.errors}   non-2xx ${load.non2xx}`);
  } finally {
    await stack.teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

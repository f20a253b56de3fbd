import '../../infra/local/node-warnings';
import { measureBundles } from './lambda-bundles';
import { measureInitialJs } from './web-size';
import { measureLoad } from './api-load';
import { measureEssayScoring } from './essay-scoring';
import { measureLocalWrites, measureSubmit } from './submit-answer';
import { measureSignInTiming } from './sign-in-timing';
import { startTestStack } from '../support/test-stack';

/**
 * `npm run bench`: prints the figures later issues must keep honest, each beside its budget.
 * These are measurements, not tests: nothing fails on a slow machine; read the table.
 */
const budgets = { bundleKb: 250, coldInitMs: 200, initialJsKb: 150, essayMs: 150, submitP50Ms: 100, submitP99Ms: 400, accountTimingGapMs: 10 };
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

  const essay = await measureEssayScoring(50);
  console.log(`\nScoring a ${essay.words}-word essay (LA) after warm-up, 50 runs (one-off grammar checker load ${essay.loadMs.toFixed(0)} ms)`);
  console.log(`  p50 ${essay.p50.toFixed(1)} ms   p99 ${essay.p99.toFixed(1)} ms (≤ ${budgets.essayMs})  ${mark(essay.p99 <= budgets.essayMs)}`);

  const stack = await startTestStack('none');
  try {
    await measureLoad(`${stack.url}/v1/health`, 10, 2); // warm-up: handler modules, SDK connections, JIT
    const load = await measureLoad(`${stack.url}/v1/health`, 100, 10);
    console.log(`\nGET v1/health, 100 concurrent connections for 10 s against the local stack (DynamoDB Local + s3rver behind it)`);
    console.log(`  p50 ${load.p50} ms   p99 ${load.p99} ms   ${load.rps} requests/s   errors ${load.errors}   non-2xx ${load.non2xx}`);

    await measureSubmit(stack, 5, 3); // warm-up: scorers, question cache
    const submit = await measureSubmit(stack, 50, 15);
    const submitOk = submit.p50 <= budgets.submitP50Ms && submit.p99 <= budgets.submitP99Ms;
    console.log(`\nPOST v1/submitAnswer, 50 learners answering at once for 15 s (practice set: every written type but essays)`);
    console.log(`  p50 ${submit.p50} ms (≤ ${budgets.submitP50Ms})   p99 ${submit.p99} ms (≤ ${budgets.submitP99Ms})   ${submit.perSecond} answers/s   errors ${submit.errors}  ${mark(submitOk)}`);
    console.log(`  (DynamoDB Local writes one item at a time: ${await measureLocalWrites(stack.endpoints.dynamodb, 50)} writes/s with 50 writers on this machine bounds it)`);

    console.log(`\nDoes timing tell an existing login id from an unknown one? 20 rounds each, new ids every round (gap of medians ≤ ${budgets.accountTimingGapMs} ms)`);
    for (const t of await measureSignInTiming(stack, 20)) {
      const gap = Math.abs(t.existingP50 - t.unknownP50);
      console.log(`  ${t.call.padEnd(28)} existing p50 ${t.existingP50} ms (p90 ${t.existingP90})   unknown p50 ${t.unknownP50} ms (p90 ${t.unknownP90})   gap ${gap} ms  ${mark(gap <= budgets.accountTimingGapMs)}`);
    }
  } finally {
    await stack.teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleAssets } from '../../infra/constructs/bundling';
import { WRITING_WORKER_HANDLER } from '../../infra/api/writing-worker';
import { bundleLikeLambda } from './bundle';
import { essay, essayQuestion, essayVariant, otherEssayVariant } from './essay-fixture';
import { median, quantile, shuffled } from './stats';

/**
 * The first essay on a fresh instance of the writing function (the function of its own that checks
 * essays and longer short answers for submitAnswer; functions/assessment/scoring/writing/worker.ts): a new
 * Node process with the template's environment imports the function's bundle as CDK bundles it, with
 * Harper's WebAssembly beside it (Init, which warms the checker), then checks one 300-word essay, then
 * 30 other essays of the same length for the warm p50/p99. A second kind of instance first checks
 * essays on another subject (untimed), then the same first essay: the stall is the first essay's time
 * over that one, so what is compared is a fresh instance with a warm one meeting the same new text
 * (the checker is slower on words it has not met, on any instance). Both kinds in a new random order
 * each round, `rounds` of each. Short answers are the exam path's (./exam-path.ts).
 */
export interface FirstAnswer {
  initMs: number;
  initCpuMs: number;
  firstEssayMs: number;
  /** The same essay on an instance that has checked other essays first (but not this one). */
  seasonedEssayMs: number;
  warmEssayP50: number;
  warmEssayP99: number;
}

const root = path.resolve(import.meta.dirname, '../..');
const child = path.join(import.meta.dirname, 'first-answer-child.mjs');

export async function measureFirstAnswer(env: Record<string, string>, rounds = 5, warmRuns = 30): Promise<FirstAnswer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-writing-'));
  const outfile = path.join(dir, 'index.mjs');
  await bundleLikeLambda(path.join(root, 'functions', `${WRITING_WORKER_HANDLER}.ts`), outfile);
  for (const file of bundleAssets[WRITING_WORKER_HANDLER] ?? [])
    copyFileSync(path.join(root, file), path.join(dir, path.basename(file)));

  const questions = JSON.stringify({
    essay: {
      question: essayQuestion,
      answer: essay,
      warm: Array.from({ length: warmRuns }, (_, i) => essayVariant(i + 1)),
      seasoning: Array.from({ length: 8 }, (_, i) => otherEssayVariant(i)),
    },
  });
  const runs: Record<
    'essay' | 'essay-seasoned',
    Array<{ initMs: number; initCpuMs: number; firstMs: number; warm: number[] }>
  > = { essay: [], 'essay-seasoned': [] };
  for (let round = 0; round < rounds; round++) {
    for (const kind of shuffled(['essay', 'essay-seasoned'] as const)) {
      const spawnedAt = performance.timeOrigin + performance.now();
      const result = spawnSync(process.execPath, [child, outfile, kind, questions, String(warmRuns)], {
        env: { ...env, BENCH_SPAWNED_AT: String(spawnedAt) },
        encoding: 'utf8',
      });
      const line = result.stdout.trim().split('\n').pop();
      if (result.status !== 0 || !line)
        throw new Error(`The writing function failed: ${result.stderr.trim().slice(0, 400)}`);
      runs[kind].push(JSON.parse(line) as { initMs: number; initCpuMs: number; firstMs: number; warm: number[] });
    }
  }
  const warm = runs.essay.flatMap((r) => r.warm);
  const all = [...runs.essay, ...runs['essay-seasoned']];
  return {
    initMs: median(all.map((r) => r.initMs)),
    initCpuMs: median(all.map((r) => r.initCpuMs)),
    firstEssayMs: median(runs.essay.map((r) => r.firstMs)),
    seasonedEssayMs: median(runs['essay-seasoned'].map((r) => r.firstMs)),
    warmEssayP50: quantile(warm, 0.5),
    warmEssayP99: quantile(warm, 0.99),
  };
}

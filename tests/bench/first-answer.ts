import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Question } from '#shared/schemas/content';
import { bundleAssets } from '../../infra/constructs/bundling';
import { bundleLikeLambda } from './bundle';
import { seededQuestions } from '../support/learners';
import { essay, essayQuestion, essayVariant, otherEssayVariant } from './essay-fixture';
import { median, quantile, shuffled } from './stats';

/**
 * The first scored answer on a fresh submitAnswer instance, for an essay and for a short answer:
 * a new Node process with the template's NODE_OPTIONS imports submitAnswer's code bundled as CDK
 * bundles it (Init) and scores one answer; the essay instance then scores 30 other essays of the
 * same length for the warm p50/p99. A third kind of instance first scores essays on another subject
 * (untimed), then the same first essay: the stall is the first essay's time over that one, so what is
 * compared is a fresh instance with a warm one meeting the same new text (the checker is slower on
 * words it has not met, on any instance). Fresh processes of the three kinds in a new random order
 * each round, `rounds` of each.
 */
export interface FirstAnswer {
  initMs: number;
  firstEssayMs: number;
  firstShortMs: number;
  /** The same essay on an instance that has scored other essays first (but not this one). */
  seasonedEssayMs: number;
  warmEssayP50: number;
  warmEssayP99: number;
  warmShortP50: number;
  warmShortP99: number;
}

const root = path.resolve(import.meta.dirname, '../..');
const child = path.join(import.meta.dirname, 'first-answer-child.mjs');

export async function measureFirstAnswer(env: Record<string, string>, rounds = 5, warmRuns = 30): Promise<FirstAnswer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-scoring-'));
  const outfile = path.join(dir, 'index.mjs');
  await bundleLikeLambda(path.join(import.meta.dirname, 'baselines', 'scoring-instance.ts'), outfile);
  for (const file of Object.values(bundleAssets).flat()) copyFileSync(path.join(root, file!), path.join(dir, path.basename(file!)));

  const shortQuestion = [...seededQuestions().values()].find((q): q is Question => q.type === 'SA' && Boolean(q.correct_answers?.length))!;
  const questions = JSON.stringify({
    essay: {
      question: essayQuestion,
      answer: essay,
      warm: Array.from({ length: warmRuns }, (_, i) => essayVariant(i + 1)),
      seasoning: Array.from({ length: 8 }, (_, i) => otherEssayVariant(i)),
    },
    short: { question: shortQuestion, answer: shortQuestion.correct_answers![0]!.split('|')[0] },
  });
  const runs: Record<'essay' | 'short' | 'essay-seasoned', Array<{ initMs: number; firstMs: number; warm: number[] }>> = { essay: [], short: [], 'essay-seasoned': [] };
  for (let round = 0; round < rounds; round++) {
    for (const kind of shuffled(['essay', 'short', 'essay-seasoned'] as const)) {
      const spawnedAt = performance.timeOrigin + performance.now();
      const result = spawnSync(process.execPath, [child, outfile, kind, questions, String(warmRuns)], { env: { ...env, BENCH_SPAWNED_AT: String(spawnedAt) }, encoding: 'utf8' });
      const line = result.stdout.trim().split('\n').pop();
      if (result.status !== 0 || !line) throw new Error(`The scoring instance failed: ${result.stderr.trim().slice(0, 400)}`);
      runs[kind].push(JSON.parse(line) as { initMs: number; firstMs: number; warm: number[] });
    }
  }
  const all = (kind: 'essay' | 'short') => runs[kind].flatMap((r) => r.warm);
  return {
    initMs: median([...runs.essay, ...runs.short].map((r) => r.initMs)),
    firstEssayMs: median(runs.essay.map((r) => r.firstMs)),
    seasonedEssayMs: median(runs['essay-seasoned'].map((r) => r.firstMs)),
    firstShortMs: median(runs.short.map((r) => r.firstMs)),
    warmEssayP50: quantile(all('essay'), 0.5),
    warmEssayP99: quantile(all('essay'), 0.99),
    warmShortP50: quantile(all('short'), 0.5),
    warmShortP99: quantile(all('short'), 0.99),
  };
}

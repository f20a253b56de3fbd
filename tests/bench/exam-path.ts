import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Question } from '#shared/schemas/content';
import { wordCount } from '#shared/scoring/text';
import { SHORT_ANSWER } from '#shared/scoring/thresholds';
import { bundleAssets } from '../../infra/constructs/bundling';
import { bundleLikeLambda } from './bundle';
import { bundleBaselines, coldOnce, lambdaRuntimeEnv, type Sample } from './cold-start';
import { rightAnswer, seededQuestions } from '../support/learners';
import { median, shuffled } from './stats';

/**
 * The exam path's cold start for every answer that is not an essay (decisions 0345–0346): a fresh process of
 * submitAnswer's code bundled as CDK bundles it (its Init, whatever the route module does at start),
 * then the first answer of one type scored, as the first call does. The figure is the process's CPU
 * for Init and that answer, plus the SDK floor's own first call (one DynamoDB round trip, as in the
 * cold-start rows), over the SDK floor's total; the floor runs in the same shuffled rounds. Written
 * types only: a short answer is one under the writing check's length (SHORT_ANSWER.feedbackMinWords
 * words; a longer one is checked by the essay function), and spoken answers are the speech scorer's.
 */
export interface ExamPathFigure {
  type: string;
  initCpuMs: number;
  answerCpuMs: number;
  /** Init + the answer + the floor's first call, over the floor's total. */
  vsFloor: number;
}

const child = path.join(import.meta.dirname, 'exam-answer-child.mjs');
const TYPES = ['MCQ', 'MS', 'Wordcloud', 'Cloze', 'Cloze_with_passage', 'SA', 'SAKeyword', 'SASemantic'] as const;

/** One seeded question of each type with its right answer, a text one cut under the writing check's length. */
function samples(): Array<{ type: string; question: Question; answer: unknown }> {
  const all = [...seededQuestions().values()];
  return TYPES.map((type) => {
    const question = all.find((q) => q.type === type && rightAnswer(q) !== null);
    if (!question) throw new Error(`No seeded ${type} question.`);
    const answer = rightAnswer(question)!;
    const short =
      typeof answer === 'string'
        ? answer
            .split(/\s+/)
            .slice(0, SHORT_ANSWER.feedbackMinWords - 1)
            .join(' ')
        : answer;
    if (typeof short === 'string' && wordCount(short) >= SHORT_ANSWER.feedbackMinWords)
      throw new Error(`The ${type} sample is not short.`);
    return { type, question, answer: short };
  });
}

export async function measureExamPath(
  env: Record<string, string>,
  localEnv: Record<string, string>,
  rounds = 5,
): Promise<{ floor: { initMs: number; totalMs: number }; figures: ExamPathFigure[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-exam-'));
  const bundle = await bundleLikeLambda(
    path.join(import.meta.dirname, 'baselines', 'scoring-instance.ts'),
    path.join(dir, 'index.mjs'),
  );
  // The files CDK puts beside submitAnswer's bundle, as it ships.
  const root = path.resolve(import.meta.dirname, '../..');
  for (const file of bundleAssets['assessment/routes/submit-answer'] ?? [])
    copyFileSync(path.join(root, file), path.join(dir, path.basename(file)));
  const { floor } = await bundleBaselines();
  const floorEnv = { ...lambdaRuntimeEnv('SDK floor'), NODE_OPTIONS: env.NODE_OPTIONS ?? '', ...localEnv };
  const examEnv = { ...lambdaRuntimeEnv('submitAnswer'), ...env, ...localEnv };
  const kinds = samples();
  const floorRuns: Sample[] = [];
  const examRuns = new Map<string, Array<{ importedCpu: number; answeredCpu: number }>>(kinds.map((k) => [k.type, []]));
  for (let round = 0; round < rounds; round++) {
    for (const kind of shuffled([null, ...kinds])) {
      if (!kind) {
        floorRuns.push(await coldOnce(floor, floorEnv, {}));
        continue;
      }
      const result = spawnSync(
        process.execPath,
        [child, bundle, JSON.stringify({ question: kind.question, answer: kind.answer })],
        { env: examEnv, encoding: 'utf8' },
      );
      const line = result.stdout.trim().split('\n').pop();
      if (result.status !== 0 || !line)
        throw new Error(`The exam instance failed on ${kind.type}: ${result.stderr.trim().slice(0, 400)}`);
      examRuns.get(kind.type)!.push(JSON.parse(line) as { importedCpu: number; answeredCpu: number });
    }
  }
  const floorInit = median(floorRuns.map((r) => r.importMs));
  const floorTotal = median(floorRuns.map((r) => r.totalMs));
  const figures = kinds.map(({ type }) => {
    const runs = examRuns.get(type)!;
    const initCpuMs = median(runs.map((r) => r.importedCpu));
    const answerCpuMs = median(runs.map((r) => r.answeredCpu - r.importedCpu));
    return { type, initCpuMs, answerCpuMs, vsFloor: (initCpuMs + answerCpuMs + (floorTotal - floorInit)) / floorTotal };
  });
  return { floor: { initMs: floorInit, totalMs: floorTotal }, figures };
}

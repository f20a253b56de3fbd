import type { Question } from '#shared/schemas/content';
import { analyseWriting, type WritingAnalysis } from './writing-feedback';
import { warmUpWriting } from './warm-up';
import { world } from '../../../lib/config';
import { observed } from '../../../lib/observe';

/**
 * The writing function (infra/api/writing-worker.ts): the writing check of an essay or a longer short
 * answer, invoked by submitAnswer and waited for (./writing-check.ts). Its Init warms the whole check
 * (Harper's WebAssembly, its first lints, the word lists; two passes: ./warm-up.ts says why), so no
 * learner's essay waits for that inside a request, and no other answer pays for it at all. A failed
 * warm-up is not fatal: the first essay loads the checker, and if it cannot, the answer awaits review.
 */
export interface WritingCheckRequest {
  text: string;
  question: Question;
  /** A short answer's own score, which stands for the accuracy grade (./writing-feedback.ts). */
  accuracy?: number;
}

if (world() === 'aws') await warmUpWriting(2).catch(() => undefined);

export const handler = observed(async function handler(event: WritingCheckRequest): Promise<WritingAnalysis | null> {
  return analyseWriting(event.text, event.question, event.accuracy);
});

import type { Question } from '#shared/schemas/content';
import { importBeside } from '../../../lib/import-beside';
import { log } from '../../../lib/log';
import type { WritingAnalysis } from './writing-feedback';
import type { WritingCheckRequest } from './worker';
import { required, world } from '../../../lib/config';

/**
 * The writing check (grammar and spelling by Harper, topic, readability, vocabulary:
 * ./writing-feedback.ts) as the scorers reach it. It is needed by long answers and by short answers
 * of SHORT_ANSWER.feedbackMinWords words or more, and by nothing else. On Lambda it runs in a
 * function of its own, the writing function (./worker.ts, named by WRITING_CHECK_FUNCTION), invoked
 * and waited for: Harper's 16 MB WebAssembly and its warm-up (seconds of CPU) live there, so
 * submitAnswer's cold start is a plain function's for every other answer (docs/decisions.md,
 * "Olympiad day: the server"). Locally the same module runs in this process, loaded with the first
 * answer that needs it.
 *
 * Null, as when Harper cannot load, when the check is unavailable: a long answer then awaits a
 * teacher's review and a short one is scored without the writing feedback.
 */
export async function checkWriting(
  text: string,
  question: Question,
  accuracy?: number,
): Promise<WritingAnalysis | null> {
  if (world() === 'local') {
    // A computed specifier, so esbuild leaves the checker (and Harper) out of the bundles that call it.
    const local = new URL('./writing-feedback.ts', import.meta.url).href;
    const { analyseWriting } = (await import(/* @vite-ignore */ local)) as typeof import('./writing-feedback');
    return analyseWriting(text, question, accuracy);
  }
  const functionName = required('WRITING_CHECK_FUNCTION', 'Writing check');
  const request: WritingCheckRequest = { text, question, ...(accuracy === undefined ? {} : { accuracy }) };
  try {
    const { invokeFunction } = await importBeside<typeof import('../../../lib/lambda-kit')>(
      './lambda-kit.mjs',
      '../../../lib/lambda-kit.ts',
      import.meta.url,
    );
    return await invokeFunction<WritingAnalysis | null>(functionName, request);
  } catch (error) {
    log.error('writing check unavailable', { error });
    return null;
  }
}

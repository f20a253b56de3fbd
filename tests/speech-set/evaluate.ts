import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEECH } from '#shared/scoring/thresholds';
import { alignKnownText, type AlignedText } from '../../functions/speech/align/known-text';
import { localSpeech } from '../../functions/speech/adapters/local-speech';
import { judgeOpen } from '../../functions/speech/scoring/judge-open';
import { scoreAligned } from '../../functions/speech/scoring/score-aligned';
import type { Transcript } from '../../functions/speech/scoring/recognised';
import { hasSpeech } from '../../functions/speech/vad';
import { wavBytes } from '../../functions/speech/wav';
import type { SpeechCase } from './cases';

/**
 * Runs the product's own speech scoring on each case of the test set: the voice-activity check,
 * then known texts aligned (functions/speech/align/) and open answers recognised freely and judged
 * (functions/speech/scoring/judge-open.ts). The engine's output is cached per recording and per
 * grammar setting (node_modules/.cache), so a second run only re-scores; the scoring itself always
 * runs.
 */
export interface CaseResult {
  case: SpeechCase;
  /** Refused as not speech, or as not understood: 'Please try recording again'. */
  refused: boolean;
  /** 0–100 (0 when refused). */
  overall: number;
  /** Milliseconds of engine time (0 when cached). */
  ms: number;
  /** Known text: how the recording says each accepted text (the aligner's answer, as the product reads it). */
  aligned?: AlignedText[];
  /** The engine failed (a timeout on a loaded machine): counted apart, not as a score. */
  error?: string;
}

const CACHE = join(import.meta.dirname, '../../node_modules/.cache/fluentia-speech-set/results');
/** The aligner's own code is part of a cached result's key: a change to it decodes afresh. */
const ALIGNER = join(import.meta.dirname, '../../functions/speech/align');
const alignerVersion = createHash('sha256')
  .update(
    readdirSync(ALIGNER)
      .sort()
      .map((f) => readFileSync(join(ALIGNER, f), 'utf8'))
      .join('\n'),
  )
  .digest('hex');

function cached<T>(key: string, make: () => Promise<T>): Promise<{ value: T; fresh: boolean }> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  if (existsSync(file)) return Promise.resolve({ value: JSON.parse(readFileSync(file, 'utf8')) as T, fresh: false });
  return make().then((value) => {
    writeFileSync(file, JSON.stringify(value));
    return { value, fresh: true };
  });
}

export async function evaluateCase(c: SpeechCase, options: { cache?: boolean } = {}): Promise<CaseResult> {
  const samples = c.samples();
  if (!hasSpeech(samples)) return { case: c, refused: true, overall: 0, ms: 0 };
  const started = performance.now();
  const keyOf = (what: string) =>
    `${what}\n${c.id}\n${createHash('sha256').update(Buffer.from(samples.buffer)).digest('hex')}\n${c.texts.join('\n')}` +
    (c.mates ? `\nmates ${c.mates.join('\n')}` : '');
  const run = <T>(key: string, make: () => Promise<T>) =>
    options.cache === false ? make().then((value) => ({ value, fresh: true })) : cached(key, make);
  if (c.kind === 'open') {
    const engine = (await localSpeech())!;
    const { value: transcript, fresh } = await run<Transcript>(keyOf('open'), () =>
      engine.transcribe({ key: c.id, bytes: wavBytes(samples) }),
    );
    const judged = judgeOpen({ topicText: c.texts.join(' '), targetSeconds: 60 }, transcript);
    const ms = fresh ? performance.now() - started : 0;
    return judged.refused
      ? { case: c, refused: true, overall: 0, ms }
      : { case: c, refused: false, overall: judged.feedback.overall, ms };
  }
  const { value: aligned, fresh } = await run<AlignedText[]>(
    keyOf(`known ${alignerVersion} ${JSON.stringify(SPEECH.align)}`),
    () => alignKnownText(samples, c.texts, c.mates ? { mates: c.mates } : {}),
  );
  const feedback = scoreAligned(aligned);
  return { case: c, refused: false, overall: feedback.overall, ms: fresh ? performance.now() - started : 0, aligned };
}

async function safely(c: SpeechCase, options: { cache?: boolean }): Promise<CaseResult> {
  try {
    return await evaluateCase(c, options);
  } catch (error) {
    return { case: c, refused: false, overall: 0, ms: 0, error: String(error).slice(0, 200) };
  }
}

/** Every case, two at a time (each known-text case runs two recognisers itself). */
export async function evaluateAll(
  cases: readonly SpeechCase[],
  options: { cache?: boolean; progress?: (done: number) => void } = {},
): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < cases.length) {
      const k = next++;
      results[k] = await safely(cases[k]!, options);
      options.progress?.(++done);
    }
  };
  await Promise.all([worker(), worker()]);
  return results.filter((r) => !r.error);
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MODEL_DIR } from './lexicon';

const run = promisify(execFile);

/**
 * Runs Debian's `pocketsphinx_batch` on one recording with a finite-state grammar and reads its
 * segmentation (`-hypseg`): every word of the best path with its frames (100 a second) and its
 * acoustic score. Batch, not continuous: `pocketsphinx_continuous` cuts a file into utterances at
 * its pauses, and a sentence read with a pause would be matched against the grammar twice.
 */
export const BATCH = '/usr/bin/pocketsphinx_batch';
export const FRAMES_PER_SECOND = 100;

export interface Segment {
  word: string;
  /** First and last frame, inclusive. */
  start: number;
  end: number;
  /** Acoustic score of the segment (log-likelihood in Sphinx's scaled units; higher is better). */
  ascr: number;
}

/** The best path: its segments and its total score (acoustic and grammar), or null when none reached the end. */
export interface BestPath {
  total: number;
  segments: Segment[];
  frames: number;
}

export interface Decode {
  grammar: string;
  dictionary: string;
}

/** Decodes `pcm` (16 kHz 16-bit mono) once per grammar, the runs side by side; one segmentation each. */
export async function decodeWithGrammars(pcm: Int16Array, decodes: readonly Decode[]): Promise<Array<BestPath | null>> {
  const dir = await mkdtemp(join(tmpdir(), 'fluentia-align-'));
  try {
    await writeFile(join(dir, 'answer.raw'), Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    await writeFile(join(dir, 'ctl'), 'answer\n');
    return await Promise.all(
      decodes.map(async (decode, k) => {
        const [fsg, dict, seg] = ['fsg', 'dict', 'seg'].map((ext) => join(dir, `${k}.${ext}`)) as [
          string,
          string,
          string,
        ];
        await writeFile(fsg, decode.grammar);
        await writeFile(dict, decode.dictionary);
        // -cmn batch: the whole answer is there, so its own cepstral mean is used, not a running guess.
        const args = [
          '-hmm',
          `${MODEL_DIR}/en-us`,
          '-dict',
          dict,
          '-fsg',
          fsg,
          '-ctl',
          join(dir, 'ctl'),
          '-cepdir',
          dir,
          '-cepext',
          '.raw',
        ];
        args.push('-adcin', 'yes', '-cmn', 'batch', '-hypseg', seg, '-logfn', '/dev/null');
        await run(BATCH, args, { timeout: 60_000 });
        const found = parseHypseg(await readFile(seg, 'utf8'));
        if (found?.segments.length) return found;
        // With the default beams a reading that leaves words out can be pruned before it reaches the
        // grammar's end (no path at all): only then is it decoded again with wide beams, which are slower.
        await run(BATCH, [...args, '-beam', '1e-80', '-wbeam', '1e-60', '-pbeam', '1e-80'], { timeout: 60_000 });
        return parseHypseg(await readFile(seg, 'utf8'));
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `answer S 0 T -11271 A -9301 L -1970 -1 0 0 (NULL) 0 -285 -311 <sil> 11 … 332`: after the totals,
 * groups of (start frame, acoustic score, language score, word), then the last frame (inclusive). An utterance
 * the grammar could not end gives an empty line: null.
 */
export function parseHypseg(text: string): BestPath | null {
  const fields = text.trim().split(/\s+/);
  const at = fields.indexOf('L');
  const total = Number(fields[fields.indexOf('T') + 1]);
  if (at < 0 || !Number.isFinite(total)) return null;
  const rest = fields.slice(at + 2);
  const groups: Array<{ start: number; ascr: number; word: string }> = [];
  let k = 0;
  for (; k + 3 < rest.length; k += 4)
    groups.push({ start: Math.max(0, Number(rest[k])), ascr: Number(rest[k + 1]), word: rest[k + 3]! });
  const last = Number(rest[k] ?? groups.at(-1)?.start ?? 0);
  const segments = groups
    .map((g, i) => ({
      word: g.word,
      start: g.start,
      end: (i + 1 < groups.length ? groups[i + 1]!.start : last + 1) - 1,
      ascr: g.ascr,
    }))
    .filter((s) => s.word !== '(NULL)' && s.end >= s.start);
  return { total, segments, frames: last + 1 };
}

import { SPEECH } from '#shared/scoring/thresholds';
import { GARBAGE_PREFIX } from './grammar';
import { FRAMES_PER_SECOND, type Segment } from './sphinx-batch';

/**
 * Word scores of a known-text answer from the two decodes (grammar.ts): the reading grammar's best
 * path says where each expected word was said, or that a rival or other sounds were said in its
 * place, or nothing; the phone loop says how well the best free phones fit the same frames. A word
 * said as expected scores by its goodness of pronunciation (GOP, Witt & Young 2000): its acoustic
 * score per frame minus the loop's, near 0 for a clear word and far below for a poor one.
 */
export interface ReadWord {
  /** The expected word. */
  word: string;
  /** 0–100. */
  quality: number;
  /** What the recogniser heard in its place: the word, a rival ('sheep'), '…' for other sounds, null when dropped. */
  heard: string | null;
  /** Seconds from the start of the recording, when it was heard. */
  start: number | null;
  end: number | null;
  gop: number | null;
}

export interface Reading {
  words: ReadWord[];
  /** What the learner is shown as heard: the path's words, other sounds as '…'. */
  transcript: string;
  /** A short answer's confidence margin (per frame; ±99 when one side had no path), else null. */
  margin: number | null;
  /**
   * A one-word answer's margin over its question-mates alone (per frame; ±99 when one side had no
   * path), when the question asks for other words too; else null. Scored in ../scoring/score-aligned.ts.
   */
  pairMargin?: number | null;
}

const isGarbage = (word: string) => word.startsWith(GARBAGE_PREFIX);
const isFiller = (word: string) => /^[<[+]/.test(word);

/** The loop's acoustic score over frames [start, end], each loop segment counted by its overlap. */
export function loopScore(loop: readonly Segment[], start: number, end: number): number {
  let total = 0;
  for (const s of loop) {
    const overlap = Math.min(end, s.end) - Math.max(start, s.start) + 1;
    if (overlap > 0) total += (s.ascr * overlap) / (s.end - s.start + 1);
  }
  return total;
}

const linear = (x: number, zero: number, full: number) =>
  Math.round(100 * Math.max(0, Math.min(1, (x - zero) / (full - zero))));

export function qualityOfGop(gop: number): number {
  return linear(gop, SPEECH.gop.zero, SPEECH.gop.full);
}

/** A short answer's confidence: its expected words' score per frame above the best of everything else. */
export function qualityOfMargin(margin: number): number {
  return linear(margin, SPEECH.gop.marginZero, SPEECH.gop.marginFull);
}

/**
 * `margin` (short answers only): the expected words' decode against the decode of everything that
 * could be said instead; it replaces the per-word GOP, which tells a word from its minimal pair poorly.
 */
export function scoreReading(
  expected: readonly string[],
  rivals: ReadonlyMap<string, readonly string[]>,
  path: readonly Segment[],
  loop: readonly Segment[],
  margin?: number,
  pairMargin?: number,
): Reading {
  const words: ReadWord[] = expected.map((word) => ({
    word,
    quality: 0,
    heard: null,
    start: null,
    end: null,
    gop: null,
  }));
  const said: string[] = [];
  let next = 0;
  let pendingGarbage: Segment[] = [];
  const seconds = (frame: number) => Math.round((frame / FRAMES_PER_SECOND) * 100) / 100;
  for (const segment of path) {
    if (isFiller(segment.word)) continue;
    if (isGarbage(segment.word)) {
      pendingGarbage.push(segment);
      if (said.at(-1) !== '…') said.push('…');
      continue;
    }
    const j = expected.findIndex((w, k) => k >= next && (w === segment.word || rivals.get(w)?.includes(segment.word)));
    if (j < 0) continue;
    // Other sounds just before this word stood in for the expected words skipped over, if any.
    if (pendingGarbage.length && j > next) markReplaced(words[j - 1]!, pendingGarbage, seconds);
    pendingGarbage = [];
    const target = words[j]!;
    target.heard = segment.word;
    target.start = seconds(segment.start);
    target.end = seconds(segment.end + 1);
    if (segment.word === target.word) {
      const frames = segment.end - segment.start + 1;
      target.gop = Math.round((segment.ascr - loopScore(loop, segment.start, segment.end)) / frames);
      target.quality = qualityOfGop(target.gop);
    } else {
      target.quality = SPEECH.gop.replaced;
    }
    said.push(segment.word);
    next = j + 1;
  }
  if (pendingGarbage.length && next < expected.length)
    markReplaced(words[expected.length - 1]!, pendingGarbage, seconds);
  if (margin !== undefined) {
    const sure = qualityOfMargin(margin);
    for (const w of words) w.quality = w.heard === w.word ? sure : Math.min(w.quality, sure);
  }
  return {
    words,
    transcript: said.join(' '),
    margin: perFrame(margin),
    ...(pairMargin === undefined ? {} : { pairMargin: perFrame(pairMargin) }),
  };
}

/** A margin as stored: one decimal, ±99 when one side had no path, null when not measured. */
function perFrame(margin: number | undefined): number | null {
  if (margin === undefined) return null;
  if (!Number.isFinite(margin)) return margin > 0 ? 99 : -99;
  return Math.round(margin * 10) / 10;
}

function markReplaced(word: ReadWord, garbage: readonly Segment[], seconds: (frame: number) => number): void {
  word.heard = '…';
  word.start = seconds(garbage[0]!.start);
  word.end = seconds(garbage.at(-1)!.end + 1);
}

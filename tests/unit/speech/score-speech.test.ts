import { describe, expect, it } from 'vitest';
import type { AlignedText } from '../../../functions/speech/align/known-text';
import { scoreAligned } from '../../../functions/speech/scoring/score-aligned';
import type { HeardWord } from '../../../functions/speech/scoring/recognised';
import {
  combineParts,
  fluencyBand,
  scoreOpen,
  timing,
  wordQuality,
} from '../../../functions/speech/scoring/score-speech';
import { parseSphinxTimes } from '../../../functions/speech/adapters/local-speech';
import { parseTranscribeJson } from '../../../functions/speech/adapters/aws-speech';

/** Words said at an easy pace (0.4 s each, 0.1 s apart), all heard with this confidence. */
function said(
  text: string,
  confidence = 0.95,
  gapAfter: Record<number, number> = {},
): { words: HeardWord[]; duration: number } {
  let t = 0.2;
  const words = text.split(/\s+/).map((word, k) => {
    const w = { word, start: t, end: t + 0.3, confidence };
    t += 0.4 + (gapAfter[k] ?? 0);
    return w;
  });
  return { words, duration: t + 0.2 };
}

describe('fluency bands (spec 02 §5)', () => {
  it.each([
    [100, 'excellent, native-like'],
    [90, 'excellent, native-like'],
    [89, 'very good'],
    [80, 'very good'],
    [79, 'good'],
    [70, 'good'],
    [69, 'fair'],
    [60, 'fair'],
    [59, 'poor: please record it again'],
    [0, 'poor: please record it again'],
  ])('%i is %s', (score, band) => expect(fluencyBand(score)).toBe(band));
});

describe('word quality', () => {
  it('is 100 for the right word heard with certainty and flags 80 or less', () => {
    expect(wordQuality(1, 1)).toBe(100);
    expect(wordQuality(1, 0.01)).toBeLessThanOrEqual(80);
    expect(wordQuality(0.75, 0.9)).toBeLessThanOrEqual(80);
  });
});

/**
 * An aligned reading of `text` (what the engine's aligner returns): each word heard as `heard` says
 * (default: the word itself) with this quality, at an easy pace, with pauses after the given words.
 */
function reading(
  text: string,
  options: { quality?: number; heard?: Record<string, string | null>; gapAfter?: Record<number, number> } = {},
): AlignedText {
  let t = 0.2;
  const words = text
    .toLowerCase()
    .replace(/[^a-z' ]/g, '')
    .split(' ')
    .map((word, k) => {
      const heard = options.heard && word in options.heard ? options.heard[word]! : word;
      const w = {
        word,
        heard,
        quality: heard === word ? (options.quality ?? 95) : heard ? 15 : 0,
        start: heard ? t : null,
        end: heard ? t + 0.3 : null,
        gop: null,
      };
      t += 0.4 + (options.gapAfter?.[k] ?? 0);
      return w;
    });
  return { text, words, transcript: words.map((w) => w.heard ?? '').join(' '), margin: null };
}

describe('known-text answers from their alignment', () => {
  it('scores the right sentence high with nothing flagged, and one with a word said as something else below the pass mark, that word flagged', () => {
    const right = scoreAligned([reading('I like to play football with my friends after school')]);
    expect(right.overall).toBeGreaterThanOrEqual(90);
    expect(right.words.filter((w) => w.flagged)).toEqual([]);
    expect(right.completeness).toBe(1);
    const wrong = scoreAligned([
      reading('I like to play football with my friends after school', { heard: { football: '…' } }),
    ]);
    expect(wrong.overall).toBeLessThan(60);
    expect(wrong.words.filter((w) => w.flagged).map((w) => w.word)).toEqual(['football']);
    const two = scoreAligned([
      reading('I like to play football with my friends after school', { heard: { football: '…', school: null } }),
    ]);
    expect(two.overall).toBeLessThan(wrong.overall);
  });

  it('takes the best of several accepted answers', () => {
    const result = scoreAligned([
      reading("It's half past seven", { heard: { half: '…', past: '…' } }),
      reading('It is seven thirty'),
    ]);
    expect(result.overall).toBeGreaterThanOrEqual(90);
    expect(result.words.map((w) => w.word)).toEqual(['it', 'is', 'seven', 'thirty']);
  });

  it('costs phrasing for pauses inside a phrase, not at punctuation', () => {
    const atComma = scoreAligned([reading('Yes, please help me', { gapAfter: { 0: 0.6 } })]);
    const midPhrase = scoreAligned([reading('Yes, please help me', { gapAfter: { 1: 0.6, 2: 0.6 } })]);
    expect(atComma.phrasing.rating).toBe(100);
    expect(midPhrase.phrasing.rating).toBeLessThan(100);
  });
});

describe('timing', () => {
  it('gives words per minute over speaking time and rates the pace', () => {
    const t = timing(said('one two three four five six seven eight nine ten').words, 0);
    expect(t.wpm).toBe(154); // 10 words in 3.9 s
    expect(t.pace.label).toBe('good');
    const slow = timing(said('one two three', 0.9, { 0: 2, 1: 2 }).words, 0);
    expect(slow.pace.label).toBe('too slow');
  });
});

describe('open answers (IELTS)', () => {
  const task = {
    topicText: 'Describe a place in your town where you like to spend time. The lake park near my home.',
    targetSeconds: 45,
  };
  it('rewards a relevant answer of the asked length, and gives IELTS bands', () => {
    const answer =
      'I like to spend time at the lake park near my home in my town it is quiet and green and I walk there with my friends every evening because the air is fresh';
    const good = scoreOpen(task, said(answer), true);
    const short = scoreOpen(task, said('I do not know'), true);
    expect(good.overall).toBeGreaterThan(short.overall + 30);
    expect(good.ielts!.overall).toBeGreaterThan(short.ielts!.overall);
    expect(good.ielts!.overall).toBeLessThanOrEqual(9);
  });
});

describe('several recordings', () => {
  it('averages the parts and lists every word', () => {
    const parts = [scoreAligned([reading('ship')]), scoreAligned([reading('sheep', { heard: { sheep: 'cheap' } })])];
    const combined = combineParts(parts);
    expect(combined.words.map((w) => w.word)).toEqual(['ship', 'sheep']);
    expect(combined.overall).toBe(Math.round((parts[0]!.overall + parts[1]!.overall) / 2));
  });
});

describe('engine output', () => {
  it('reads pocketsphinx word times without markers or pronunciation numbers', () => {
    const out =
      'good morning\n<s> 0.000 0.200 0.999700\ngood(2) 0.210 0.340 0.265709\n<sil> 0.960 0.990 0.646326\nmorning 0.350 0.950 0.940064\n</s> 3.350 3.440 1.000000\n';
    expect(parseSphinxTimes(out)).toEqual([
      { word: 'good', start: 0.21, end: 0.34, confidence: 0.265709 },
      { word: 'morning', start: 0.35, end: 0.95, confidence: 0.940064 },
    ]);
  });

  it('reads Amazon Transcribe items and skips punctuation', () => {
    const json = JSON.stringify({
      results: {
        items: [
          {
            type: 'pronunciation',
            start_time: '0.1',
            end_time: '0.4',
            alternatives: [{ content: 'Hello', confidence: '0.98' }],
          },
          { type: 'punctuation', alternatives: [{ content: '.', confidence: '0.0' }] },
        ],
      },
    });
    expect(parseTranscribeJson(json)).toEqual([{ word: 'Hello', start: 0.1, end: 0.4, confidence: 0.98 }]);
  });
});

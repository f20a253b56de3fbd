import type { SpeechFeedback } from '#shared/api/contract-assessment';
import { SPEECH } from '#shared/scoring/thresholds';
import type { AlignedText } from '../align/known-text';
import type { HeardWord } from './recognised';
import { fluencyBand, timing } from './score-speech';

/**
 * A known-text answer's score from its alignment (functions/speech/align/): each expected word's
 * quality is its goodness of pronunciation (0 when something else was said in its place, or
 * nothing), accuracy their mean, and the overall the accuracy times the fluency factor of read
 * answers, halved for each word not said as expected (docs/scoring.md). Of several accepted texts
 * the best-said one counts.
 */
export function scoreAligned(aligned: readonly AlignedText[]): SpeechFeedback {
  const scored = aligned.map(scoreOne);
  return scored.reduce((best, s) => (s.overall > best.overall ? s : best), scored[0] ?? empty());
}

/**
 * A VK word's quality against its question's other words (ship said as sheep): 0 at SPEECH.pair.zero,
 * 100 at .full; null when not measured.
 */
export function pairQuality(pairMargin: number | null | undefined): number | null {
  if (pairMargin === null || pairMargin === undefined) return null;
  const { zero, full } = SPEECH.pair;
  return Math.round(100 * Math.max(0, Math.min(1, (pairMargin - zero) / (full - zero))));
}

function scoreOne(reading: AlignedText): SpeechFeedback {
  const pair = pairQuality(reading.pairMargin);
  const words = reading.words.map((w) => {
    const quality = pair === null ? w.quality : Math.min(w.quality, pair);
    return { word: w.word, quality, flagged: quality <= SPEECH.flaggedAtOrBelow };
  });
  const accuracy = words.length ? words.reduce((sum, w) => sum + w.quality, 0) / words.length : 0;
  // Timing from the words heard where they were expected (a rival counts: it was said, just not right).
  const heard: HeardWord[] = reading.words
    .filter((w) => w.start !== null && w.end !== null && w.heard !== '…')
    .map((w) => ({ word: w.heard!, start: w.start!, end: w.end!, confidence: w.quality / 100 }));
  const phraseBreaks = (reading.text.match(/[,.;:!?]\s/g) ?? []).length;
  const t = timing(heard, phraseBreaks);
  // A word left out or said as another word makes the answer another answer, not a slightly worse one.
  const missing = reading.words.filter((w) => w.heard !== w.word).length;
  const fluent =
    words.length <= 2 ? accuracy : accuracy * (1 - SPEECH.fluencyWeight + (SPEECH.fluencyWeight * t.fluency) / 100);
  const overall = fluent * SPEECH.gop.missingFactor ** missing;
  return {
    overall: Math.round(overall),
    band: fluencyBand(Math.round(overall)),
    transcript: reading.transcript,
    words,
    wpm: t.wpm,
    pace: t.pace,
    phrasing: t.phrasing,
    completeness: words.length ? reading.words.filter((w) => w.quality > SPEECH.gop.replaced).length / words.length : 0,
    ielts: null,
  };
}

function empty(): SpeechFeedback {
  return {
    overall: 0,
    band: fluencyBand(0),
    transcript: '',
    words: [],
    wpm: 0,
    pace: { rating: 0, label: 'too slow' },
    phrasing: { rating: 0, pauses: 0 },
    completeness: 0,
    ielts: null,
  };
}

import type { SpeechFeedback } from '#shared/api/contract-assessment';
import { fluencyBand } from '#shared/scoring/spoken-outcome';
import { SPEECH } from '#shared/scoring/thresholds';
import { contentWords } from '../../core/language/stop-words';
import { heardTokens, tokens } from './align';
import type { HeardWord, Transcript } from './recognised';

/**
 * Scores of one recording (docs/scoring.md "Spoken answers"): pure functions of what the engine
 * heard, so they are the same on AWS and offline and can be tested without audio.
 *
 * - Known-text answers are aligned to their text by the engine and scored in ./score-aligned.ts,
 *   with the bands and timing below.
 * - Open answers (IELTS-style) have no one right text: clarity, length and relevance
 *   (judged first in ./judge-open.ts).
 */
export { fluencyBand };

/** A recognised word's quality (0–100): how alike it is to the expected word and how sure the engine was. */
export function wordQuality(likeness: number, confidence: number): number {
  const sure = SPEECH.confidenceFloor + (1 - SPEECH.confidenceFloor) * Math.sqrt(Math.max(0, Math.min(1, confidence)));
  return Math.round(100 * likeness * sure);
}

interface Timing {
  wpm: number;
  pace: SpeechFeedback['pace'];
  phrasing: SpeechFeedback['phrasing'];
  /** Mean of the pace and phrasing ratings, 0–100. */
  fluency: number;
}

/**
 * Rate and pauses. Speaking time runs from the first word to the last; a pause is a silence of
 * `pauseSeconds` or more between words. Pauses where the expected text has punctuation are phrase
 * breaks and cost nothing; open answers are allowed one pause per eight words.
 */
export function timing(heard: readonly HeardWord[], allowedPauses: number): Timing {
  if (heard.length === 0)
    return { wpm: 0, pace: { rating: 0, label: 'too slow' }, phrasing: { rating: 0, pauses: 0 }, fluency: 0 };
  const span = Math.max(0.5, heard[heard.length - 1]!.end - heard[0]!.start);
  const wpm = Math.round((heard.length / span) * 60);
  const { slowBelow, fastAbove } = SPEECH.pace;
  const label = wpm < slowBelow ? 'too slow' : wpm > fastAbove ? 'too fast' : 'good';
  const off =
    label === 'too slow' ? (slowBelow - wpm) / slowBelow : label === 'too fast' ? (wpm - fastAbove) / fastAbove : 0;
  const paceRating = Math.round(100 * Math.max(0, 1 - 1.5 * off));
  let pauses = 0;
  for (let k = 1; k < heard.length; k++) if (heard[k]!.start - heard[k - 1]!.end >= SPEECH.pauseSeconds) pauses++;
  const phrasingRating = Math.max(0, 100 - SPEECH.phrasingPenalty * Math.max(0, pauses - allowedPauses));
  return {
    wpm,
    pace: { rating: paceRating, label },
    phrasing: { rating: phrasingRating, pauses },
    fluency: (paceRating + phrasingRating) / 2,
  };
}

function flagged(word: string, quality: number) {
  return { word, quality, flagged: quality <= SPEECH.flaggedAtOrBelow };
}

export interface OpenTask {
  /** The question, prompt and model answer: what the answer should be about. */
  topicText: string;
  /** How long the learner is asked to speak, in seconds. */
  targetSeconds: number;
}

/** Words a learner speaking at an easy pace says in the target time, halved: enough to count as an answer. */
const WORDS_PER_SECOND = 1;

/** An open answer: clarity of the words, length against the task, relevance to the topic. */
export function scoreOpen(task: OpenTask, transcript: Transcript, withIelts: boolean): SpeechFeedback {
  const heard = heardTokens(transcript.words);
  const words = heard.map((w) => flagged(w.word, wordQuality(1, w.confidence)));
  const clarity = words.length ? words.reduce((sum, w) => sum + w.quality, 0) / words.length / 100 : 0;
  const targetWords = Math.max(5, (task.targetSeconds * WORDS_PER_SECOND) / 2);
  const length = Math.min(1, heard.length / targetWords);
  const topic = new Set(contentWords(tokens(task.topicText)));
  const said = new Set(contentWords(heard.map((w) => w.word)));
  const overlap = [...said].filter((w) => topic.has(w)).length;
  const relevance = topic.size ? Math.min(1, overlap / Math.min(8, topic.size)) : 1;
  const t = timing(heard, Math.floor(heard.length / 8));
  const { clarity: wc, length: wl, relevance: wr } = SPEECH.open;
  const base = 100 * (wc * clarity + wl * length + wr * relevance);
  const overall = Math.round(base * (1 - SPEECH.fluencyWeight + (SPEECH.fluencyWeight * t.fluency) / 100));
  const lexical = said.size ? Math.min(1, said.size / Math.max(10, heard.length * 0.5)) : 0;
  const band = (share: number) => Math.round(share * 9 * 2) / 2;
  const ielts = withIelts
    ? {
        fluency: band((t.fluency / 100) * length),
        pronunciation: band(clarity),
        lexical: band(lexical * length),
        coherence: band(relevance * length),
        overall: 0,
      }
    : null;
  if (ielts)
    ielts.overall = Math.round(((ielts.fluency + ielts.pronunciation + ielts.lexical + ielts.coherence) / 4) * 2) / 2;
  return {
    overall,
    band: fluencyBand(overall),
    transcript: transcript.words.map((w) => w.word).join(' '),
    words,
    wpm: t.wpm,
    pace: t.pace,
    phrasing: t.phrasing,
    completeness: null,
    ielts,
  };
}

/** Several recordings of one answer (VK words, conversation gaps): their mean, and every word listed. */
export function combineParts(parts: readonly SpeechFeedback[]): SpeechFeedback {
  if (parts.length === 1) return parts[0]!;
  const mean = (pick: (p: SpeechFeedback) => number) =>
    Math.round(parts.reduce((s, p) => s + pick(p), 0) / parts.length);
  const overall = mean((p) => p.overall);
  const wpm = mean((p) => p.wpm);
  const pace = mean((p) => p.pace.rating);
  return {
    overall,
    band: fluencyBand(overall),
    transcript: parts.map((p) => p.transcript).join(' | '),
    words: parts.flatMap((p) => p.words),
    wpm,
    pace: {
      rating: pace,
      label: parts.every((p) => p.pace.label === 'good')
        ? 'good'
        : (parts.find((p) => p.pace.label !== 'good')?.pace.label ?? 'good'),
    },
    phrasing: { rating: mean((p) => p.phrasing.rating), pauses: parts.reduce((s, p) => s + p.phrasing.pauses, 0) },
    completeness: parts.every((p) => p.completeness !== null) ? mean((p) => (p.completeness ?? 0) * 100) / 100 : null,
    ielts: null,
  };
}

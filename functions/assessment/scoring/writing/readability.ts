import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { words } from '#shared/scoring/text';
import { WRITING } from '#shared/scoring/thresholds';
import { clamp01, gradeOf, type Part } from './part';

/**
 * Readability by the Flesch–Kincaid grade (wooorm's flesch-kincaid and syllable packages), judged
 * against a target: the model answer's own grade (what the question expects), or the question's
 * level when there is no model answer. Too simple and too heavy both lose marks, with different advice.
 */
export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
}

export function counts(text: string): TextCounts {
  const w = words(text);
  const sentences = text.split(/[.!?]+(?=\s|$)|\n+/).filter((s) => words(s).length > 0).length;
  return { sentences: Math.max(1, sentences), words: w.length, syllables: w.reduce((n, x) => n + syllable(x), 0) };
}

export function gradeLevel(text: string): number {
  const c = counts(text);
  if (c.words === 0) return 0;
  return fleschKincaid({ sentence: c.sentences, word: c.words, syllable: c.syllables });
}

const MODEL_MIN_WORDS = 30;

export function targetGrade(models: readonly string[], qlevel: number): number {
  const model = models.find((m) => words(m).length >= MODEL_MIN_WORDS);
  return model ? gradeLevel(model) : qlevel;
}

export function readability(text: string, target: number): Part & { gradeLevel: number } {
  const c = counts(text);
  const level = gradeLevel(text);
  const off = level - target;
  const over = Math.max(0, Math.abs(off) - WRITING.readabilityTolerance);
  let score = clamp01(1 - over / (WRITING.readabilityZeroAt - WRITING.readabilityTolerance));
  const runOn = c.words / c.sentences > WRITING.longSentenceWords;
  if (runOn) score = Math.min(score, WRITING.grade.mid - 0.05);
  const grade = gradeOf(score);
  const tooHeavy = runOn || off > 0;
  const message =
    grade === 'high'
      ? 'Your writing is clear and easy to follow, with sentences of a good length.'
      : tooHeavy
        ? grade === 'mid'
          ? 'Some sentences are long or heavy. Try splitting a long sentence so that each one carries one idea.'
          : 'Your sentences are very long and hard to follow. Break them into shorter sentences, each ending with a full stop.'
        : grade === 'mid'
          ? "Your sentences are quite short and simple. Try joining some ideas with words like 'because', 'although' or 'which'."
          : 'Your writing is very simple for this level. Join ideas into longer sentences and use some longer, more precise words.';
  return { score, grade, message, gradeLevel: level };
}

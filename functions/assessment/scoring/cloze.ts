import type { Question } from '#shared/schemas/content';
import { normalText, normalTokens } from '../../core/language/normalise';
import { typoMatch } from './spelling';
import { quote } from './reasons';
import type { ChoiceScore } from './choices';

/**
 * Cloze types: each gap is right or wrong; the score is the share of right gaps. A gap must have
 * the accepted word or phrase (case, punctuation, contractions and spelling variants ignored;
 * articles kept) — it tests the form, so 'love' is not 'loves'. Reading cloze (Cloze_with_passage) also
 * accepts a misspelling of a word taken from the passage: it tests reading, not spelling.
 */
export function gapCount(question: Question): number {
  return new Set(question.question.match(/\{\{\d+\}\}/g) ?? []).size;
}

export function scoreCloze(question: Question, gaps: readonly string[]): ChoiceScore {
  const accepted = (question.correct_answers ?? []).map((entry) => entry.split('|').map((s) => s.trim()));
  const typosOk = question.type === 'Cloze_with_passage';
  const keep = { keepArticles: true };
  const notes: string[] = [];
  const parts = gaps.map((written, i): number => {
    const options = accepted[i] ?? [];
    const text = normalText(written, keep);
    if (text && options.some((o) => normalText(o, keep) === text)) return 1;
    const near = typosOk
      ? options.find((o) => typoMatch(normalTokens(written, keep), normalTokens(o, keep)))
      : undefined;
    if (near) {
      notes.push(`gap ${i + 1}: close spelling of ${quote(near)}`);
      return 1;
    }
    notes.push(`gap ${i + 1}: ${text ? `${quote(written.trim())} is not ${quote(options[0] ?? '')}` : 'left empty'}`);
    return 0;
  });
  const right = parts.reduce((a, b) => a + b, 0);
  const score = parts.length ? right / parts.length : 0;
  return { score, parts, reason: [`${right} of ${parts.length} gaps right`, ...notes].join('; ') };
}

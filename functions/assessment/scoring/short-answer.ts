import type { Question } from '#shared/schemas/content';
import { PASS_MARK, SHORT_ANSWER } from '#shared/scoring/thresholds';
import { wordCount } from '#shared/scoring/text';
import { keywordCoverage } from './keywords';
import { bestMeaning } from './meaning';
import { normalText, normalTokens } from '../../core/language/normalise';
import { typoMatch } from './spelling';
import { keywordReason, list, meaningReason, quote } from './reasons';

/**
 * Short written answers. SA climbs a lenient ladder and stops at the first rung that accepts:
 * normalise → close spelling → keywords and synonyms → meaning. SAKeyword is scored by keyword
 * coverage (the form of each keyword matters), SASemantic by meaning. Every result says why.
 */
export interface TextScore {
  score: number;
  reason: string;
}

/** Accepted answers: each entry of correct_answers, with alternatives split by '|'. */
export function acceptedAnswers(question: Question): string[] {
  return (question.correct_answers ?? []).flatMap((a) =>
    a
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Rungs 1 and 2: the same answer written differently, or misspelt. */
function sameAnswer(answer: string, accepted: readonly string[]): TextScore | null {
  const tokens = normalTokens(answer);
  const text = tokens.join(' ');
  for (const a of accepted) {
    // An answer that is only an article ('an') is compared with its articles.
    const onlyArticles = normalText(a) === '';
    if (
      onlyArticles
        ? normalText(a, { keepArticles: true }) !== normalText(answer, { keepArticles: true })
        : normalText(a) !== text
    )
      continue;
    const exact = answer.trim().toLowerCase() === a.toLowerCase();
    return {
      score: 1,
      reason: exact
        ? `matches ${quote(a)}`
        : `matches ${quote(a)} (case, punctuation, articles and spelling variants ignored)`,
    };
  }
  for (const a of accepted) {
    const typos = typoMatch(tokens, normalTokens(a));
    if (typos) return { score: 1, reason: `close spelling of ${list(typos.map(([, meant]) => meant))} in ${quote(a)}` };
  }
  return null;
}

const longest = (accepted: readonly string[]) => Math.max(0, ...accepted.map(wordCount));

export function scoreSA(question: Question, answer: string): TextScore {
  const accepted = acceptedAnswers(question);
  const same = sameAnswer(answer, accepted);
  if (same) return same;
  const wrong = { score: 0, reason: `not the expected answer ${quote(accepted[0] ?? '')}` };
  // A one- or two-word answer tests a word: a synonym or a related word is a different answer.
  if (longest(accepted) < SHORT_ANSWER.keywordMinWords) return wrong;

  const tokens = normalTokens(answer);
  const keywords = question.keywords?.length
    ? keywordCoverage(tokens, question.keywords, { stems: true, synonyms: true })
    : null;
  if (keywords?.score === 1) return { score: 1, reason: keywordReason(keywords) };
  if (longest(accepted) < SHORT_ANSWER.meaningMinWords)
    return keywords?.score ? { score: keywords.score, reason: keywordReason(keywords) } : wrong;
  const m = bestMeaning(tokens, accepted, questionText(question));
  if (keywords && keywords.score >= m.score) return { score: keywords.score, reason: keywordReason(keywords) };
  return { score: m.score, reason: meaningReason(m, m.score >= PASS_MARK) };
}

export function scoreSAKeyword(question: Question, answer: string): TextScore {
  const same = sameAnswer(answer, acceptedAnswers(question));
  if (same) return same;
  const keywords = question.keywords ?? [];
  if (!keywords.length)
    return { score: 0, reason: `not the expected answer ${quote(acceptedAnswers(question)[0] ?? '')}` };
  const coverage = keywordCoverage(normalTokens(answer), keywords, { stems: false, synonyms: false });
  return { score: coverage.score, reason: keywordReason(coverage) };
}

export function scoreSASemantic(question: Question, answer: string): TextScore {
  const accepted = acceptedAnswers(question);
  const same = sameAnswer(answer, accepted);
  if (same) return same;
  const tokens = normalTokens(answer);
  const m = bestMeaning(tokens, accepted, questionText(question));
  let score = m.score;
  let reason = meaningReason(m, m.score >= PASS_MARK);
  if (question.keywords?.length) {
    // Keywords only help: some questions list alternatives (pebbles, stones), so a missing one is no proof.
    const coverage = keywordCoverage(tokens, question.keywords, { stems: true, synonyms: true });
    const blended =
      (1 - SHORT_ANSWER.semanticKeywordWeight) * m.score + SHORT_ANSWER.semanticKeywordWeight * coverage.score;
    if (blended > score) {
      score = blended;
      reason = `${meaningReason(m, blended >= PASS_MARK)}; ${keywordReason(coverage)}`;
    }
  }
  return { score, reason };
}

/** What the question itself says (its words prove little when repeated). */
export function questionText(question: Question): string {
  return [question.question, question.prompt ?? ''].join(' ');
}

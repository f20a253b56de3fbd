import type { WritingFeedback } from '#shared/api/contract-assessment';
import type { Question } from '#shared/schemas/content';
import { wordCount } from '#shared/scoring/text';
import { WRITING } from '#shared/scoring/thresholds';
import { isIndianEnglish } from '../data/indian-english';
import { checkGrammar, isMistake, type GrammarIssue } from './grammar';
import { part, gradeOf, type Part } from './part';
import { readability, targetGrade } from './readability';
import { topic } from './topic';
import { uniqueWords, vocabulary } from './vocabulary';

/**
 * The writing feedback object of spec 02 §3 (accuracy, grammar, topic, readability, vocabulary,
 * unique words; each high, mid or low with a message) and the long-answer score: the weighted sum
 * of the five part scores, scaled down when the answer is off the topic (shared/scoring/thresholds.ts).
 */
export interface WritingAnalysis {
  feedback: WritingFeedback;
  /** 0..1: the weighted sum of the parts. */
  score: number;
  parts: Record<keyof typeof WRITING.weights, Part>;
}

/** Names (Priya, QuickBasket), Indian English words (dosas) and words of the question are not spelling mistakes. */
function isLikelyName(issue: GrammarIssue, text: string, questionWords: ReadonlySet<string>): boolean {
  if (issue.kind !== 'Spelling' && issue.kind !== 'Typo') return false;
  if (questionWords.has(issue.text.toLowerCase()) || isIndianEnglish(issue.text)) return true;
  const capitalised = /^\p{Lu}/u.test(issue.text);
  const sentenceStart = /(^|[.!?]|\n)\s*$/.test(text.slice(0, issue.start));
  return capitalised && !sentenceStart;
}

function grammarPart(issues: GrammarIssue[], words: number): Part & { mistakes: number } {
  const mistakes = issues.filter(isMistake).length;
  const per100 = words ? (mistakes / words) * 100 : 0;
  const s = part(1 - per100 / WRITING.grammarZeroAtPer100, {
    high:
      mistakes === 0
        ? 'Great work: we found no grammar or spelling mistakes.'
        : `Good grammar and spelling: only ${mistakes} small ${mistakes === 1 ? 'mistake' : 'mistakes'}. See the highlighted words.`,
    mid: `We found ${mistakes} grammar or spelling mistakes. Look at the highlighted words and the suggestions, and check your verbs and spellings.`,
    low: `There are many grammar and spelling mistakes (${mistakes}). Read each sentence again slowly and check your verbs, articles and spellings.`,
  });
  return { ...s, mistakes };
}

const overall: Record<WritingFeedback['accuracy'], string> = {
  high: 'Well done! This is a strong answer.',
  mid: 'A good try. Work on the points below to make your answer stronger.',
  low: 'Keep practising. Read the points below, then try writing your answer again.',
};

/**
 * Analyses a written answer. `accuracy` overrides the accuracy grade's score (short answers are
 * graded by their own scorer). Null when the grammar checker cannot be loaded.
 */
export async function analyseWriting(
  text: string,
  question: Question,
  accuracy?: number,
): Promise<WritingAnalysis | null> {
  const found = await checkGrammar(text);
  if (!found) return null;
  const questionWords = new Set(
    [question.question, question.prompt ?? '', question.passage ?? '', ...(question.correct_answers ?? [])]
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  const issues = found.filter((i) => !isLikelyName(i, text, questionWords));
  const questionText = `${question.question} ${question.prompt ?? ''}`;
  const parts = {
    grammar: grammarPart(issues, wordCount(text)),
    topic: topic(text, question),
    vocabulary: vocabulary(text, questionText),
    readability: readability(text, targetGrade(question.correct_answers ?? [], question.qlevel)),
    uniqueWords: uniqueWords(text),
  };
  const w = WRITING.weights;
  const weighted =
    w.grammar * parts.grammar.score +
    w.topic * parts.topic.score +
    w.vocabulary * parts.vocabulary.score +
    w.readability * parts.readability.score +
    w.uniqueWords * parts.uniqueWords.score;
  // Good English about something else does not answer the question.
  const score = weighted * Math.min(1, parts.topic.score / WRITING.topicGate);
  const accuracyGrade = gradeOf(accuracy ?? score);
  const messages = [parts.grammar, parts.topic, parts.readability, parts.vocabulary, parts.uniqueWords].map(
    (p) => p.message,
  );
  const feedback: WritingFeedback = {
    accuracy: accuracyGrade,
    grammar_score: parts.grammar.grade,
    grammar_feedback: parts.grammar.message,
    topic_score: parts.topic.grade,
    topic_feedback: parts.topic.message,
    readability_score: parts.readability.grade,
    readability_feedback: parts.readability.message,
    vocabulary_score: parts.vocabulary.grade,
    vocabulary_feedback: parts.vocabulary.message,
    unique_words_score: parts.uniqueWords.grade,
    unique_words_feedback: parts.uniqueWords.message,
    feedback: overall[accuracyGrade],
    combined_feedback: [overall[accuracyGrade], ...messages].join(' '),
    issues: issues.map(({ start, end, message, suggestion }) => ({ start, end, message, suggestion })),
  };
  return { feedback, score, parts };
}

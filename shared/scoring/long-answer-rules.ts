import { catalogue } from '../errors';
import { wordCount, similarity } from './text';
import { MAX_SIMILARITY_TO_QUESTION, MIN_WORDS_BY_LEVEL } from './thresholds';

/** Spec 02 §5: the fewest words a long answer (LA) needs at this question level. */
export function minimumWords(qlevel: number): number {
  const rule =
    MIN_WORDS_BY_LEVEL.find((r) => qlevel <= r.upToLevel) ?? MIN_WORDS_BY_LEVEL[MIN_WORDS_BY_LEVEL.length - 1]!;
  return rule.words;
}

export type LongAnswerProblem = { key: 'answerTooShort' | 'answerTooSimilar'; message: string };

/**
 * The two checks of a long answer before it is scored (the web before submitting, the server
 * again): too few words for the level, or over 80 % similar to the question text.
 */
export function longAnswerProblem(
  question: { question: string; qlevel: number },
  answer: string,
): LongAnswerProblem | null {
  const needed = minimumWords(question.qlevel);
  if (wordCount(answer) < needed) {
    return { key: 'answerTooShort', message: catalogue.answerTooShort.message.replace('{n}', String(needed)) };
  }
  if (similarity(answer, question.question) > MAX_SIMILARITY_TO_QUESTION) {
    return { key: 'answerTooSimilar', message: catalogue.answerTooSimilar.message };
  }
  return null;
}

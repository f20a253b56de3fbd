import { AppError } from '#shared/errors';
import type { Question } from '#shared/schemas/content';
import { longAnswerProblem } from '#shared/scoring/long-answer-rules';
import { AWAITING_REVIEW } from '#shared/scoring/thresholds';
import { checkWriting } from './writing/writing-check';
import type { TextScore } from './short-answer';
import type { WritingFeedback } from '#shared/api/contract-assessment';

/**
 * Long answers (LA): refused when too short for the level or too like the question (spec 02 §5,
 * the same checks the web makes), otherwise scored by the writing analysis. Without a grammar
 * checker there is no honest score: the answer awaits review (-1).
 */
export async function scoreLA(question: Question, answer: string): Promise<TextScore & { feedback?: WritingFeedback }> {
  const problem = longAnswerProblem(question, answer);
  if (problem) throw new AppError(problem.key, { message: problem.message, fields: { user_answer: problem.message } });
  const analysis = await checkWriting(answer, question);
  if (!analysis)
    return {
      score: AWAITING_REVIEW,
      reason: 'the writing checker is not available; a teacher will review this answer',
    };
  const { grammar, topic, readability, vocabulary, uniqueWords } = analysis.parts;
  const reason = `grammar ${grammar.grade}, topic ${topic.grade}, readability ${readability.grade}, vocabulary ${vocabulary.grade}, unique words ${uniqueWords.grade}`;
  return { score: Math.round(analysis.score * 100) / 100, reason, feedback: analysis.feedback };
}

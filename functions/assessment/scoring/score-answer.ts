import { AppError } from '#shared/errors';
import type { Question } from '#shared/schemas/content';
import { wordCount } from '#shared/scoring/text';
import { SHORT_ANSWER } from '#shared/scoring/thresholds';
import { verdictOf } from '#shared/scoring/verdict';
import { choiceAnswer, gapsAnswer, picksAnswer, refuse, textAnswer } from './answer-shape';
import { choiceIds, scoreMCQ, scorePicks, type ChoiceScore } from './choices';
import { gapCount, scoreCloze } from './cloze';
import { scoreLA } from './long-answer';
import type { ScoredAnswer } from './scored-answer';
import { acceptedAnswers, scoreSA, scoreSAKeyword, scoreSASemantic, type TextScore } from './short-answer';
import { checkWriting } from './writing/writing-check';

export type { ScoredAnswer } from './scored-answer';

/**
 * Scores one written answer of any type (docs/scoring.md). Answer shapes: MCQ a choice id; MS choice
 * ids; Wordcloud words of the word bank; SA, SAKeyword, SASemantic and LA a text; cloze types one
 * text per gap. A wrong shape is refused with a 422 before anything is scored.
 */
export type ScoringRoute = 'written' | 'spoken' | 'video' | 'none';

/**
 * Where an answer to this question is scored: here, by the speech scorer, by a reviewer (a recorded
 * video: no engine scores one, so it awaits review), or nowhere (INS).
 */
export function scoringRoute(question: Pick<Question, 'type' | 'domain' | 'answer_format'>): ScoringRoute {
  if (question.type === 'INS') return 'none';
  if (question.answer_format === 'video') return 'video';
  if (question.domain === 'S' || question.type === 'IELTS' || question.type === 'VK') return 'spoken';
  return 'written';
}

const shortScorers = { SA: scoreSA, SAKeyword: scoreSAKeyword, SASemantic: scoreSASemantic } as const;

async function score(question: Question, answer: unknown): Promise<TextScore & Omit<ScoredAnswer, 'verdict'>> {
  switch (question.type) {
    case 'MCQ':
      return scoreMCQ(question, choiceAnswer(question, answer));
    case 'MS': {
      const ids = choiceIds(question);
      return scorePicks(
        ids,
        question.correct_answers ?? [],
        picksAnswer(question, answer, ids, 'options'),
        'options',
      ) satisfies ChoiceScore;
    }
    case 'Wordcloud': {
      const bank = question.word_bank ?? [];
      return scorePicks(bank, question.correct_answers ?? [], picksAnswer(question, answer, bank, 'words'), 'words');
    }
    case 'Cloze':
    case 'Cloze_with_passage':
    case 'Cloze_with_conversation':
      return scoreCloze(question, gapsAnswer(question, answer, gapCount(question)));
    case 'SA':
    case 'SAKeyword':
    case 'SASemantic': {
      const text = textAnswer(question, answer);
      const result = shortScorers[question.type](question, text);
      if (wordCount(text) < SHORT_ANSWER.feedbackMinWords || !asksForSentences(question)) return result;
      const analysis = await checkWriting(text, question, result.score);
      return analysis ? { ...result, feedback: analysis.feedback } : result;
    }
    case 'LA':
      return scoreLA(question, textAnswer(question, answer));
    default:
      return refuse(`Questions of type ${question.type} are not answered in writing.`);
  }
}

export async function scoreAnswer(question: Question, answer: unknown): Promise<ScoredAnswer> {
  const route = scoringRoute(question);
  if (route === 'spoken') throw new AppError('recordingNeeded');
  if (route === 'video') throw new AppError('videoAnswerNeeded');
  if (route === 'none') refuse('This page is an instruction: there is nothing to answer.');
  const result = await score(question, answer);
  const rounded = result.score < 0 ? result.score : Math.round(result.score * 1000) / 1000;
  return { ...result, score: rounded, verdict: verdictOf(question.type, rounded) };
}

/**
 * Advice on sentences (length, linking words, vocabulary) fits a question whose answer is a sentence: one whose
 * accepted answers are a number, a word or a short phrase is judged on that alone (decision 0835), however long the
 * learner's answer. SASemantic questions (a model answer in the learner's own words) always are sentences.
 */
function asksForSentences(question: Question): boolean {
  if (question.type === 'SASemantic') return true;
  return acceptedAnswers(question).some((a) => wordCount(a) >= SHORT_ANSWER.sentenceKeyWords);
}

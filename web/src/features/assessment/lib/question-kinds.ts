import type { TestQuestion } from '#shared/api/contract-assessment';

/**
 * How each question type (spec 02 §3) is answered on the page. The server's types map onto a few
 * answer controls; a spoken question (spoken: true, and every VK and IELTS item) is answered by
 * recording, one recording per part (answers/spoken-answer.tsx), or skipped by a learner without a
 * microphone. A video answer (video_answer: true) is recorded with the camera.
 */
export type AnswerKind = 'none' | 'single' | 'multiple' | 'writing' | 'gaps' | 'words' | 'spoken' | 'video';

export type QuestionType = TestQuestion['type'];

const writingTypes: ReadonlySet<QuestionType> = new Set(['SA', 'SASemantic', 'SAKeyword', 'LA']);
const gapTypes: ReadonlySet<QuestionType> = new Set(['Cloze', 'Cloze_with_passage', 'Cloze_with_conversation']);

export function answerKind(
  question: Pick<TestQuestion, 'type' | 'spoken'> & Partial<Pick<TestQuestion, 'video_answer'>>,
): AnswerKind {
  if (question.type === 'INS') return 'none';
  // Recorded with the camera (is_audio: vid), whatever the type says.
  if (question.video_answer) return 'video';
  if (question.spoken || question.type === 'VK' || question.type === 'IELTS') return 'spoken';
  if (question.type === 'MCQ') return 'single';
  if (question.type === 'MS') return 'multiple';
  if (question.type === 'Wordcloud') return 'words';
  if (gapTypes.has(question.type)) return 'gaps';
  if (writingTypes.has(question.type)) return 'writing';
  return 'writing';
}

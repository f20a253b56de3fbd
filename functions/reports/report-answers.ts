import type { AnswerFeedback } from '#shared/api/contract-assessment';
import type { Question } from '#shared/schemas/content';

/**
 * How one answer reads in the parent's report (functions/reports/report-pdf.ts): the question with
 * its gaps drawn as blanks, not template marks ('{{1}}'); an option chosen as its words, not its
 * letter; and several options or gaps each on a line of their own, so a sentence's full stop is never
 * followed by a comma ('fridge., There'). Pure, so the report's words are tested without a PDF.
 */
export type ReportQuestion = Pick<Question, 'type' | 'question' | 'choices' | 'correct_answers'> & {
  passage?: string | undefined;
};

export interface ReportAnswer {
  /** Paragraphs of the question, gaps shown as '_____ (1)'. */
  question: string[];
  /** The learner's answer, one line per option or gap (empty when there was none). */
  given: string[];
  /** The correct answer, the same way (empty when the question has no single right answer). */
  correct: string[];
}

const GAP = /\{\{\s*(\d+)\s*\}\}/g;
const HAS_GAP = /\{\{\s*\d+\s*\}\}/;

/** Tags and entities of a question's allowed markup, as plain words. */
function plain(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export function questionLines(q: Pick<ReportQuestion, 'question'>): string[] {
  return plain(q.question)
    .replace(GAP, (_m, n: string) => `_____ (${n})`)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const isChoice = (q: ReportQuestion) => Boolean(q.choices?.length) && (q.type === 'MCQ' || q.type === 'MS');
const isGapped = (q: ReportQuestion) =>
  q.type.startsWith('Cloze') || q.type === 'Wordcloud' || HAS_GAP.test(q.question);

/** Option ids as their words: '(a) There is some milk in the fridge.' */
function options(q: ReportQuestion, ids: string[]): string[] {
  return ids.map((id) => {
    const choice = q.choices?.find((c) => c.id === id);
    return choice?.text ? `(${id}) ${plain(choice.text).trim()}` : `(${id})`;
  });
}

/** One line per gap: 'Gap 1: without'. */
function gaps(values: string[]): string[] {
  return values.map((v, i) => `Gap ${i + 1}: ${v.trim() || '(left empty)'}`);
}

function asList(answer: AnswerFeedback['user_answer']): string[] {
  if (answer === null || answer === undefined) return [];
  return (Array.isArray(answer) ? answer : [answer]).map((a) => String(a));
}

export function reportAnswer(q: ReportQuestion | undefined, f: AnswerFeedback): ReportAnswer {
  const given = asList(f.user_answer).filter((a) => a.trim() !== '');
  if (!q) return { question: [], given, correct: f.text_correct_answer ? [f.text_correct_answer] : [] };
  const correctIds = q.correct_answers ?? [];
  if (isChoice(q)) return { question: questionLines(q), given: options(q, given), correct: options(q, correctIds) };
  if (isGapped(q)) {
    return {
      question: questionLines(q),
      given: given.length ? gaps(asList(f.user_answer)) : [],
      correct: gaps(correctIds.map((c) => c.split('|')[0] ?? '')),
    };
  }
  // Spoken answers: what was heard, not a file name.
  const heard = f.speech?.transcript?.trim();
  const answer = heard ? [`"${heard}"`] : given.filter((a) => !/^(https?:|speech\/|uploads\/)/.test(a));
  // A long answer has a model, not one right answer: the writing feedback speaks for it.
  const correct =
    q.type === 'LA' || q.type === 'IELTS' ? [] : f.text_correct_answer ? [plain(f.text_correct_answer)] : [];
  return { question: questionLines(q), given: answer, correct };
}

import type { Verdict } from '#shared/api/contract-assessment';
import { juniorPhrases } from '#shared/junior/phrases';
import type { StoredQuestion } from '../core/question-pool';

/**
 * The words POST v1/readAloud speaks (decisions 0420, 0422), made on the server from what the screen shows, so a
 * client names what to hear and never sends text of its own. Kept short: Polly bills by character
 * and a child listens to one thing at a time. A Reading question's passage is not read: reading it
 * is what the question measures (decision 422).
 */
export const READ_ALOUD_MAX_CHARS = 1200;

const letters = (id: string) => id.toUpperCase();

/** `{{1}}` gaps are heard as "blank"; spaces and line breaks as one space. */
function spoken(text: string): string {
  return text
    .replace(/\{\{\d+\}\}/g, ' blank ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentence(text: string): string {
  const said = spoken(text);
  return /[.?!:]$/.test(said) ? said : `${said}.`;
}

/** Instruction, question and each choice by its letter ("Picture B" for a choice that is only a picture). */
export function questionSpeech(q: Pick<StoredQuestion, 'instruction' | 'question' | 'choices' | 'type'>): string {
  const parts = [q.instruction ? sentence(q.instruction) : '', sentence(q.question)];
  for (const choice of q.choices ?? [])
    parts.push(choice.text ? `${letters(choice.id)}: ${sentence(choice.text)}` : `Picture ${letters(choice.id)}.`);
  return clip(parts.filter(Boolean).join(' '));
}

/** The right answer in words: the choices' texts, or the first accepted text of each gap or answer. */
function rightAnswer(q: Pick<StoredQuestion, 'choices' | 'correct_answers'>): string | null {
  const answers = q.correct_answers ?? [];
  if (!answers.length) return null;
  if (q.choices?.length) {
    const picked = q.choices.filter((c) => answers.includes(c.id));
    return picked.map((c) => (c.text ? spoken(c.text) : `picture ${letters(c.id)}`)).join(', ') || null;
  }
  return (
    answers
      .map((a) => spoken(a.split('|')[0] ?? ''))
      .filter(Boolean)
      .join(', ') || null
  );
}

/** What the feedback screen says to a child: the verdict, and the right answer when it was not given. */
export function feedbackSpeech(
  verdict: Verdict,
  q: Pick<StoredQuestion, 'choices' | 'correct_answers' | 'type'>,
): string {
  if (verdict === 'correct') return juniorPhrases.right;
  if (verdict === 'skipped') return juniorPhrases.skipped;
  if (verdict === 'awaiting_review') return juniorPhrases.awaiting;
  // Open writing has a model answer, not "the right answer": the verdict alone is read.
  const answer = q.type === 'LA' ? null : rightAnswer(q);
  return clip(answer ? `${juniorPhrases.wrong} The right answer is: ${answer}.` : juniorPhrases.wrong);
}

/** At most READ_ALOUD_MAX_CHARS, cut at the last sentence that fits. */
export function clip(text: string): string {
  if (text.length <= READ_ALOUD_MAX_CHARS) return text;
  const head = text.slice(0, READ_ALOUD_MAX_CHARS);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return end > 0 ? head.slice(0, end + 1) : head;
}

import { describe, expect, it } from 'vitest';
import { attemptLimit, attemptsLeftOf } from '#shared/content/attempt-limit';
import { juniorPhrases } from '#shared/junior/phrases';
import { readAloudSchema } from '#shared/schemas/read-aloud';
import { clip, feedbackSpeech, questionSpeech, READ_ALOUD_MAX_CHARS } from '../../../functions/speech/read-aloud-text';

/** The words POST v1/readAloud speaks (decision 0422), made from what the screen shows. */
const mcq = {
  type: 'MCQ' as const,
  instruction: 'Listen, then choose',
  question: 'Where is Kabir going?',
  choices: [
    { id: 'a' as const, text: 'to the zoo' },
    { id: 'b' as const, image: 'media/school.svg' },
  ],
  correct_answers: ['b'],
};

describe('questionSpeech', () => {
  it('reads the instruction, the question and each choice by its letter; a picture choice by its letter', () => {
    expect(questionSpeech(mcq)).toBe('Listen, then choose. Where is Kabir going? A: to the zoo. Picture B.');
  });

  it('says "blank" for a gap and never reads the passage', () => {
    const text = questionSpeech({
      type: 'Cloze',
      instruction: undefined,
      question: 'My sister {{1}} a red bicycle.\nShe {{2}} it.',
      choices: undefined,
    });
    expect(text).toBe('My sister blank a red bicycle. She blank it.');
  });
});

describe('feedbackSpeech', () => {
  it('says the verdict, and after a wrong answer the right one in words', () => {
    expect(feedbackSpeech('correct', mcq)).toBe(juniorPhrases.right);
    expect(feedbackSpeech('wrong', mcq)).toBe(
      'Not this time. Look at the right answer. The right answer is: picture B.',
    );
    expect(feedbackSpeech('wrong', { type: 'Cloze', choices: undefined, correct_answers: ['has|owns', 'rides'] })).toBe(
      'Not this time. Look at the right answer. The right answer is: has, rides.',
    );
    expect(feedbackSpeech('skipped', mcq)).toBe(juniorPhrases.skipped);
    expect(feedbackSpeech('awaiting_review', mcq)).toBe(juniorPhrases.awaiting);
  });

  it('gives an essay no "right answer": there is a model, not one answer', () => {
    expect(feedbackSpeech('wrong', { type: 'LA', choices: undefined, correct_answers: ['A model essay.'] })).toBe(
      juniorPhrases.wrong,
    );
  });
});

describe('clip', () => {
  it('keeps what Polly is asked to say short, cut at a sentence', () => {
    const long = 'This is one sentence. '.repeat(100);
    const cut = clip(long);
    expect(cut.length).toBeLessThanOrEqual(READ_ALOUD_MAX_CHARS);
    expect(cut.endsWith('sentence.')).toBe(true);
    expect(clip('Short.')).toBe('Short.');
  });
});

describe('readAloudSchema', () => {
  it('accepts only the product’s own ids, never text', () => {
    expect(readAloudSchema.safeParse({ kind: 'phrase', phrase: 'finalReady' }).success).toBe(true);
    expect(readAloudSchema.safeParse({ kind: 'question', attempt_id: 'a-1', question_id: 30001 }).success).toBe(true);
    for (const bad of [
      { kind: 'text', text: 'hello' },
      { kind: 'phrase', phrase: 'hello' },
      { kind: 'question', attempt_id: '', question_id: 1 },
      { kind: 'question', attempt_id: 'a', question_id: 0 },
      { kind: 'instructions', course_id: -1, element_id: 1 },
    ]) {
      expect(readAloudSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('attemptLimit', () => {
  it('is once for a summative test, the content’s number otherwise, and none for "unlimited"', () => {
    expect(attemptLimit({ element_type: 'S', total_attempts: 'unlimited' })).toBe(1);
    expect(attemptLimit({ element_type: 'W', total_attempts: 3 })).toBe(3);
    expect(attemptLimit({ element_type: 'W', total_attempts: 'unlimited' })).toBeNull();
    expect(attemptsLeftOf(3, 5)).toBe(0);
    expect(attemptsLeftOf(null, 50)).toBeNull();
  });
});

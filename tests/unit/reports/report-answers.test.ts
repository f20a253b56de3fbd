import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { AnswerFeedback, LevelResult } from '#shared/api/contract-assessment';
import { reportAnswer, type ReportQuestion } from '../../../functions/reports/report-answers';
import { reportPdf } from '../../../functions/reports/report-pdf';

/** The parent's report reads as a report (decision 0336): words, not letters, blanks, not template marks. */
const fridge: ReportQuestion = {
  type: 'MS',
  question: 'Which TWO sentences are correct?',
  choices: [
    { id: 'a', text: 'There is some milk in the fridge.' },
    { id: 'b', text: 'There are some milk in the fridge.' },
    { id: 'c', text: "There aren't any eggs." },
    { id: 'd', text: "There isn't any eggs." },
  ],
  correct_answers: ['a', 'c'],
};
const camels: ReportQuestion = {
  type: 'Cloze',
  question:
    'Read the text and choose the correct words from the box.\nCamels can walk for many days {{1}} drinking water, because their bodies lose very {{ 2 }} water.',
  correct_answers: ['without|with no', 'little'],
};

function feedback(overrides: Partial<AnswerFeedback>): AnswerFeedback {
  return {
    question_id: 1,
    type: 'MCQ',
    domain: 'R',
    score: 1,
    verdict: 'correct',
    user_answer: null,
    correct_answers: [],
    text_correct_answer: null,
    default_feedback: null,
    feedback_object: null,
    match_reason: null,
    parts: null,
    file_url: null,
    ...overrides,
  };
}

describe('an answer in the report', () => {
  it('gives options by their words, each on its own line, never a letter alone or "fridge., There"', () => {
    const read = reportAnswer(
      fridge,
      feedback({
        type: 'MS',
        user_answer: ['a', 'b'],
        text_correct_answer: "There is some milk in the fridge., There aren't any eggs.",
      }),
    );
    expect(read.given).toEqual(['(a) There is some milk in the fridge.', '(b) There are some milk in the fridge.']);
    expect(read.correct).toEqual(['(a) There is some milk in the fridge.', "(c) There aren't any eggs."]);
  });

  it('draws gaps as blanks and gives each gap its answer', () => {
    const read = reportAnswer(
      camels,
      feedback({ type: 'Cloze', user_answer: ['without', 'much'], parts: [1, 0], score: 0.5 }),
    );
    expect(read.question).toEqual([
      'Read the text and choose the correct words from the box.',
      'Camels can walk for many days _____ (1) drinking water, because their bodies lose very _____ (2) water.',
    ]);
    expect(read.given).toEqual(['Gap 1: without', 'Gap 2: much']);
    expect(read.correct).toEqual(['Gap 1: without', 'Gap 2: little']);
  });

  it('gives what was heard for a spoken answer, not a file, and no single right answer for a long one', () => {
    const spoken = reportAnswer(
      { type: 'SA', question: 'Say your name.', correct_answers: ['My name is Asha'] },
      feedback({
        type: 'SA',
        user_answer: 'speech/u1/r1.wav',
        speech: {
          overall: 80,
          band: 'good',
          transcript: 'my name is asha',
          words: [],
          wpm: 110,
          pace: { rating: 3, label: 'good' },
          phrasing: { rating: 3, pauses: 1 },
          completeness: 1,
          ielts: null,
        },
        text_correct_answer: 'My name is Asha',
      }),
    );
    expect(spoken.given).toEqual(['"my name is asha"']);
    const long = reportAnswer(
      { type: 'LA', question: '<b>Write</b> to a friend &amp; invite them.', correct_answers: ['Dear Ravi, …'] },
      feedback({ type: 'LA', user_answer: 'Dear Ravi, come to my party.', text_correct_answer: 'Dear Ravi, …' }),
    );
    expect(long).toEqual({
      question: ['Write to a friend & invite them.'],
      given: ['Dear Ravi, come to my party.'],
      correct: [],
    });
  });
});

describe('the report PDF', () => {
  it('reads as a report: no template marks, no letters for answers, no doubled punctuation', async () => {
    const levels = {
      o_level: 5,
      o_level_range: [4, 6],
      r_level: 5,
      r_level_range: [4, 6],
      w_level: 1,
      w_level_range: [1, 1],
      l_level: null,
      l_level_range: null,
      s_level: null,
      s_level_range: null,
      band: 'A2',
    } as unknown as LevelResult;
    const pdf = await reportPdf({
      learnerName: 'Kabir Menon',
      testName: 'Final Test',
      finishedOn: '2025-11-20',
      levels,
      answers: [
        {
          number: 1,
          question: fridge,
          feedback: feedback({
            type: 'MS',
            domain: 'W',
            user_answer: ['a', 'c'],
            text_correct_answer: "There is some milk in the fridge., There aren't any eggs.",
          }),
        },
        {
          number: 2,
          question: camels,
          feedback: feedback({
            type: 'Cloze',
            user_answer: ['without', 'much'],
            parts: [1, 0],
            score: 0.5,
            verdict: 'correct',
          }),
        },
        {
          number: 3,
          question: {
            type: 'MCQ',
            question: 'Choose the opposite of "ancient".',
            choices: [
              { id: 'a', text: 'old' },
              { id: 'b', text: 'modern' },
            ],
            correct_answers: ['b'],
          },
          feedback: feedback({ user_answer: 'a', score: 0, verdict: 'wrong', text_correct_answer: 'modern' }),
        },
      ],
    });
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/Your answer: [a-e]\b(?!\w)/);
    expect(text).not.toMatch(/[.!?],/);
    expect(text).toContain('Your answer: (a) old');
    expect(text).toContain('Correct answer: (b) modern');
    expect(text).toContain("(c) There aren't any eggs.");
    expect(text).toContain('_____ (1)');
    expect(text).toContain('Partly correct · 1 of 2 gaps');
    // A range of one level is no range: 'likely 1 to 1' is not printed.
    expect(text).toContain('(likely 4 to 6)');
    expect(text).not.toContain('likely 1 to 1');
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors';
import { scoreAnswer, scoringRoute } from '../../../../functions/assessment/scoring/score-answer';
import { gapCount } from '../../../../functions/assessment/scoring/cloze';
import { seededQuestions } from './seeded';

/** Every seeded question of every type: the right answers score 1, a wrong answer fails. */
const alternatives = (entry: string) => entry.split('|');

function rightAnswers(q: (typeof seededQuestions)[number]): unknown[] {
  const ca = q.correct_answers ?? [];
  switch (q.type) {
    case 'MCQ':
      return ca;
    case 'MS':
    case 'Wordcloud':
      return [ca, [...ca].reverse()];
    case 'Cloze':
    case 'Cloze_with_passage':
    case 'Cloze_with_conversation': {
      // Each alternative of each gap, with the other gaps at their first alternative.
      const first = ca.map((e) => alternatives(e)[0]!);
      return ca.flatMap((e, i) => alternatives(e).map((alt) => first.map((f, j) => (j === i ? alt : f))));
    }
    default:
      return ca.flatMap(alternatives);
  }
}

function wrongAnswer(q: (typeof seededQuestions)[number]): unknown {
  const ca = q.correct_answers ?? [];
  switch (q.type) {
    case 'MCQ':
      return q.choices!.find((c) => !ca.includes(c.id))!.id;
    case 'MS':
      return q.choices!.filter((c) => !ca.includes(c.id)).map((c) => c.id);
    case 'Wordcloud':
      return q.word_bank!.filter((w) => !ca.includes(w));
    case 'Cloze':
    case 'Cloze_with_passage':
    case 'Cloze_with_conversation':
      return ca.map(() => 'elephant');
    case 'LA':
      return 'My favourite game is cricket. I play it with my cousins every Sunday evening in the big ground behind our colony, and last week our team won by ten runs.';
    default:
      return 'elephant pizza yesterday';
  }
}

const written = seededQuestions.filter((q) => scoringRoute(q) === 'written');

describe('the seeded questions (all 13 types)', () => {
  it('routes each question: written here, spoken to the speech scorer, video answers to a reviewer, instruction pages nowhere', () => {
    expect(seededQuestions.length).toBeGreaterThanOrEqual(173);
    expect(new Set(seededQuestions.map((q) => q.type)).size).toBe(13);
    const spoken = seededQuestions.filter((q) => scoringRoute(q) === 'spoken');
    expect(spoken.every((q) => q.domain === 'S' || q.type === 'IELTS' || q.type === 'VK')).toBe(true);
    expect(seededQuestions.filter((q) => scoringRoute(q) === 'none').every((q) => q.type === 'INS')).toBe(true);
    const video = seededQuestions.filter((q) => scoringRoute(q) === 'video');
    expect(video.length).toBeGreaterThanOrEqual(1);
    expect(video.every((q) => q.answer_format === 'video')).toBe(true);
    expect(written.length + spoken.length + video.length + seededQuestions.filter((q) => q.type === 'INS').length).toBe(
      seededQuestions.length,
    );
  });

  it('gives every cloze question one accepted entry per gap', () => {
    for (const q of written.filter((x) => x.type.startsWith('Cloze')))
      expect(gapCount(q), `question ${q.question_id}`).toBe(q.correct_answers!.length);
  });

  it('scores every accepted answer of every written question as correct', async () => {
    for (const q of written) {
      for (const answer of rightAnswers(q)) {
        const result = await scoreAnswer(q, answer);
        expect(result.verdict, `question ${q.question_id} with ${JSON.stringify(answer)}: ${result.reason}`).toBe(
          'correct',
        );
        if (q.type !== 'LA') expect(result.score, `question ${q.question_id}`).toBe(1);
      }
    }
  });

  it('scores a wrong answer to every written question as wrong', async () => {
    for (const q of written) {
      const result = await scoreAnswer(q, wrongAnswer(q));
      expect(result.verdict, `question ${q.question_id}: ${result.reason}`).toBe('wrong');
    }
  });

  it('refuses spoken questions with the catalogue error, so the engine can route them', async () => {
    for (const q of seededQuestions.filter((x) => scoringRoute(x) === 'spoken')) {
      await expect(scoreAnswer(q, 'hello')).rejects.toMatchObject({ key: 'recordingNeeded', status: 422 });
    }
  });

  it('refuses a typed answer to a video-answer question', async () => {
    for (const q of seededQuestions.filter((x) => scoringRoute(x) === 'video')) {
      await expect(scoreAnswer(q, 'hello')).rejects.toMatchObject({ key: 'videoAnswerNeeded', status: 422 });
    }
  });

  it('refuses an answer to an instruction page', async () => {
    const ins = seededQuestions.find((q) => q.type === 'INS')!;
    await expect(scoreAnswer(ins, 'a')).rejects.toBeInstanceOf(AppError);
  });
});

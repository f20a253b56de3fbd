import type { Question } from '#shared/schemas/content';
import { analyseWriting } from './writing-feedback';

/**
 * Runs the whole writing check once on a sample: Harper's WebAssembly loads, and its first lint of
 * real text (ten times a later one while the code tiers up and its caches fill), the word lists and
 * the readability counts are paid here instead of by a learner's first essay. submitAnswer calls it
 * in its Init phase on Lambda (docs/performance.md).
 */
const sample =
  'Last summer our class went on a trip to the hills. We travelled by bus early in the morning and sang songs on the way. ' +
  'When we reached the top, the air was cool and the view of the valley was beautiful. Our teacher told us about the trees, ' +
  'the birds and the people who live there. In the afternoon we had lunch near a small lake and played games. I learned that ' +
  'it is important to protect nature, because forests give us clean air and water. It was the best day of the year.';

const question: Question = {
  question_id: 0,
  type: 'LA',
  domain: 'W',
  qlevel: 6,
  question: 'Write about a school trip you enjoyed.',
  correct_answers: [sample],
  keywords: ['trip', 'school'],
};

export async function warmUpWriting(): Promise<void> {
  await analyseWriting(sample, question);
}

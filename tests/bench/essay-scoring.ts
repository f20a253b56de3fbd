import type { Question } from '#shared/schemas/content';
import { scoreAnswer } from '../../functions/tests/scoring/score-answer';
import { median } from './lambda-bundles';

/**
 * Time to score a 300-word essay (LA: grammar by Harper, readability, vocabulary, topic) once the
 * grammar checker is loaded, as submitAnswer pays it on a warm Lambda. Also the one-off load.
 */
const question: Question = {
  question_id: 1,
  type: 'LA',
  domain: 'W',
  qlevel: 10,
  question: 'Write about a festival you celebrate with your family.',
  prompt: 'Say what the festival is, how you prepare for it, and why it matters to you.',
  correct_answers: [
    'The festival I love most is Diwali. Weeks before it, we clean the house, buy new clothes and make sweets together. On the day we light lamps, visit relatives and share food with our neighbours. It matters to me because the whole family is together and the house is full of light and laughter.',
  ],
  keywords: ['festival', 'prepare', 'family', 'celebrate'],
};

const paragraph =
  'Every year my family celebrates Diwali, the festival of lights, and it is the happiest time of the year for us. ' +
  'About two weeks before the festival we start preparing: my mother and I clean every room, my father paints the gate, and my little brother helps to hang colourful lanterns on the balcony. ' +
  'We also make sweets at home, like laddoos and karanji, and we packs boxes of them for our neighbours and relatives. ' +
  'On the evening of Diwali we wears new clothes, draw a rangoli at the door and light small clay lamps all around the house. ';

/** About 300 words, with a few real mistakes for the checker to find. */
export const essay = `${paragraph}${paragraph.replace('Every year', 'Each year')}${paragraph.replace('About two weeks', 'Nearly three weeks')}`.trim();

export async function measureEssayScoring(runs = 50): Promise<{ words: number; loadMs: number; p50: number; p99: number }> {
  const t0 = performance.now();
  await scoreAnswer(question, essay); // loads Harper's WebAssembly and parses the word lists
  const loadMs = performance.now() - t0;
  for (let i = 0; i < 5; i++) await scoreAnswer(question, essay); // JIT warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await scoreAnswer(question, essay);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { words: essay.split(/\s+/).length, loadMs, p50: median(times), p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]! };
}

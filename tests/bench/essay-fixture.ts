import type { Question } from '#shared/schemas/content';

/** A long-answer question (LA: grammar by Harper, readability, vocabulary, topic) and a 300-word essay for it. */
export const essayQuestion: Question = {
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

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
export const essay =
  `${paragraph}${paragraph.replace('Every year', 'Each year')}${paragraph.replace('About two weeks', 'Nearly three weeks')}`.trim();

const swaps: Array<[RegExp, string[]]> = [
  [/Diwali/g, ['Pongal', 'Onam', 'Eid', 'Christmas', 'Holi', 'Baisakhi']],
  [/mother/g, ['aunt', 'grandmother', 'sister', 'mother']],
  [/neighbours/g, ['friends', 'cousins', 'teachers', 'neighbours']],
  [/lanterns/g, ['flags', 'garlands', 'lights', 'paper stars']],
  [/laddoos and karanji/g, ['payasam and vadai', 'sheer khurma', 'plum cake', 'gujiya and mathri']],
];

/**
 * Essays of the same length and level that are not the same text: a learner's second essay is a new
 * text, so the warm figures must not score one text again and again (a checker may remember it).
 */
export function essayVariant(i: number): string {
  const sentences = essay.split(/(?<=\.)\s+/);
  const rotated = [...sentences.slice(i % sentences.length), ...sentences.slice(0, i % sentences.length)].join(' ');
  return swaps.reduce((text, [pattern, words], k) => text.replace(pattern, words[(i + k) % words.length]!), rotated);
}

/** An essay on another subject, with words the festival essay does not use: what a warm instance has seen before. */
const otherParagraph =
  'Our school sports day took place last month on the big ground behind the temple, and every class had a team with its own colour. ' +
  'For weeks we practised after lessons: the runners trained on the track, the football players kicked balls against the wall, and the youngest children rehearsed a drill with ribbons. ' +
  'On the morning of the event the principal lit a torch, the band played, and our captain carried the flag around the field while parents cheered from the benches. ' +
  'I took part in the relay race and the long jump, and although I fell once, my teammates helped me up and we still won a bronze medal. ';
const otherEssay =
  `${otherParagraph}${otherParagraph.replace('last month', 'in January')}${otherParagraph.replace('For weeks', 'For a fortnight')}`.trim();
const otherSwaps: Array<[RegExp, string[]]> = [
  [/relay race/g, ['sack race', 'high jump', 'shot put', 'hurdles']],
  [/bronze/g, ['silver', 'gold', 'bronze']],
  [/football/g, ['kabaddi', 'hockey', 'cricket', 'football']],
];

export function otherEssayVariant(i: number): string {
  const sentences = otherEssay.split(/(?<=\.)\s+/);
  const rotated = [...sentences.slice(i % sentences.length), ...sentences.slice(0, i % sentences.length)].join(' ');
  return otherSwaps.reduce(
    (text, [pattern, words], k) => text.replace(pattern, words[(i + k) % words.length]!),
    rotated,
  );
}

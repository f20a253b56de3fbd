import type { Question } from '#shared/schemas/content';
import { analyseWriting } from './writing-feedback';

/**
 * Runs the whole writing check once on a sample: Harper's WebAssembly loads, and its first lint of
 * real text (ten times a later one while the code tiers up and its caches fill), the word lists and
 * the readability counts are paid here instead of by a learner's first essay. The writing function calls it
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

/**
 * A full-length essay as well: the first text of essay length still cost several times a later one
 * after the short sample alone (the checker's paths for longer documents were cold), which was the
 * first-answer figure of `npm run bench`.
 */
const longSample = [
  'My favourite place in our town is the old library near the market. It was built more than a hundred years ago, and its tall windows let in so much light that nobody needs a lamp in the afternoon.',
  'I started going there when I was eight, because my grandfather took me every Saturday. He read the newspapers while I sat on the floor with picture books about animals, rockets and faraway countries.',
  'Now I go on my own after school. The librarian knows my name and keeps new adventure stories aside for me, and she once helped me find three books for a science project about rivers.',
  'The library is also where I learned to be patient. There is only one computer for the visitors, so we write our names on a list and wait for our turn, and nobody complains.',
  'Last year the roof began to leak during the monsoon, and some shelves were damaged. Our class collected money, painted posters and asked shopkeepers to help, and within two months the roof was repaired.',
  'I felt proud when the librarian put a small card with our school name near the door. It reminded me that a place is looked after by the people who use it.',
  'When I grow up I would like to visit big libraries in other cities, but I think this small one will always be special to me, because it is where I discovered how much I enjoy reading and learning new things.',
].join(' ');

const secondLongSample = [
  'Many people say that mobile phones are bad for students, but I believe they can be useful if we use them wisely. A phone lets me call my parents when the school bus is late, and it keeps my timetable and homework notes in one place.',
  'During the holidays I used a dictionary app to learn five new English words every day, and I practised speaking by recording myself and listening carefully to my mistakes.',
  'However, phones can also waste a lot of time. Some of my friends play games until midnight and then feel tired in class, and others read every message during lessons instead of listening to the teacher.',
  'In my opinion, the answer is not to ban phones but to make simple rules. Students could keep their phones in a box during lessons, and families could agree on one hour without screens every evening.',
  'Teachers could also show us good websites for research, so that we learn to check whether information is true before we share it with others.',
  'If we follow such rules, phones will help us study, stay safe and keep in touch with the people we love, without taking control of our lives.',
].join(' ');

/**
 * The short sample, then two essay-length texts: with the short one alone a learner's first essay
 * took about 20 times what it takes a warm instance. More passes make the first essay faster still
 * (the checker's WebAssembly is optimised only once it has run a while) at a cost in Init:
 * submitAnswer runs two (26 November: the first essay 1.8× a warm one, against 2.6× with one pass;
 * Init 1.83 s against 1.78 s); `npm run bench` prints the figures (docs/performance.md).
 */
export async function warmUpWriting(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await analyseWriting(sample, question);
    await analyseWriting(longSample, {
      ...question,
      question: 'Describe a place in your town that is special to you.',
      keywords: ['place', 'town'],
    });
    await analyseWriting(secondLongSample, {
      ...question,
      question: 'Are mobile phones good for students?',
      keywords: ['phones', 'students'],
    });
  }
}

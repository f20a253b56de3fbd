/**
 * The scripts of the seeded video lessons (webisodes, element type W) and video questions: a title
 * card and a few captioned, spoken lines each. `make-videos.ts` turns each into
 * `infra/content/packages/<pkg>/media/<file>` (WebM, VP8 + Opus); the course and question JSON name
 * that file. An authoring step, like the listening audio (docs/content.md): never run by `npm start`
 * or `npm test`.
 */
export interface VideoScript {
  pkg: string;
  file: string;
  title: string;
  lines: string[];
}

const lesson = (pkg: string, elementId: number, title: string, lines: string[]): VideoScript => ({
  pkg,
  file: `lesson-${elementId}.webm`,
  title,
  lines,
});

export const videoScripts: VideoScript[] = [
  lesson('everyday-english', 1001, 'Saying hello', [
    'Say hello, then your name: Hi, I am Asha.',
    'Then say what you do: I work in a bank.',
  ]),
  lesson('everyday-english', 1004, 'At the café', [
    'Order politely: Could I have a coffee, please?',
    'At the end, ask: Could we have the bill, please?',
  ]),
  lesson('everyday-english', 1005, 'Asking for directions', [
    'Ask: Excuse me, how do I get to the station?',
    'Listen for: turn left, go straight, it is on your right.',
  ]),
  lesson('everyday-english', 1007, 'Making phone calls', [
    'Start with: Hello, this is Ravi from Sunrise Travels.',
    'To leave a message, say: Could you ask her to call me back?',
  ]),
  lesson('everyday-english', 1008, 'Writing a short email', [
    'Write a subject line that says what the email is about.',
    'Keep it short, and end with: Kind regards, and your name.',
  ]),
  lesson('everyday-english', 1009, 'Festival greetings', [
    'Wish friends well: Happy Diwali! Have a wonderful day.',
    'At work, you can say: Warm wishes to you and your family.',
  ]),
  lesson('everyday-english', 1011, 'Making plans', [
    'Use going to for plans: I am going to visit my aunt.',
    'Use the present continuous for arrangements: I am meeting Sam at six.',
  ]),
  lesson('everyday-english', 1013, 'Watch and answer', [
    'Watch each video carefully. You can view it only two times.',
    'Some questions ask you to record a short video answer.',
  ]),
  lesson('live-spoken', 2001, 'Talking about yourself', [
    'Tell people your name, where you live and what you enjoy.',
    'For the th sound, put your tongue between your teeth: think, three.',
  ]),
  lesson('live-spoken', 2002, 'Everyday conversations', [
    'Catch up with a friend: How have you been?',
    'Keep it going with questions: Really? What happened next?',
  ]),
  lesson('live-spoken', 2003, 'Meetings and opinions', [
    'Give an opinion: In my view, we should start earlier.',
    'Disagree politely: I see your point, but I am not sure.',
  ]),
  lesson('live-spoken', 2004, 'Presenting an idea', [
    'Signpost your talk: First, then, finally.',
    'End strongly: So, let us try it this month.',
  ]),
  lesson('live-junior', 2021, 'The clever crow', [
    'A thirsty crow dropped pebbles into a pot until the water came up.',
    'What would you have done? Tell the group in one sentence.',
  ]),
  lesson('live-junior', 2022, 'The lion and the mouse', [
    'A little mouse chewed through the net and set the lion free.',
    'Tell the story in your own words: first, then, in the end.',
  ]),
  lesson('olympiad', 3001, 'Practice Set 1', [
    'This set warms you up with spelling and simple tenses.',
    'Listen carefully, then read about honeybees.',
  ]),
  lesson('olympiad', 3002, 'Practice Set 2', [
    'Find words that rhyme, like cat and hat.',
    'In the passive voice, the action comes first: The cake was eaten.',
  ]),
  lesson('olympiad', 3003, 'Practice Set 3', [
    'An idiom means more than its words: a piece of cake is easy.',
    'Read about stepwells, and take your time.',
  ]),
  lesson('olympiad', 3005, 'Extra Practice Set 4', [
    'Past tense verbs often end in e d: walked, played.',
    'Some are different: go becomes went.',
  ]),
  lesson('olympiad', 3006, 'Extra Practice Set 5', [
    'Use a before a consonant sound and an before a vowel sound.',
    'In reported speech, is often becomes was.',
  ]),
  lesson('sunrise-school', 3151, 'My school day', [
    'In my classroom there is a board, a desk and a window.',
    'I go to school at eight and come home at three.',
  ]),
  lesson('sunrise-school', 3152, 'The Thirsty Crow', [
    'A thirsty crow found a pot with a little water.',
    'It dropped in pebbles until the water came up. Clever crow!',
  ]),
  lesson('business-writing', 5071, 'Plain English', [
    'Cut wordy phrases: use now, not at this point in time.',
    'Prefer active verbs: We sent the report.',
  ]),
  lesson('business-writing', 5073, 'Writing a short report', [
    'Put your findings first, in a few short sentences.',
    'Then give your recommendations, one per line.',
  ]),
  lesson('business-writing', 5074, 'Proposal practice', [
    'Hedge your claims: this may reduce costs.',
    'Open with the problem your reader cares about.',
  ]),
  lesson('speaking-drills', 6831, 'Quick answers', [
    'Answer in one short sentence.',
    'What is your name? My name is Kiran.',
  ]),
  lesson('speaking-drills', 6832, 'Quick conversations', [
    'Some letters are silent: the k in knife, the w in write.',
    'Say each line clearly, then stop.',
  ]),
  lesson('coach-interview', 4871, 'Tell me about yourself', [
    'Use present, past, future: what you do now, what you did, what you want.',
    'Keep it to about two minutes.',
  ]),
  lesson('coach-interview', 4872, 'Answering with confidence', [
    'Speak slowly and give one clear example.',
    'For why us, name something real about the company.',
  ]),
  lesson('coach-interview', 4873, 'Weaknesses and career gaps', [
    'Name a real weakness and what you are doing about it.',
    'Explain a gap briefly and honestly, then move on.',
  ]),
  // The seeded video question (10040): a short message the learner watches, then answers.
  {
    pkg: 'everyday-english',
    file: 'v-10040.webm',
    title: 'A message from Priya',
    lines: ['Hi, it is Priya. The film starts at seven.', 'Let us meet outside the cinema at half past six.'],
  },
];

/**
 * The speech test set (docs/testing.md, "The speech test set"): what is said, by whom, and what the
 * learner was asked to say. The audio is made from this at bench or test time by Debian's engines
 * (generate.ts), so only this text is in the repository; the real voices are Debian's
 * `pocketsphinx-testdata` recordings (LibriVox sentences, public domain, and CMU's card-game
 * utterances, BSD; see README). Each item belongs to the tuning half or the held-out half by its id
 * (split.ts): the scorer's settings were chosen on the tuning half, and only the bench reads the
 * held-out half.
 */
export type KnownType = 'vk' | 'read' | 'short' | 'gap';

export interface KnownItem {
  id: string;
  type: KnownType;
  /** What the learner is asked to say (the first accepted text). */
  text: string;
  /** The same with one word substituted (for VK: the other word of a minimal pair). */
  substituted: string;
  /** The same with words dropped (sentences only). */
  dropped?: string;
  /**
   * VK: the other words its question asks for. A VK question lists minimal pairs together (the seeded
   * 'ship, sheep, chip, cheap'), so a word's pair is among them; the aligner scores the word against them.
   */
  mates?: string[];
}

const vk = (a: string, b: string): KnownItem => ({
  id: `vk-${a}-${b}`,
  type: 'vk',
  text: a,
  substituted: b,
  mates: [b],
});

export const KNOWN_ITEMS: KnownItem[] = [
  vk('ship', 'sheep'),
  vk('sheep', 'ship'),
  vk('chip', 'cheap'),
  vk('van', 'ban'),
  vk('think', 'sink'),
  vk('three', 'tree'),
  vk('fan', 'van'),
  vk('pen', 'pan'),
  vk('light', 'right'),
  vk('full', 'fool'),
  vk('thin', 'tin'),
  vk('vest', 'west'),
  vk('cat', 'cut'),
  vk('live', 'leave'),
  vk('sit', 'seat'),
  vk('boat', 'vote'),
  vk('wet', 'vet'),
  vk('day', 'they'),
  vk('fifteen', 'fifty'),
  vk('thirteen', 'thirty'),
  vk('weather', 'feather'),
  vk('morning', 'evening'),
  vk('birthday', 'bathtub'),
  vk('lantern', 'pattern'),
  {
    id: 'read-ravi',
    type: 'read',
    text: 'My name is Ravi and I live near the school.',
    substituted: 'My name is Ravi and I live near the station.',
    dropped: 'My name is Ravi and I live.',
  },
  {
    id: 'read-market',
    type: 'read',
    text: 'We go to the market every Sunday with our mother.',
    substituted: 'We go to the market every Monday with our mother.',
    dropped: 'We go to the market with our mother.',
  },
  {
    id: 'read-bus',
    type: 'read',
    text: 'Yesterday we took the bus to the park because it was sunny.',
    substituted: 'Yesterday we took the train to the park because it was sunny.',
    dropped: 'Yesterday we took the bus to the park.',
  },
  {
    id: 'read-city',
    type: 'read',
    text: 'I have lived in this city for six years, and I still enjoy it.',
    substituted: 'I have lived in this city for ten years, and I still enjoy it.',
    dropped: 'I have lived in this city for six years.',
  },
  {
    id: 'read-rain',
    type: 'read',
    text: 'If it rains tomorrow, we will move the meeting to the big hall.',
    substituted: 'If it rains tomorrow, we will move the meeting to the small hall.',
    dropped: 'If it rains tomorrow, we will move the meeting.',
  },
  {
    id: 'read-bridge',
    type: 'read',
    text: 'The new bridge was opened last month, although the work had been delayed twice.',
    substituted: 'The new bridge was closed last month, although the work had been delayed twice.',
    dropped: 'The new bridge was opened last month.',
  },
  {
    id: 'read-traffic',
    type: 'read',
    text: 'Had I known about the traffic, I would certainly have left the office much earlier.',
    substituted: 'Had I known about the traffic, I would certainly have left the house much earlier.',
    dropped: 'Had I known about the traffic, I would have left.',
  },
  {
    id: 'read-committee',
    type: 'read',
    text: "Despite the committee's reservations, the proposal was eventually approved, with several amendments.",
    substituted: "Despite the committee's reservations, the proposal was eventually rejected, with several amendments.",
    dropped: 'The proposal was eventually approved.',
  },
  {
    id: 'read-football',
    type: 'read',
    text: 'I like to play football with my friends after school.',
    substituted: 'I like to play cricket with my friends after school.',
    dropped: 'I like to play with my friends.',
  },
  {
    id: 'read-chennai',
    type: 'read',
    text: 'Good morning, my name is Asha and I live in Chennai.',
    substituted: 'Good morning, my name is Asha and I work in Chennai.',
    dropped: 'Good morning, my name is Asha.',
  },
  { id: 'short-morning', type: 'short', text: 'Good morning', substituted: 'Good evening' },
  {
    id: 'short-time',
    type: 'short',
    text: 'It is half past seven',
    substituted: 'It is half past eight',
    dropped: 'Half past seven',
  },
  {
    id: 'short-saw',
    type: 'short',
    text: 'I saw him yesterday',
    substituted: 'I see him yesterday',
    dropped: 'Him yesterday',
  },
  { id: 'short-welcome', type: 'short', text: "You're welcome", substituted: "You're late" },
  {
    id: 'short-next',
    type: 'short',
    text: "Now let's move on to the next point",
    substituted: "Now let's move on to the last point",
    dropped: "Now let's move on",
  },
  { id: 'short-help', type: 'short', text: 'Happy to help', substituted: 'Happy to go' },
  { id: 'gap-please', type: 'gap', text: 'please', substituted: 'pleased' },
  { id: 'gap-try', type: 'gap', text: 'try', substituted: 'cry' },
  { id: 'gap-bill', type: 'gap', text: 'the bill', substituted: 'the bell' },
  { id: 'gap-changed', type: 'gap', text: 'changed', substituted: 'charged' },
  { id: 'gap-could', type: 'gap', text: 'Could I have', substituted: 'Would I have' },
  { id: 'gap-about', type: 'gap', text: 'about', substituted: 'around' },
];

/** Open (IELTS-style) tasks: an answer on the topic, and one on another task's topic (off-topic). */
export interface OpenItem {
  id: string;
  task: string;
  model: string;
  answer: string;
}

export const OPEN_ITEMS: OpenItem[] = [
  {
    id: 'open-yourself',
    task: 'Talk about yourself for about 30 seconds.',
    model:
      'Hello, my name is Kiran and I live in Hyderabad with my parents. I work as a sales assistant in an electronics shop, and in my free time I play cricket with my friends.',
    answer:
      'Hello, I am Meena. I live in Pune with my family. I study commerce at college, and in my free time I like reading and playing badminton with my friends.',
  },
  {
    id: 'open-place',
    task: 'Describe a place in your town where you like to spend time.',
    model:
      "A place I really enjoy is the lake park near my home. It's about ten minutes' walk from my flat, right beside the lake, and I go there in the evening to walk and relax.",
    answer:
      'I like to spend time in the park near the lake in my town. It is quiet and green, and in the evening I walk there with my sister and watch the birds on the water.',
  },
  {
    id: 'open-home',
    task: 'Your manager asks for your opinion on working from home two days a week. Give your opinion and one reason.',
    model:
      'In my opinion, working from home two days a week would be a good idea. The main reason is that I could concentrate better and save the time I spend travelling to the office.',
    answer:
      'I think working from home two days a week is a good idea, because I can focus better at home and I do not waste two hours travelling to the office every day.',
  },
  {
    id: 'open-voicemail',
    task: 'Leave a voicemail for your colleague Rahul. Tell him you will be late for tomorrow’s meeting and why.',
    model:
      "Hi Rahul, it's Neha. I'm calling to let you know that I'll be about thirty minutes late for tomorrow's ten o'clock meeting, because I have a doctor's appointment in the morning.",
    answer:
      'Hi Rahul, this is Neha. Sorry, I will be late for the meeting tomorrow morning. I have to take my mother to the doctor, so I will come at about half past ten.',
  },
  {
    id: 'open-festival',
    task: 'Describe your favourite festival and how you celebrate it.',
    model:
      'My favourite festival is Diwali. We clean the house, light lamps and candles, make sweets and visit our relatives, and at night we watch the fireworks together.',
    answer:
      'My favourite festival is Diwali. Before it we clean our house, and on the day we light lamps, eat sweets with our family and watch fireworks in the evening.',
  },
  {
    id: 'open-job',
    task: 'Why do you want to work for our company?',
    model:
      "I've followed your company for a while, and what stands out for me is the way you've expanded into smaller towns. I would like to use my sales experience to help you grow there.",
    answer:
      'I want to work for your company because it is growing fast and it treats its staff well. I have three years of sales experience, and I would like to help your team sell in new towns.',
  },
];

/** Unintelligible answers: sounds like speech but no English words (espeak-ng reading pseudo-words). */
export const GIBBERISH = [
  'blorf snee gatta vimmel orkastra plin toobrey fensh ulloway krimb.',
  'zat meegol frisp oontara delk swimbo raggle teppin voshka nurl.',
  'glombi skree farranoo tidge bumbalo yeft orrin clup sathmar quil.',
];

/** Debian's recordings of real people (pocketsphinx-testdata), with what each says. */
export const REAL_DIR = '/usr/share/pocketsphinx/test/data';
export interface RealItem {
  id: string;
  file: string;
  text: string;
  substituted: string;
  /** A longer text the recording leaves words out of: the learner dropped them. */
  longer?: string;
}
export const REAL_ITEMS: RealItem[] = [
  {
    id: 'real-0870',
    file: 'librivox/sense_and_sensibility_01_austen_64kb-0870.wav',
    text: 'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them',
    substituted:
      'and mister john dashwood had then leisure to consider how much there might be prudently in his house to do for them',
    longer:
      'and mister john dashwood had then the leisure and the means to consider how much there might be prudently in his power to do for them all',
  },
  {
    id: 'real-0880',
    file: 'librivox/sense_and_sensibility_01_austen_64kb-0880.wav',
    text: 'he was not an ill disposed young man',
    substituted: 'he was not an ill disposed old man',
    longer: 'he was not at all an ill disposed young man at heart',
  },
  {
    id: 'real-0890',
    file: 'librivox/sense_and_sensibility_01_austen_64kb-0890.wav',
    text: 'unless to be rather cold hearted and rather selfish is to be ill disposed',
    substituted: 'unless to be rather warm hearted and rather selfish is to be ill disposed',
    longer: 'unless to be rather cold hearted and rather proud and selfish is to be ill disposed',
  },
  {
    id: 'real-0920',
    file: 'librivox/sense_and_sensibility_01_austen_64kb-0920.wav',
    text: 'had he married a more amiable woman he might have been made still more respectable than he was',
    substituted: 'had he married a more amiable woman he might have been made still more respectable than she was',
    longer:
      'had he married a more amiable and gentle woman he might have been made still more respectable than he was then',
  },
  {
    id: 'real-0930',
    file: 'librivox/sense_and_sensibility_01_austen_64kb-0930.wav',
    text: 'he might even have been made amiable himself',
    substituted: 'he might even have been made amiable herself',
    longer: 'he might even have been made very amiable himself in time',
  },
  { id: 'real-cards-001', file: 'cards/001.wav', text: 'ten of clubs', substituted: 'ten of hearts' },
  { id: 'real-cards-002', file: 'cards/002.wav', text: 'four queen of clubs', substituted: 'four king of clubs' },
  { id: 'real-cards-003', file: 'cards/003.wav', text: 'seven of clubs', substituted: 'seven of spades' },
  { id: 'real-cards-004', file: 'cards/004.wav', text: 'five five', substituted: 'five nine' },
  {
    id: 'real-cards-005',
    file: 'cards/005.wav',
    text: 'eight of spades four of clubs seven of hearts',
    substituted: 'eight of spades four of clubs seven of diamonds',
    longer: 'eight of spades four of clubs seven of hearts and the ace of diamonds',
  },
];

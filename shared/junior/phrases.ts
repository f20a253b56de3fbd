/**
 * What a junior's screens say in fixed words (decision 0420: nothing has to be read to take part). The
 * screen shows these texts and POST v1/readAloud speaks the same ones by id, so what is heard is
 * always what is written, and a client can only ever ask for the product's own words.
 */
export const FINAL_TEST_MINUTES = 25;

export const juniorPhrases = {
  practiceWelcome:
    "Hello! Let's practise. Listen to each question and choose your answer. Press the speaker button to hear anything again.",
  finalReady: `This is your Final Test. You can take it only one time. You will have ${FINAL_TEST_MINUTES} minutes, and a clock shows how much time is left. Find a quiet place. Are you ready?`,
  dashboardHello: 'This is your page. Choose a test to play, or open one of your courses.',
  practiceCard: 'Practise as many times as you like. Press Start practice when you are ready.',
  celebrate: 'Hooray! You finished your practice. Well done!',
  practiceAgain: 'You finished your practice! Practise again to win more stars.',
  finalDone: 'You finished your Final Test. Well done!',
  right: "That's right! Well done.",
  wrong: 'Not this time. Look at the right answer.',
  skipped: 'You skipped this one.',
  awaiting: 'Your teacher will listen to this answer.',
} as const;

export type JuniorPhraseId = keyof typeof juniorPhrases;
export const juniorPhraseIds = Object.keys(juniorPhrases) as [JuniorPhraseId, ...JuniorPhraseId[]];

import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';
import { isIndianEnglish } from '../../../../functions/assessment/scoring/data/indian-english';
import { question } from './seeded';

/** Indian English words and names are words: the checker must not call 'dosas' a misspelling of 'donas'. */
describe('Indian English words in written answers', () => {
  it('knows the list, with plurals and possessives', () => {
    expect(isIndianEnglish('dosas')).toBe(true);
    expect(isIndianEnglish('Idli')).toBe(true);
    expect(isIndianEnglish("Meera's")).toBe(true);
    expect(isIndianEnglish('lakhs')).toBe(true);
    expect(isIndianEnglish('recieve')).toBe(false);
  });

  it('flags none of them in a review, while still finding a real misspelling, and its span marks the word', async () => {
    // 10034: 'Write a short review of a restaurant, shop or app you have used recently.'
    const answer =
      'Last Sunday we ate dosas, idli and sambar at Saravana Bhavan in Chennai. The paneer tikka was tasty and the masala chai was hot. ' +
      'Meera liked the filter coffee and the service was quick. The only problem was the noise, it was very loud becuase of a big party. ' +
      'I would recommend it to families who want good South Indian food for a few hundred rupees.';
    const r = await scoreAnswer(question(10034), answer);
    const flagged = r.feedback!.issues.map((i) => answer.slice(i.start, i.end));
    for (const word of ['dosas', 'idli', 'sambar', 'paneer', 'tikka', 'masala', 'chai', 'Meera', 'rupees', 'Chennai'])
      expect(flagged).not.toContain(word);
    expect(flagged).toContain('becuase');
    expect(r.feedback!.grammar_feedback).not.toContain('no grammar or spelling mistakes');
  });
});

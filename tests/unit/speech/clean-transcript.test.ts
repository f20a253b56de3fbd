import { describe, expect, it } from 'vitest';
import { maskProfanity } from '../../../functions/speech/scoring/clean-transcript';
import { cmudict, rivals } from '../../../functions/speech/align/lexicon';

describe('no swear word in a transcript shown to a learner', () => {
  it('masks swear words, keeping the length', () => {
    expect(maskProfanity('what the fuck is this')).toBe('what the **** is this');
    expect(maskProfanity('shit happens')).toBe('**** happens');
    expect(maskProfanity('he is a bastard')).not.toMatch(/bastard/);
  });

  it('leaves ordinary words alone, even those with a swear word inside', () => {
    for (const text of [
      'the ship sank',
      'assess the class',
      'Scunthorpe',
      'a cocktail party',
      'grasshopper',
      'I passed the exam',
    ])
      expect(maskProfanity(text)).toBe(text);
  });

  it('offers no swear word as a rival of an expected word', () => {
    expect(rivals('ship', cmudict().get('ship')!)).not.toContain('shit');
    expect(rivals('ship', cmudict().get('ship')!)).toContain('chip');
  });
});

import { describe, expect, it } from 'vitest';
import { alignKnownText } from '../../../functions/speech/align/known-text';
import { localSpeechMissing } from '../../../functions/speech/adapters/local-speech';
import { scoreAligned } from '../../../functions/speech/scoring/score-aligned';
import { parseWav } from '../../../functions/speech/wav';
import { spokenWav } from '../../support/speech';

/**
 * The known-text scorer on fixed recordings (flite's slt voice, made at test time): what was asked
 * for, said right, scores well; the same sentence with one word substituted, with words left out,
 * or another sentence, does not, and the wrong word is the one flagged. A handful of decodes only
 * (the big set is the bench's: tests/speech-set/).
 */
const EXPECTED = 'I like to play football with my friends after school.';
const samples = (text: string) => parseWav(spokenWav(text))!.samples;
const overallOf = async (said: string, expected = EXPECTED) =>
  scoreAligned(await alignKnownText(samples(said), [expected]));

// Each case runs the recogniser a few times: generous time on a shared, loaded machine.
describe.skipIf(await localSpeechMissing())('known-text answers aligned to their text', () => {
  it('passes the sentence said right, with nearly every word clear', async () => {
    const right = await overallOf(EXPECTED);
    expect(right.overall).toBeGreaterThanOrEqual(60);
    // flite's slt voice clips its last word a little: at most that one is flagged.
    expect(right.words.filter((w) => w.flagged).length).toBeLessThanOrEqual(1);
    expect(right.words.find((w) => w.word === 'football')!.flagged).toBe(false);
  });

  it('fails one substituted word and flags that word', async () => {
    const [right, wrong] = await Promise.all([
      overallOf(EXPECTED),
      overallOf('I like to play cricket with my friends after school.'),
    ]);
    expect(wrong.overall).toBeLessThan(60);
    expect(wrong.overall).toBeLessThan(right.overall);
    expect(wrong.words.find((w) => w.word === 'football')!.flagged).toBe(true);
  });

  it('fails words left out and a different sentence', async () => {
    const [dropped, different] = await Promise.all([
      overallOf('I like to play with my friends.'),
      overallOf('We go to the market every Sunday with our mother.'),
    ]);
    expect(dropped.overall).toBeLessThan(60);
    expect(different.overall).toBeLessThan(20);
  });

  it('scores the best of several accepted texts', async () => {
    const scored = scoreAligned(
      await alignKnownText(samples('It is half past seven'), ['It is seven thirty', 'It is half past seven']),
    );
    expect(scored.overall).toBeGreaterThanOrEqual(60);
    expect(scored.words.map((w) => w.word)).toEqual(['it', 'is', 'half', 'past', 'seven']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseHypseg } from '../../../functions/speech/align/sphinx-batch';
import { readingGrammar } from '../../../functions/speech/align/grammar';
import { judgeOpen } from '../../../functions/speech/scoring/judge-open';

/** Words heard at an easy pace, all with this confidence. */
const heard = (text: string, confidence = 0.9) => ({
  words: text.split(' ').map((word, k) => ({ word, start: 0.2 + k * 0.4, end: 0.5 + k * 0.4, confidence })),
  duration: 0.5 + text.split(' ').length * 0.4,
});
const task = {
  topicText:
    'Describe a place in your town where you like to spend time. I enjoy the lake park near my home, where I walk in the evening.',
  targetSeconds: 30,
};

describe('open answers judged for what was said', () => {
  it('grades an answer on the task', () => {
    const judged = judgeOpen(
      task,
      heard(
        'i like to spend time in the park near the lake in my town it is quiet and i walk there in the evening with my sister',
      ),
    );
    expect(judged.refused).toBe(false);
    if (!judged.refused) expect(judged.feedback.overall).toBeGreaterThanOrEqual(60);
  });

  it('does not pass fluent English about something else', () => {
    const judged = judgeOpen(
      task,
      heard(
        'my favourite festival is diwali we clean the house light lamps eat sweets with our family and watch fireworks at night',
      ),
    );
    expect(judged.refused).toBe(false);
    if (!judged.refused) expect(judged.feedback.overall).toBeLessThan(60);
  });

  it('refuses what the engine was not sure of, and too few words, instead of grading them', () => {
    expect(judgeOpen(task, heard('the park near the lake in my town is quiet and green', 0.05))).toMatchObject({
      refused: true,
      reason: 'not understood',
    });
    expect(judgeOpen(task, heard('the park'))).toMatchObject({ refused: true, reason: 'too few words' });
  });
});

describe('the aligner’s grammar and segmentation', () => {
  it('offers each word, its rivals, other sounds and a skip, and nothing else in the narrowed grammars', () => {
    const rivals = new Map([['ship', ['sheep', 'chip']]]);
    const full = readingGrammar(['ship'], rivals);
    expect(full).toMatch(/ ship$/m);
    expect(full).toMatch(/ sheep$/m);
    expect(full).toMatch(/ ph_sh$/m);
    expect(readingGrammar(['ship'], rivals, 'expected')).not.toMatch(/ sheep$/m);
    const instead = readingGrammar(['ship'], rivals, 'instead');
    expect(instead).not.toMatch(/ ship$/m);
    expect(instead).toMatch(/ chip$/m);
  });

  it('reads pocketsphinx_batch -hypseg: segments with frames and acoustic scores, or no path', () => {
    const path = parseHypseg(
      'answer S 0 T -11271 A -9301 L -1970 -1 0 0 (NULL) 0 -285 -311 <sil> 11 -175 0 i 23 -672 0 like 52 -321 0 to 65',
    );
    expect(path).toEqual({
      total: -11271,
      frames: 66,
      segments: [
        { word: '<sil>', start: 0, end: 10, ascr: -285 },
        { word: 'i', start: 11, end: 22, ascr: -175 },
        { word: 'like', start: 23, end: 51, ascr: -672 },
        { word: 'to', start: 52, end: 65, ascr: -321 },
      ],
    });
    expect(parseHypseg('')).toBeNull();
  });
});

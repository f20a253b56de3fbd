import { describe, expect, it } from 'vitest';
import { levelStep } from '../../../../web/src/features/assessment/lib/completion';

/** The completion moment's level step: previous → new, from the score history. */
describe('the level gained', () => {
  it('says how far the level rose, or that it held, calmly when it fell', () => {
    expect(levelStep(5, 6)).toMatchObject({ tone: 'up', from: 5, to: 6, note: 'Up 1 level since your last test.' });
    expect(levelStep(5, 7.5)).toMatchObject({ tone: 'up', note: 'Up 2.5 levels since your last test.' });
    expect(levelStep(6, 6)).toMatchObject({ tone: 'same' });
    expect(levelStep(7, 6)).toMatchObject({
      tone: 'down',
      note: 'A little below your last test. Practice brings it back.',
    });
  });

  it('a first levelled test has no previous level; an unlevelled activity has no step', () => {
    expect(levelStep(null, 4)).toMatchObject({ tone: 'first', from: null, to: 4 });
    expect(levelStep(5, null)).toBeNull();
    expect(levelStep(null, null)).toBeNull();
  });
});

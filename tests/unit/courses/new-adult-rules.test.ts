import { describe, expect, it } from 'vitest';
import type { Caller } from '#shared/api/caller';
import { placementBand, placementBands } from '#shared/content/placement';
import { supportPhones, defaultSupport } from '#shared/errors';
import { recordingPartLabel } from '#shared/speech/recording-rules';
import { mayStartFree } from '../../../functions/core/free-start';
import { refusedPart } from '../../../functions/speech/score-recording';

/**
 * A new adult's start (decisions 0435–0447): who starts free, what the placement recommends, support numbers, a refused
 * recording named.
 */
const adult: Caller = { userId: 'u1', type: 'T', retail: true };

describe('the free start', () => {
  it('opens the placement check (428) to adult learners and parents, never to a junior or a parent acting for a child, nor another course', () => {
    expect(mayStartFree(adult, 428)).toBe(true);
    expect(mayStartFree({ ...adult, type: 'k' }, 428)).toBe(true);
    expect(mayStartFree({ ...adult, retail: false, orgId: 'org-sunrise' }, 428)).toBe(true);
    expect(mayStartFree({ ...adult, type: 'w' }, 428)).toBe(false);
    expect(mayStartFree({ ...adult, type: 'w', actingParentId: 'p1' }, 428)).toBe(false);
    expect(mayStartFree(adult, 101)).toBe(false);
  });

  it('recommends by overall level: below 5 and below 9 the everyday course, from 9 business writing; no level the first band', () => {
    expect([null, 1, 4.9, 5, 8.9, 9, 12].map((l) => placementBand(l).courseId)).toEqual([
      101, 101, 101, 101, 101, 507, 507,
    ]);
    expect(placementBand(4).why).not.toBe(placementBand(5).why);
    expect(placementBands.at(-1)!.below).toBe(Infinity);
  });
});

describe('the support numbers of the login data', () => {
  it('splits comma-separated numbers, trims them, and falls back to the default', () => {
    expect(supportPhones('080 4718 2211, 98450 12345')).toEqual(['080 4718 2211', '98450 12345']);
    expect(supportPhones(' 98450 12345 ,, ')).toEqual(['98450 12345']);
    expect(supportPhones(null)).toEqual([defaultSupport.phone]);
    expect(supportPhones('')).toEqual([defaultSupport.phone]);
  });
});

describe('a refused recording of several', () => {
  it('names the part that failed and carries it in the fields; a single recording keeps the spec’s message', () => {
    const error = refusedPart('recordingUnclear', { type: 'VK' }, 1, 3);
    expect(error.message).toBe('Word 2 of 3: Please try recording again');
    expect(error.fields).toEqual({ recording: '2' });
    expect(refusedPart('recordingTooLong', { type: 'Cloze_with_conversation' }, 0, 2).message).toBe(
      'Gap 1: Your recording is longer than this question allows. Please try recording again',
    );
    expect(refusedPart('recordingUnclear', { type: 'SA' }, 0, 1)).toMatchObject({
      message: 'Please try recording again',
      fields: undefined,
    });
    expect(recordingPartLabel('SA', 0, 1)).toBe('Your answer');
  });
});

import { describe, expect, it } from 'vitest';
import {
  authoredPages,
  nextAuthoredPage,
  nextInstructionPage,
  pageOf,
  samePage,
} from '../../../../functions/core/attempts/pages';

/** Page building: one question a page, linked questions together where the group first appears. */
const q = (question_id: number, linked_group?: number, type: 'MCQ' | 'INS' = 'MCQ') => ({
  question_id,
  type,
  ...(linked_group ? { linked_group } : {}),
});
const pool = [q(1, undefined, 'INS'), q(2), q(3, 30), q(4, 30), q(5), q(6, 60), q(7), q(8, 60)];

describe('authored pages', () => {
  it('keeps the authored order and gathers each linked group on the page of its first question', () => {
    expect(authoredPages(pool)).toEqual([[1], [2], [3, 4], [5], [6, 8], [7]]);
    expect(authoredPages([])).toEqual([]);
  });

  it('finds the page of any question', () => {
    expect(pageOf(4, pool)).toEqual([3, 4]);
    expect(pageOf(8, pool)).toEqual([6, 8]);
    expect(pageOf(5, pool)).toEqual([5]);
  });

  it('moves to the first page with nothing answered, and ends after the last', () => {
    expect(nextAuthoredPage(pool, [])).toEqual([1]);
    expect(nextAuthoredPage(pool, [1, 2])).toEqual([3, 4]);
    expect(nextAuthoredPage(pool, [1, 2, 3, 4, 5])).toEqual([6, 8]);
    expect(nextAuthoredPage(pool, [1, 2, 3, 4, 5, 6, 8])).toEqual([7]);
    expect(nextAuthoredPage(pool, [1, 2, 3, 4, 5, 6, 7, 8])).toBeNull();
  });

  it('puts unread instruction pages first', () => {
    expect(nextInstructionPage(pool, [])).toEqual([1]);
    expect(nextInstructionPage(pool, [1])).toBeNull();
  });

  it('compares pages as sets of questions', () => {
    expect(samePage([3, 4], [4, 3])).toBe(true);
    expect(samePage([3], [3, 4])).toBe(false);
    expect(samePage([3, 5], [3, 4])).toBe(false);
  });
});

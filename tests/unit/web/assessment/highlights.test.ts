import { describe, expect, it } from 'vitest';
import { highlightSegments } from '../../../../web/src/features/assessment/lib/highlights';

/** The learner's text cut at the writing checker's issue spans, for marking in the feedback. */
const issue = (start: number, end: number) => ({ start, end, message: 'check', suggestion: null });

describe('highlighting the issues in the learner’s text', () => {
  it('marks each span, numbered by its place in the issue list, and keeps the rest as text', () => {
    const text = 'I has a dog and it are big.';
    expect(highlightSegments(text, [issue(2, 5), issue(19, 22)])).toEqual([
      { text: 'I ', issue: null },
      { text: 'has', issue: 0 },
      { text: ' a dog and it ', issue: null },
      { text: 'are', issue: 1 },
      { text: ' big.', issue: null },
    ]);
  });

  it('sorts spans, skips an overlapping or empty one, and clamps spans to the text', () => {
    const text = 'abcdef';
    expect(highlightSegments(text, [issue(3, 5), issue(0, 2), issue(1, 4), issue(4, 4), issue(5, 99)])).toEqual([
      { text: 'ab', issue: 1 },
      { text: 'c', issue: null },
      { text: 'de', issue: 0 },
      { text: 'f', issue: 4 },
    ]);
    expect(highlightSegments('', [])).toEqual([{ text: '', issue: null }]);
    expect(highlightSegments('no issues', [])).toEqual([{ text: 'no issues', issue: null }]);
  });
});

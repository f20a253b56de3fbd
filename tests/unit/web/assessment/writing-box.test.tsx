// @vitest-environment happy-dom
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WritingBox } from '../../../../web/src/features/assessment/components/answers/writing-box';
import { filterWriting, WRITING_PUNCTUATION } from '../../../../web/src/features/assessment/lib/writing';

/** Spec 02 §5: the writing answer box. */
function Box({ minWords = 0 }: { minWords?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="q">Write about your weekend.</p>
      <WritingBox value={value} onChange={setValue} rows={10} minWords={minWords} labelledBy="q" />
    </>
  );
}

describe('the writing box', () => {
  afterEach(cleanup);

  it('keeps letters, digits, whitespace and the common punctuation, and strips the rest', () => {
    expect(
      filterWriting(
        'Hello, world! It’s 5:30 p.m. — “fine” (really); cost: ₹250 / $3 & 10% e-mail: a@b.in #1 + 2 = 3*1_0…?',
      ),
    ).toBe('Hello, world! It’s 5:30 p.m. — “fine” (really); cost: ₹250 / $3 & 10% e-mail: a@b.in #1 + 2 = 3*1_0…?');
    expect(filterWriting('a<b>c{d}e\\f|g^h`i~j')).toBe('abcdefghij');
    expect(filterWriting('great 😀 day ✨')).toBe('great  day ');
    expect(filterWriting('line one\nline two\tend')).toBe('line one\nline two\tend');
    expect(filterWriting('Café naïve résumé, नमस्ते')).toBe('Café naïve résumé, नमस्ते');
    for (const mark of WRITING_PUNCTUATION) expect(filterWriting(mark)).toBe(mark);
  });

  it('blocks paste, cut, copy and drop, and says why', () => {
    render(<Box />);
    const box = screen.getByRole('textbox', { name: 'Write about your weekend.' });
    for (const type of ['paste', 'cut', 'copy', 'drop'] as const) {
      const event = createEvent[type](box);
      fireEvent(box, event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(screen.getByRole('status').textContent).toBe('Dropping text is turned off here. Please type your answer.');
  });

  it('strips characters as they are typed and counts words live', () => {
    render(<Box minWords={10} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    // The live count is the first description of the box.
    const count = () => document.getElementById(box.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(count()).toBe('0 words · at least 10 words');
    fireEvent.change(box, { target: { value: 'I went to the <beach> 🌊 with my friends!' } });
    expect(box.value).toBe('I went to the beach  with my friends!');
    expect(count()).toBe('8 words · at least 10 words');
    fireEvent.change(box, { target: { value: 'Hi' } });
    expect(count()).toBe('1 word · at least 10 words');
  });
});

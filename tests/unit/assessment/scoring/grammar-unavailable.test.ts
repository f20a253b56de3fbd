import { describe, expect, it, vi } from 'vitest';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';
import { question } from './seeded';

// The WebAssembly file is missing (e.g. not shipped beside a Lambda bundle): loading fails.
vi.mock('harper.js', () => ({
  Dialect: { Indian: 4 },
  LocalLinter: class {
    setup() {
      return Promise.reject(new Error('ENOENT: harper_wasm_slim_bg.wasm'));
    }
  },
}));

describe('without the grammar checker', () => {
  it('leaves a long answer awaiting review (-1) rather than inventing a score', async () => {
    const r = await scoreAnswer(
      question(10026),
      'Dear Ms Rao, could I please take next Friday off? My cousin is getting married in Pune. Thank you, Priya',
    );
    expect(r).toMatchObject({ score: -1, verdict: 'awaiting_review' });
    expect(r.feedback).toBeUndefined();
  });

  it('still scores short answers, without the feedback object', async () => {
    const r = await scoreAnswer(
      question(50706),
      'The launch is postponed by two weeks because of some unexpected problems.',
    );
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toBeUndefined();
  });
});

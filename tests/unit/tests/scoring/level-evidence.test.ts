import { describe, expect, it } from 'vitest';
import { LEVEL_EVIDENCE } from '#shared/scoring/thresholds';
import { estimateAbility, type ScoredResponse } from '../../../../functions/tests/scoring/ability';
import { enoughEvidence } from '../../../../functions/tests/scoring/evidence';

/** Honest levels: a level is shown only on enough answers for its SE to be below LEVEL_EVIDENCE.maxSe. */
const answers = (n: number, domain: ScoredResponse['domain'] = 'R'): ScoredResponse[] =>
  Array.from({ length: n }, (_, i) => ({ question_id: i + 1, qlevel: 6, domain, score: i % 2 }));

describe('evidence for a level', () => {
  it('shows no level for no answers, or for a short check of a few answers', () => {
    expect(enoughEvidence(null)).toBe(false);
    expect(enoughEvidence(estimateAbility([]))).toBe(false);
    const short = estimateAbility(answers(3));
    expect(short.se).toBeGreaterThan(LEVEL_EVIDENCE.maxSe);
    expect(enoughEvidence(short)).toBe(false);
  });

  it('shows a level once well-targeted answers bring the SE below the threshold', () => {
    const enough = estimateAbility(answers(8));
    expect(enough.se).toBeLessThan(LEVEL_EVIDENCE.maxSe);
    expect(enoughEvidence(enough)).toBe(true);
  });

  it('answers awaiting review (-1) are not evidence', () => {
    const pending = answers(8).map((r) => ({ ...r, score: -1 }));
    expect(enoughEvidence(estimateAbility(pending))).toBe(false);
  });

});

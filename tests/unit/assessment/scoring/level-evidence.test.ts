import { describe, expect, it } from 'vitest';
import { LEVEL_EVIDENCE } from '#shared/scoring/thresholds';
import { estimateAbility, type ScoredResponse } from '../../../../functions/assessment/scoring/ability';
import { enoughEvidence } from '../../../../functions/assessment/scoring/evidence';
import { readPackage } from '../../../../infra/content/read-package';
import { defaultPackagesFolder } from '../../../../infra/content/import-folder';
import { extreme } from '../../../bench/level-figures';
import { seeded, simTest } from '../../../bench/level-simulation';
import path from 'node:path';

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

  it('at the ends of the scale: every answer right shows 12 and every answer wrong shows 1, never "needs more answers"', () => {
    const { content } = readPackage(path.join(defaultPackagesFolder, 'olympiad'));
    const finalTest = content.course.units.flatMap((u) => u.elements).find((e) => e.element_id === 3004)!;
    const byId = new Map(content.questions.map((q) => [q.question_id, q]));
    const test = simTest(
      'Final Test',
      'S',
      true,
      finalTest.questions.map((id) => byId.get(id)!),
    );
    const perfect = extreme(test, 1, seeded(1)).levels!;
    expect(perfect).toMatchObject({
      o_level: 12,
      r_level: 12,
      w_level: 12,
      l_level: 12,
      band: 'Mastery',
      needs_more: [],
    });
    const none = extreme(test, 0, seeded(1)).levels!;
    expect(none).toMatchObject({ o_level: 1, r_level: 1, w_level: 1, l_level: 1, band: 'Beginner', needs_more: [] });
  });
});

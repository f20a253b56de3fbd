// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverallLevel } from '../../../../web/src/components/score/score-panel';
import { SkillLevels } from '../../../../web/src/components/score/skill-levels';
import { rowsFromResult } from '../../../../web/src/components/score/levels';

/** Decision 0404, the ends of the scale: 12 and 1 are shown with honest words, never 'Needs more answers'. */
describe('levels at the ends of the scale', () => {
  afterEach(cleanup);

  it('says a 12 is the top of the test and a 1 the lowest level it measures', () => {
    render(<OverallLevel level={12} band="Mastery" />);
    expect(screen.getByText('Level 12: the top of this test')).toBeTruthy();
    cleanup();
    render(<OverallLevel level={1} band="Beginner" />);
    expect(screen.getByText('Level 1: the lowest level this test measures')).toBeTruthy();
  });

  it('adds nothing inside the scale, or to a range (a free test)', () => {
    const { container } = render(<OverallLevel level={6} band="Intermediate" />);
    expect(container.textContent).not.toMatch(/Level 6:/);
    cleanup();
    const ranged = render(<OverallLevel level={12} band="Mastery" range={[11, 12]} />);
    expect(ranged.container.textContent).not.toMatch(/top of this test/);
  });

  it('shows every skill of a perfect sitting at 12, none needing more answers', () => {
    const rows = rowsFromResult({
      o_level: 12,
      r_level: 12,
      w_level: 12,
      l_level: 12,
      s_level: null,
      o_level_range: [11, 12],
      r_level_range: [11, 12],
      w_level_range: [11, 12],
      l_level_range: [11, 12],
      s_level_range: null,
      band: 'Mastery',
      needs_more: [],
    }).map((row) => ({ ...row, range: null }));
    render(<SkillLevels rows={rows} />);
    for (const skill of ['Reading', 'Writing', 'Listening'])
      expect(screen.getByRole('progressbar', { name: `${skill} level` }).getAttribute('aria-valuetext')).toBe(
        '12 / 12',
      );
    expect(screen.queryByText('Needs more answers')).toBeNull();
  });
});

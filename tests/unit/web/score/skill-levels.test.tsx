// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsFromResult, rowsFromScore } from '../../../../web/src/components/score/levels';
import { SkillLevels } from '../../../../web/src/components/score/skill-levels';
import { scoreData } from '../courses-support';

/** Decision 0114, honest levels: a skill asked too little says so instead of showing a number. */
describe('skill levels with too few answers', () => {
  afterEach(cleanup);

  it('the score panel says a skill needs more answers, and an untested one is not tested yet', () => {
    render(
      <SkillLevels rows={rowsFromScore({ ...scoreData(), rLevel: 7, lLevel: null, sLevel: null, needsMore: ['L'] })} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Reading level' }).getAttribute('aria-valuetext')).toBe('7 / 12');
    expect(screen.getByRole('progressbar', { name: 'Listening level' }).getAttribute('aria-valuetext')).toBe(
      'Needs more answers',
    );
    expect(screen.getByRole('progressbar', { name: 'Speaking level' }).getAttribute('aria-valuetext')).toBe(
      'Not tested yet',
    );
  });

  it('a finished test lists a skill it asked too little of, and leaves out skills it did not ask', () => {
    const rows = rowsFromResult({
      o_level: 6,
      r_level: 6,
      w_level: null,
      l_level: null,
      s_level: null,
      o_level_range: [5, 7],
      r_level_range: [5, 7],
      w_level_range: null,
      l_level_range: null,
      s_level_range: null,
      band: 'Intermediate',
      needs_more: ['W'],
    });
    expect(rows.map((r) => [r.code, r.level, Boolean(r.needsMore)])).toEqual([
      ['R', 6, false],
      ['W', null, true],
    ]);
  });
});

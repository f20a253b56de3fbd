import type { Caller } from '#shared/api/caller';
import type { LevelResult, ScoreData, Skill } from '#shared/api/contract-assessment';
import { courseFlags } from '#shared/content/course-flags';
import { levelBand } from '#shared/scoring/level-bands';
import { isProgrammeLoginId } from '#shared/auth/programme';
import { getUser } from '../core/users';
import { latestScores, type ScoreEntry } from '../core/attempts/score-history';

/**
 * The score panel (spec 02 §3 score, §6): the latest overall level, each skill's latest level, and
 * the last five levelled tests for the 0–12 chart. Shown to retail learners only, not to the
 * programme partner's users, and not while the active course is one without a score panel (428).
 */
export async function scorePanel(caller: Caller): Promise<ScoreData> {
  const [entries, user] = await Promise.all([latestScores(caller.userId, 5), getUser(caller.userId)]);
  const activeCourse = Number(user?.activeCourseId ?? NaN);
  const hidden = Number.isInteger(activeCourse) && Boolean(courseFlags(activeCourse).noScorePanel);
  const oLevel = latest(entries, 'o_level');
  return {
    oLevel,
    rLevel: latest(entries, 'r_level'),
    wLevel: latest(entries, 'w_level'),
    lLevel: latest(entries, 'l_level'),
    sLevel: latest(entries, 's_level'),
    needsMore: needsMore(entries),
    showScore: caller.retail && !hidden && !isProgrammeLoginId(user?.loginId ?? ''),
    free_test: entries[0]?.attemptName === 'free',
    band: oLevel === null ? null : levelBand(oLevel),
    history: entries
      .filter((e) => e.levels.o_level !== null)
      .reverse()
      .map((e) => ({
        attempt_id: e.attemptId,
        element_name: e.elementName,
        o_level: e.levels.o_level!,
        submitted_at: e.submittedAt,
      })),
    // The report of the latest levelled test (GET v1/detailreport).
    detailed_report: entries.length > 0,
  };
}

/** A skill's level from the newest test that measured it. */
function latest(
  entries: ScoreEntry[],
  field: keyof Pick<LevelResult, 'o_level' | 'r_level' | 'w_level' | 'l_level' | 's_level'>,
): number | null {
  return entries.find((e) => e.levels[field] !== null)?.levels[field] ?? null;
}

const skillField = { R: 'r_level', W: 'w_level', L: 'l_level', S: 's_level' } as const;

/** Skills the newest test asked too little of, that no recent test has a level for. */
function needsMore(entries: ScoreEntry[]): Skill[] {
  return (entries[0]?.levels.needs_more ?? []).filter((skill) => latest(entries, skillField[skill]) === null);
}

import type { ClassResultRow, ClassResultsData, ClassTest } from '#shared/api/contract-schools';
import { AppError } from '#shared/errors';
import { prefixes } from '../data/keys';
import { objectUrl } from '../lib/object-links';
import { userItems } from '../lib/user-items';
import { scoreSchema } from '../core/attempts/score-history';
import { OLYMPIAD_COURSE_ID, type StoredElement } from '../core/catalogue';
import { certificateSchema } from '../core/certificate-record';
import { classPercentile, MIN_COHORT } from '../core/class-scores';
import { loadCourseState } from '../core/learner-state';
import { olympiadTests } from '../core/olympiad-tests';
import type { OrgRecord } from '../core/store';
import { skillLevels } from './skill-levels';
import { classChildren, readClass, type ClassChild, type SchoolClass } from './classes';

/**
 * A class's results in one of the olympiad's tests (docs/organisations.md, "Class results"): for each child
 * registered in the class, not started, in progress or finished, and for a finished sitting its score, its
 * levels, its percentile in the child's grade (the final test) and the certificate of participation once made.
 * Three small Queries a child (progress in the olympiad, scores, certificates), CHUNK children at once: a class
 * of 150 is 450 reads, never a Scan; the export job reads a whole school the same way, class by class.
 */
const CHUNK = 25;

export async function classTests(): Promise<ClassTest[]> {
  const { practice, final } = await olympiadTests();
  return [...(final ? [final] : []), ...practice].map((e: StoredElement): ClassTest => ({
    element_id: e.element_id,
    name: e.element_name,
    kind: e.element_id === final?.element_id ? 'final' : 'practice',
  }));
}

/** The test asked for, or the final test; a number that is not one of the olympiad's tests is 'not found'. */
export function chosenTest(tests: ClassTest[], elementId: number | undefined): ClassTest {
  const test = elementId === undefined ? tests[0] : tests.find((t) => t.element_id === elementId);
  if (!test) throw new AppError('classTestNotFound');
  return test;
}

export async function classResults(org: OrgRecord, classId: string, elementId?: number): Promise<ClassResultsData> {
  const klass = await readClass(org, classId);
  const tests = await classTests();
  const test = chosenTest(tests, elementId);
  const rows = await resultRows(klass, test);
  const counts = { not_started: 0, in_progress: 0, finished: 0 };
  for (const row of rows) counts[row.status] += 1;
  const cohort = test.kind === 'final' && counts.finished ? (await classPercentile(klass.grade, 1)).cohort : null;
  return {
    tests,
    test,
    counts,
    percentile_note:
      cohort !== null && cohort < MIN_COHORT
        ? `Percentiles show once ${MIN_COHORT} children of Class ${klass.grade} have taken the final test (${cohort} so far).`
        : null,
    rows,
  };
}

/** The rows of every child of the class, in the class's order (by name). */
export async function resultRows(klass: SchoolClass, test: ClassTest): Promise<ClassResultRow[]> {
  const children = await classChildren(klass);
  const rows: ClassResultRow[] = [];
  for (let i = 0; i < children.length; i += CHUNK)
    rows.push(...(await Promise.all(children.slice(i, i + CHUNK).map((c) => resultRow(c, klass.grade, test)))));
  return rows;
}

async function resultRow(child: ClassChild, grade: number, test: ClassTest): Promise<ClassResultRow> {
  const final = test.kind === 'final';
  const [state, scores, certificates] = await Promise.all([
    loadCourseState(child.childId, OLYMPIAD_COURSE_ID),
    userItems(child.childId, prefixes.scoreHistory, scoreSchema),
    final ? userItems(child.childId, prefixes.certificate, certificateSchema) : [],
  ]);
  const progress = state.progress.get(test.element_id);
  const finished = (progress?.completionCount ?? 0) > 0;
  const sitting = finished
    ? scores.filter((s) => s.courseId === OLYMPIAD_COURSE_ID && s.elementId === test.element_id).pop()
    : undefined;
  const levels = sitting?.levels;
  const overall = levels?.o_level ?? null;
  const certificate = certificates
    .filter((c) => c.courseId === OLYMPIAD_COURSE_ID)
    .sort((a, b) => a.attemptDate.localeCompare(b.attemptDate))
    .pop();
  return {
    child_id: child.childId,
    name: child.name,
    login_id: child.loginId,
    status: finished ? 'finished' : progress?.attemptId ? 'in_progress' : 'not_started',
    score_percent: finished ? (progress?.lastScore ?? null) : null,
    levels: skillLevels(levels),
    percentile: final && overall !== null ? (await classPercentile(grade, overall)).percentile : null,
    finished_at: sitting?.submittedAt ?? null,
    certificate_url: finished ? await objectUrl('generated', certificate?.fileKey) : null,
  };
}

import type { Skill } from '#shared/api/contract-assessment';
import { courseFlags } from '#shared/content/course-flags';
import type { CourseStructure } from './catalogue';
import type { CourseState } from './learner-state';
import type { AttemptRecord } from './attempts/attempt-record';
import { questionAnswered } from './attempts/attempt-state';
import { notYetReleased } from './locks';

/**
 * When a course's certificate may be issued (decision 0440). The spec names a
 * "completion certificate" and the final (summative) test's popup; it says no more, so the rule is
 * Coursera's: a certificate says the course was completed, so every activity of the course is done
 * (those not released yet excepted: no one can have done them), and its final test was sat in every
 * skill it tests (a skill whose every question was skipped was not tested). Pure: `issueCertificate` enforces it, and a
 * final test's completion popup says why
 * not before the learner asks. Returns the learner-facing reason, or null when it may be issued.
 */
const skillNames: Record<Skill, string> = { R: 'Reading', W: 'Writing', L: 'Listening', S: 'Speaking' };

export function certificateRefusal(
  course: CourseStructure,
  state: CourseState,
  finalTest: Pick<AttemptRecord, 'responses'>,
  now = Date.now(),
): string | null {
  const skipped = skippedSkills(finalTest.responses);
  if (skipped.length) {
    return `Every ${skipped.map((s) => skillNames[s]).join(' and ')} question of the final test was skipped, so no certificate can be issued for this course: a certificate says each skill was tested.`;
  }
  // The olympiad's certificate states the result of its once-only Final Test (spec 02 §1, the free
  // olympiad-style assessment), not the completion of its practice sets.
  if (courseFlags(course.meta.course_id).freeTest) return null;
  const activities = course.units.flatMap((u) => u.elements).filter((e) => !notYetReleased(e.lock, now));
  const left = activities.filter((e) => !state.progress.get(e.element_id)?.completed).length;
  if (left > 0) {
    return `Your certificate is for completing the course: ${left} of its ${activities.length} activities ${left === 1 ? 'is' : 'are'} still to do. Finish ${left === 1 ? 'it' : 'them'}, then get your certificate here or from the course page.`;
  }
  return null;
}

/** Skills the test asked in which every question was skipped (instruction pages are not questions). */
export function skippedSkills(responses: AttemptRecord['responses']): Skill[] {
  const asked = new Map<Skill, boolean>();
  for (const r of responses.filter(questionAnswered))
    asked.set(r.skill, (asked.get(r.skill) ?? false) || r.verdict !== 'skipped');
  return (['R', 'W', 'L', 'S'] as const).filter((s) => asked.get(s) === false);
}

import { describe, expect, it } from 'vitest';
import type { CourseStructure, StoredElement } from '../../../functions/core/catalogue';
import type { ElementProgress } from '../../../functions/core/course-progress';
import type { CourseState } from '../../../functions/core/learner-state';
import type { Response } from '../../../functions/core/attempts/attempt-record';
import { certificateRefusal, skippedSkills } from '../../../functions/core/certificate-rule';
import { istToEpoch } from '../../../functions/core/locks';

/** The certificate rule (decision 440): every released activity done, every skill of the final test answered. */
const element = (id: number, extra: Partial<StoredElement> = {}) =>
  ({ element_id: id, element_type: 'W', ...extra }) as StoredElement;
const course = (elements: StoredElement[]) =>
  ({ meta: { course_id: 101 }, units: [{ order: 1, unit_name: 'One', elements }] }) as unknown as CourseStructure;
const done = (...ids: number[]): CourseState => ({
  progress: new Map(ids.map((id) => [id, { elementId: id, completed: true } as ElementProgress])),
});
const answer = (skill: Response['skill'], verdict: Response['verdict'] = 'correct'): Response => ({
  questionId: 1,
  skill,
  qlevel: 5,
  score: verdict === 'skipped' ? null : 1,
  verdict,
});
const finalTest = { responses: [answer('R'), answer('W'), answer('S')] };

describe('the certificate rule', () => {
  it('issues when every activity is done and the final test answered in every skill', () => {
    expect(
      certificateRefusal(course([element(1), element(2), element(3, { element_type: 'S' })]), done(1, 2, 3), finalTest),
    ).toBeNull();
  });

  it('says how many activities are left, singular and plural', () => {
    const three = course([element(1), element(2), element(3, { element_type: 'S' })]);
    expect(certificateRefusal(three, done(3), finalTest)).toBe(
      'Your certificate is for completing the course: 2 of its 3 activities are still to do. Finish them, then get your certificate here or from the course page.',
    );
    expect(certificateRefusal(three, done(1, 3), finalTest)).toMatch(
      /: 1 of its 3 activities is still to do\. Finish it,/,
    );
  });

  it('does not ask for an activity not released yet, and asks for it once it is', () => {
    const later = element(2, { lock: { reveal_date: '2027-01-15', reveal_time: '10:00' } } as Partial<StoredElement>);
    const withLater = course([element(1), later, element(3, { element_type: 'S' })]);
    const reveal = istToEpoch('2027-01-15', '10:00');
    expect(certificateRefusal(withLater, done(1, 3), finalTest, reveal - 86_400_000)).toBeNull();
    expect(certificateRefusal(withLater, done(1, 3), finalTest, reveal + 1)).toMatch(/1 of its 3 activities/);
  });

  it('refuses a final test with a skill wholly skipped, naming it, before counting activities', () => {
    const skipped = {
      responses: [answer('R'), answer('S', 'skipped'), answer('S', 'skipped'), answer('L', 'skipped')],
    };
    expect(skippedSkills(skipped.responses)).toEqual(['L', 'S']);
    expect(certificateRefusal(course([element(1)]), done(), skipped)).toMatch(
      /^Every Listening and Speaking question of the final test was skipped/,
    );
  });

  it("asks the olympiad (300) for its Final Test only, every skill answered: its certificate is the test's result", () => {
    const olympiad = {
      meta: { course_id: 300 },
      units: [{ order: 1, unit_name: 'Practice', elements: [element(3001), element(3004, { element_type: 'S' })] }],
    } as unknown as CourseStructure;
    expect(certificateRefusal(olympiad, done(3004), finalTest)).toBeNull();
    expect(certificateRefusal(olympiad, done(3004), { responses: [answer('R', 'skipped')] })).toMatch(
      /^Every Reading question/,
    );
  });

  it('counts one answered question as the skill tested, an answer awaiting review included; instruction pages are not questions', () => {
    const responses = [
      answer('S', 'skipped'),
      answer('S', 'awaiting_review' as Response['verdict']),
      { ...answer('R', 'skipped'), instruction: true as const },
    ];
    expect(skippedSkills(responses)).toEqual([]);
  });
});

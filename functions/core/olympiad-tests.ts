import { loadCourse, OLYMPIAD_COURSE_ID, type StoredElement } from './catalogue';

/**
 * The olympiad's tests (spec 01 §3): course 300 for every class; unit 1 holds the practice sets (W) and the
 * final test (S). A child's dashboard shows them; a school's class results list them.
 */
export interface OlympiadTests {
  practice: StoredElement[];
  final: StoredElement | undefined;
}

export async function olympiadTests(): Promise<OlympiadTests> {
  const course = await loadCourse(OLYMPIAD_COURSE_ID);
  const unit = course?.units[0];
  return {
    practice: unit?.elements.filter((e) => e.element_type === 'W') ?? [],
    final: unit?.elements.find((e) => e.element_type === 'S'),
  };
}

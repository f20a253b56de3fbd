import { AppError } from '#shared/errors';
import type { CourseStructure, StoredElement, StoredUnit } from './catalogue';
import type { ElementProgress } from './course-progress';
import type { CourseState } from './learner-state';
import { lockState } from './locks';
import { requireOpenEnrolment } from './course-access';

/**
 * May this learner open this activity now? The instruction popup and starting an attempt ask the
 * same: the activity exists, the learner holds an open enrolment (or it lies in a preview unit),
 * and it is not locked. Refusals carry the spec's messages.
 */
export interface OpenElement {
  element: StoredElement;
  unit: StoredUnit;
  progress: ElementProgress | undefined;
  completedInCourse: number;
  /** The learner holds the course (else the activity lies in a preview unit: a free lesson). */
  held: boolean;
}

export function requireOpenElement(
  course: CourseStructure | undefined,
  state: CourseState,
  elementId: number,
  now = Date.now(),
): OpenElement {
  if (!course) throw new AppError('courseNotFound');
  const unitIndex = course.units.findIndex((u) => u.elements.some((e) => e.element_id === elementId));
  const unit = course.units[unitIndex];
  const element = unit?.elements.find((e) => e.element_id === elementId);
  if (!unit || !element) throw new AppError('elementNotFound');
  if (!state.enrolment && unitIndex >= course.meta.preview_units) throw new AppError('courseNotBought');
  if (state.enrolment) requireOpenEnrolment(state);

  const progress = state.progress.get(elementId);
  const completedInCourse = [...state.progress.values()].filter((p) => p.completed).length;
  const lock = lockState(
    element.lock,
    { completed: Boolean(progress?.completed), completedInCourse, purchased: Boolean(state.enrolment) },
    now,
  );
  if (lock.locked) throw new AppError('elementLocked', { message: lock.message ?? undefined });
  return { element, unit, progress, completedInCourse, held: Boolean(state.enrolment) };
}

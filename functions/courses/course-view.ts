import type { CourseDetails, CourseElement, CourseUnit } from '#shared/api/contract';
import type { Caller } from '#shared/api/caller';
import { attemptLimit } from '#shared/content/attempt-limit';
import { courseFlags } from '#shared/content/course-flags';
import type { CourseStructure, StoredElement } from '../core/catalogue';
import { courseProgress } from '../core/course-progress';
import type { ElementProgress } from '../core/course-progress';
import { isExpired, type CourseState } from '../core/learner-state';
import { lockState, PREVIEW_LOCK, type LockState } from '../core/locks';
import { mediaUrl, privateMediaUrl } from '../core/media';
import * as clock from '../lib/clock';
import { orgCourseSettings } from '../core/organisations';
import { liveClassLink, liveClassRoom, liveClassTimes, type LiveClassLearner } from './live-class';

/**
 * Assembles the course page (spec 02 §3, course details) from the course's structure and the
 * learner's state: locks, progress per unit, the continue control, and the special-course flags.
 */
const noProgress: ElementProgress = { elementId: 0, completed: false, completionCount: 0, percentComplete: 0 };

export async function courseDetails(
  course: CourseStructure,
  state: CourseState,
  options: {
    preview: boolean;
    caller: Caller;
    grade: number | null;
    now?: number;
    learner?: LiveClassLearner;
    emailUpdate?: boolean;
  },
): Promise<CourseDetails> {
  const { meta } = course;
  const now = options.now ?? clock.now();
  const completedInCourse = [...state.progress.values()].filter((p) => p.completed).length;
  // A course the learner holds opens its 'purchase now' locks; preview keeps them shut.
  const holds = Boolean(state.enrolment) && !options.preview && !isExpired(state.enrolment!);

  const cards: Array<{ card: CourseElement; lock: LockState; unitOrder: number }> = [];
  const units: CourseUnit[] = [];
  for (const [index, unit] of course.units.entries()) {
    const inPreview = index < meta.preview_units;
    const elements: CourseElement[] = [];
    for (const element of unit.elements) {
      const progress = state.progress.get(element.element_id) ?? noProgress;
      const lock =
        options.preview && !inPreview
          ? PREVIEW_LOCK
          : lockState(element.lock, { completed: progress.completed, completedInCourse, purchased: holds }, now);
      const link =
        options.preview || lock.locked ? null : liveClassLink(meta, element, unit.unit_name, options.learner);
      const card = await elementCard(element, progress, lock, liveClassRoom(link, liveClassTimes(element), now));
      elements.push(card);
      cards.push({ card, lock, unitOrder: unit.order });
    }
    units.push({
      order: unit.order,
      unit_name: unit.unit_name,
      course_elements: elements,
      completed_activites: elements.filter((e) => e.completed).length,
      total_activites: elements.length,
    });
  }

  const { completed, total, percent } = courseProgress(course, state.progress);
  const next = continueElement(cards);
  const flags = courseFlags(meta.course_id);
  const { downloads } = await orgCourseSettings(options.caller.orgId, meta.course_id);
  const isCoach = ['coach', 'time_based_coach', 'call_based_coach'].includes(meta.courseType);
  const purchased = Boolean(state.enrolment) && !options.preview;

  return {
    course_id: meta.course_id,
    course_name: meta.course_name,
    title: meta.title,
    category: meta.category,
    description: meta.description,
    video: mediaUrl(meta.course_id, meta.video),
    domain: meta.domain,
    learningOutcomes: meta.learningOutcomes,
    imageUrl: mediaUrl(meta.course_id, meta.imageUrl),
    courseType: meta.courseType,
    completedPercent: percent,
    completedElements: completed,
    totalElements: total,
    isCoachCourse: isCoach,
    canScheduleCall: isCoach && purchased,
    warningOnScheduleCall: isCoach && !purchased ? 'Please buy this course to schedule a call with your coach.' : null,
    purchase_status: purchased ? 'purchased' : 'preview',
    open_date: state.enrolment?.openDate ?? null,
    close_date: state.enrolment?.closeDate ?? null,
    previewMode: options.preview,
    // Decision 445: asked only when the course is complete, so its certificate can go to the e-mail.
    email_update:
      Boolean(options.emailUpdate) &&
      cards.some((c) => c.card.element_type === 'S' && c.card.completed) &&
      cards.every((c) => c.card.completed || c.lock.locked),
    getGrade: options.grade,
    currentUnitOrder: next?.unitOrder ?? course.units[0]?.order ?? 1,
    units,
    continueElementDetails: next
      ? {
          element_type: next.card.element_type,
          element_id: next.card.elementID,
          attempt_id: next.card.attempt_id,
          lock_status: next.lock.locked,
          lock_message: next.lock.message,
          reveal_date: next.card.reveal_date,
          reveal_time: next.card.reveal_time,
        }
      : null,
    outline_url: flags.outlineLayout ? await privateMediaUrl(meta.course_id, flags.outlineLayout.outlineFile) : null,
    downloads: await Promise.all(
      downloads.map(async (f) => ({ label: f.label, url: (await privateMediaUrl(meta.course_id, f.file)) ?? '' })),
    ),
    no_review: Boolean(flags.noReview),
    no_score_panel: Boolean(flags.noScorePanel),
    coach_intake: Boolean(flags.coachIntake),
  };
}

/** The activity the main control opens: one in progress, else the first open and unfinished, else the first. */
function continueElement(cards: Array<{ card: CourseElement; lock: LockState; unitOrder: number }>) {
  return cards.find((c) => c.card.attempt_id) ?? cards.find((c) => !c.card.completed && !c.lock.locked) ?? cards[0];
}

async function elementCard(
  element: StoredElement,
  progress: ElementProgress,
  lock: LockState,
  room: { url: string | null; opensAt: string | null },
): Promise<CourseElement> {
  const times = liveClassTimes(element);
  return {
    elementID: element.element_id,
    element_name: element.element_name,
    element_description: element.element_description,
    element_theme: element.element_theme,
    element_type: element.element_type,
    domains: element.domains,
    element_lock_status: lock.locked,
    element_lock_message: lock.message,
    completed: progress.completed,
    completion_count: progress.completionCount,
    percentcomplete: progress.percentComplete,
    last_score: progress.lastScore ?? null,
    review_answers: element.review_answers,
    is_adaptive_mystery: element.is_adaptive_mystery,
    reveal_date: element.lock?.reveal_date ?? null,
    reveal_time: element.lock?.reveal_time ?? null,
    reveal_at: lock.revealAt,
    just_for_me: element.just_for_me,
    thumbnail_image: mediaUrl(element.courseId, element.thumbnail_image),
    checkMic: element.checkMic,
    total_attempts: attemptLimit(element),
    duration_minutes: element.duration_minutes ?? null,
    attempt_id: progress.attemptId ?? null,
    live_class_url: room.url,
    live_class_opens_at: room.opensAt,
    class_start: times?.start ?? null,
    class_end: times?.end ?? null,
  };
}

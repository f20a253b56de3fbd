import type { DashboardData, UpNextItem } from '#shared/api/contract-accounts';
import type { CourseSummary, Recommendation } from '#shared/api/contract-course-lists';
import { courseFlags } from '#shared/content/course-flags';
import { isExpired, listEnrolments, loadCourseState, type Enrolment } from '../core/learner-state';
import type { UserRecord } from '../core/users';
import { dailyStreak } from '../core/daily-streak';
import { latestScores, type ScoreEntry } from '../core/attempts/score-history';
import { recommendationFor } from '../core/recommendation';
import { PLACEMENT_COURSE_ID } from '#shared/content/placement';
import { isProfileIncomplete } from '../core/profile';

/**
 * The dashboard (spec 01 §2, 02 §2): Up Next from the learner's open, unfinished courses (the
 * furthest along first), the Daily widget for retail learners enrolled in the daily activity, and
 * the flags of the banners; the daily streak and the latest levels the dashboard leads with.
 */
const UP_NEXT_SHOWN = 5;

function upNextType(type: CourseSummary['type']): UpNextItem['type'] {
  if (type === 'live' || type === 'live_junior') return 'live';
  if (type === 'online') return 'online';
  return 'coach';
}

export function upNext(enrolments: Enrolment[], now = Date.now()): UpNextItem[] {
  const items: UpNextItem[] = enrolments
    .filter((e) => !isExpired(e, now) && e.percentComplete < 100 && !courseFlags(e.courseId).daily)
    .sort((a, b) => b.percentComplete - a.percentComplete || a.courseTitle.localeCompare(b.courseTitle))
    .slice(0, UP_NEXT_SHOWN)
    .map((e) => ({
      type: upNextType(e.courseType),
      course_id: e.courseId,
      course_title: e.courseTitle,
      percentcomplete: e.percentComplete,
      // Spec 02 §2: a coach course's next step is its task page; the others open the course.
      link:
        upNextType(e.courseType) === 'coach'
          ? `submitAssignment?course_id=${e.courseId}`
          : `mycourse?course_id=${e.courseId}`,
    }));
  // Nothing left to do: the web's empty state offers the product list (a fake row would read as a course at 0%).
  return items;
}

export async function dashboardData(user: UserRecord, now = Date.now()): Promise<DashboardData> {
  const [enrolments, scores] = await Promise.all([listEnrolments(user.userId), latestScores(user.userId, 10)]);
  const levels = scores[0]?.levels ?? null;
  const daily = enrolments.find((e) => courseFlags(e.courseId).daily && !isExpired(e, now));
  const dailyElement = daily ? courseFlags(daily.courseId).daily : undefined;
  const showDaily = user.retail && Boolean(dailyElement);
  return {
    isSubscribe: user.isSubscribe ?? false,
    childStatus: { is_parent: user.isParent ?? user.type === 'k', children: user.childCount ?? 0 },
    upnext: upNext(enrolments, now),
    show_dailystep: showDaily,
    dailystep:
      showDaily && daily && dailyElement ? { course_id: daily.courseId, element_id: dailyElement.elementId } : null,
    is_retail: user.retail,
    profile_incomplete: isProfileIncomplete(user),
    streak: showDaily ? await dailyStreak(user.userId, now) : null,
    levels,
    placement: await placementStep(user, enrolments, scores),
  };
}

/**
 * A retail adult's free start (decisions 0435–0436): the placement check until it is
 * finished (with the free first lesson anyone may take meanwhile), then what it recommends, from
 * the placement's level (or, when it has left the last ten tests, the latest level).
 */
async function placementStep(
  user: UserRecord,
  enrolments: Enrolment[],
  scores: ScoreEntry[],
): Promise<DashboardData['placement']> {
  if (!user.retail || user.type === 'w') return null;
  const done = (enrolments.find((e) => e.courseId === PLACEMENT_COURSE_ID)?.percentComplete ?? 0) >= 100;
  const placed = scores.find((s) => s.courseId === PLACEMENT_COURSE_ID) ?? scores[0];
  const recommendation = await recommendationFor(done ? (placed?.levels.o_level ?? null) : null);
  return { done, course_id: PLACEMENT_COURSE_ID, recommendation: await withLessonProgress(user, recommendation) };
}

/** The free lesson as the learner left it: the dashboard offers to continue one begun, and no lesson done again. */
async function withLessonProgress(
  user: UserRecord,
  recommendation: Recommendation | null,
): Promise<Recommendation | null> {
  const lesson = recommendation?.free_lesson;
  if (!recommendation || !lesson) return recommendation;
  const progress = (await loadCourseState(user.userId, recommendation.course_id)).progress.get(lesson.element_id);
  const state = progress?.completed ? 'done' : progress?.attemptId ? 'started' : undefined;
  return state ? { ...recommendation, free_lesson: { ...lesson, progress: state } } : recommendation;
}

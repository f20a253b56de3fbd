import { courseFlags } from '#shared/content/course-flags';
import { http, ok } from '../../lib/http';
import * as clock from '../../lib/clock';
import { bookedStarts, callLimit, freeSlots } from '../coaching';
import { listCalls } from '../calls';
import { callView, upcoming } from '../call-view';
import { coachContext, hasCallProfile, isB2b } from '../learner';

/**
 * GET v1/coach_slots/{courseId}: the scheduling card of a coach course (spec 02 §2 coach panel):
 * the coach's free 30-minute slots within the course's dates, the calls used, and the upcoming call.
 * Business-to-business learners get no slots (their organisation schedules).
 */
/** Spec 02 §4, §9: the feedback prompt shows at 5 or more completed calls. */
export const FEEDBACK_AFTER_CALLS = 5;

export const handler = http('coachSlots', async ({ caller, params }) => {
  const now = new Date(clock.now());
  const { user, enrolment, coaching, coach } = await coachContext(
    caller.userId,
    Number(params.courseId),
    now.getTime(),
  );
  const [booked, calls] = await Promise.all([bookedStarts(coach.coach_id, now), listCalls(caller.userId)]);
  const ofCourse = calls.filter((c) => c.courseId === coaching.course_id);
  const next = upcoming(ofCourse, now.getTime());
  const b2b = isB2b(user);
  const completed = ofCourse.filter((c) => c.status === 'Completed').length;
  const feedbackUrl = ofCourse.findLast((c) => c.feedbackUrl)?.feedbackUrl ?? null;
  return ok({
    coach_name: coach.name,
    slots: b2b ? [] : freeSlots(coach, booked, now, enrolment.closeDate),
    total_calls: callLimit(coaching),
    calls_booked: enrolment.callsBooked ?? 0,
    upcoming: next ? callView(next, now.getTime()) : null,
    is_b2b_user: b2b,
    completed_calls: completed,
    feedback_url: feedbackUrl,
    show_feedback: completed >= FEEDBACK_AFTER_CALLS && Boolean(feedbackUrl),
    needs_details: !hasCallProfile(user),
    show_intake: Boolean(courseFlags(coaching.course_id).coachIntake) && completed === 0 && !user.coachIntake,
  });
});

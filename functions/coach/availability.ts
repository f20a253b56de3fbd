import type { CoachAvailability } from '#shared/schemas/coach-availability';
import type { Coach } from './coaching';
import { updateCoach } from './store';

/**
 * The coach's own weekly hours and days off (India time), edited in the workspace. One update of the
 * coach's profile item; the free slots learners see are computed from it at once. Calls already
 * booked stay booked: the coach moves or keeps them (the workspace lists them).
 */
export function availabilityView(coach: Pick<Coach, 'availability' | 'time_off'>): CoachAvailability {
  const sorted = [...coach.availability].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  return { availability: sorted, time_off: [...coach.time_off].sort((a, b) => a.from.localeCompare(b.from)) };
}

export async function saveAvailability(coachId: string, input: CoachAvailability): Promise<CoachAvailability> {
  const view = availabilityView({ availability: input.availability, time_off: input.time_off });
  await updateCoach(coachId, {
    UpdateExpression: 'SET availability = :availability, time_off = :off',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':availability': view.availability, ':off': view.time_off },
  });
  return view;
}

import { http, ok } from '../../lib/http';
import { availabilityView } from '../availability';
import { coachOf } from '../workspace';

/** GET v1/coach/availability: the signed-in coach's weekly hours and days off (India time). */
export const handler = http('coachAvailability', async ({ caller }) =>
  ok(availabilityView((await coachOf(caller)).coach)),
);

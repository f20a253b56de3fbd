import { http, ok } from '../../lib/http';
import { saveAvailability } from '../availability';
import { coachOf } from '../workspace';

/** POST v1/coach/availability: replaces the signed-in coach's weekly hours and days off (India time). */
export const handler = http('coachSaveAvailability', async ({ caller, input }) => {
  const { coachId } = await coachOf(caller);
  return ok(await saveAvailability(coachId, input), 'Your hours are saved.');
});

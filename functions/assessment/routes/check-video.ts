import { http, ok } from '../../lib/http';
import { checkVideo } from '../check-video';

/**
 * POST v1/checkVideo: code 204 tells the page to reload (a fresh link); any other code's message is shown (spec 02
 * §7).
 */
export const handler = http('checkVideo', async ({ caller, input }) => {
  await checkVideo(caller.userId, input);
  return ok(null, 'The video is available. Reloading it…', 204);
});

import { http, ok } from '../../lib/http';
import { countVideoView } from '../video-view';

/** POST v1/videoView: one counted view of a question's video and its short-lived link (docs/video.md). */
export const handler = http('videoView', async ({ caller, input }) => ok(await countVideoView(caller.userId, input)));

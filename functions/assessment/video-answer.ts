import type { AnswerFeedback } from '#shared/api/contract-assessment';
import { AppError } from '#shared/errors';
import { AWAITING_REVIEW } from '#shared/scoring/thresholds';
import { RECORDING_GRACE_SECONDS } from '#shared/speech/recording-rules';
import { VIDEO_ANSWER_SECONDS } from '#shared/video/video-rules';
import { objectUrl } from '../lib/object-links';
import { readUpload, verifyUpload } from '../lib/uploads';
import { holdForReview } from '../lib/recording-hold';
import { videoDurationSeconds } from './video-duration';
import { VIDEO_UPLOAD } from '../speech/facade';

/**
 * A recorded video answer (spec 02 §3 `is_audio: vid`, §5 'Video answers need a video'). The object
 * is checked first (the caller's own `video/<userId>/` key, present, WebM or MP4, within 10 MB),
 * since the local S3 stand-in enforces no upload policy, and its length is read from the file: the
 * camera recorder stops at 58 s (the spec's alternate recorder), so a longer video is refused
 * (a file that does not say its length passes on its size alone). No engine scores a video, so the answer is
 * stored and awaits a reviewer: score -1, never a made-up score.
 */
export interface VideoAnswer {
  key: string;
  url: string | null;
  score: typeof AWAITING_REVIEW;
}

export async function acceptVideoAnswer(userId: string, key: string): Promise<VideoAnswer> {
  const upload = await verifyUpload(userId, VIDEO_UPLOAD, key);
  const seconds = videoDurationSeconds(await readUpload(upload.key));
  if (seconds !== null && seconds > VIDEO_ANSWER_SECONDS + RECORDING_GRACE_SECONDS)
    throw new AppError('videoAnswerTooLong');
  await holdForReview([upload.key]); // no engine scores a video: held for its reviewer (decision 0803)
  return { key: upload.key, url: await objectUrl('uploads', upload.key), score: AWAITING_REVIEW };
}

/** Fresh links to a stored video answer (those given at answer time expire). */
export async function signedVideo(key: string): Promise<Pick<AnswerFeedback, 'video_url' | 'file_url'>> {
  const url = await objectUrl('uploads', key);
  return { video_url: url, file_url: url };
}

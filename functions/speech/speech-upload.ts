import { RECORDING_MAX_BYTES, RECORDING_TYPE } from '#shared/speech/recording-rules';
import { VIDEO_ANSWER_MAX_BYTES, VIDEO_ANSWER_TYPES } from '#shared/video/video-rules';
import type { UploadRule } from '../lib/uploads';

/** Recordings of spoken answers: `speech/<userId>/<uuid>.wav`, WAV only, a header at least, 10 MB at most. */
export const SPEECH_UPLOAD: UploadRule = {
  purpose: 'speech',
  types: { [RECORDING_TYPE]: 'wav' },
  minBytes: 44,
  maxBytes: RECORDING_MAX_BYTES,
  rawRecording: true,
};

/**
 * Recorded video answers (`is_audio: 'vid'`): `video/<userId>/<uuid>.webm|mp4`, 10 MB at most
 * (spec 02 §9). At least 1 KB: a WebM header with no frame is not an answer.
 */
export const VIDEO_UPLOAD: UploadRule = {
  purpose: 'video',
  types: VIDEO_ANSWER_TYPES,
  minBytes: 1024,
  maxBytes: VIDEO_ANSWER_MAX_BYTES,
  rawRecording: true,
};

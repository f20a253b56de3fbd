import { RECORDING_MAX_BYTES, RECORDING_TYPE } from '#shared/speech/recording-rules';
import type { UploadRule } from '../lib/uploads';

/** Recordings of spoken answers: `speech/<userId>/<uuid>.wav`, WAV only, a header at least, 10 MB at most. */
export const SPEECH_UPLOAD: UploadRule = {
  purpose: 'speech',
  types: { [RECORDING_TYPE]: 'wav' },
  minBytes: 44,
  maxBytes: RECORDING_MAX_BYTES,
};

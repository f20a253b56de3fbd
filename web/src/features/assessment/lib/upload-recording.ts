import { apiCall } from '../../../lib/api-client';
import { postToBucket } from '../../../lib/presigned-upload';

/**
 * Uploads one recording straight to S3 (lib/presigned-upload.ts). Returns the key submitAnswer
 * names: in `audio` for a spoken answer (WAV), in `video` for a video answer (WebM or MP4).
 */
export async function uploadRecording(recording: Blob, kind: 'speech' | 'video' = 'speech'): Promise<string> {
  const contentType =
    kind === 'video' ? (recording.type.startsWith('video/mp4') ? 'video/mp4' : 'video/webm') : 'audio/wav';
  const { data } = await apiCall('recordingUpload', { content_type: contentType, purpose: kind });
  const fileName = kind === 'video' ? `answer.${contentType === 'video/mp4' ? 'mp4' : 'webm'}` : 'answer.wav';
  return postToBucket(data, new Blob([recording], { type: contentType }), fileName);
}

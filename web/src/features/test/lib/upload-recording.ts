import { apiCall } from '../../../lib/api-client';
import { postToBucket } from '../../../lib/presigned-upload';

/** Uploads one recording straight to S3 (lib/presigned-upload.ts). Returns the key submitAnswer names. */
export async function uploadRecording(recording: Blob): Promise<string> {
  const { data } = await apiCall('recordingUpload', { content_type: 'audio/wav' });
  return postToBucket(data, recording, 'answer.wav');
}

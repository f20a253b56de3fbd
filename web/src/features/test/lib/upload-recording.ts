import { apiCall } from '../../../lib/api-client';

/**
 * Uploads one recording straight to S3: a presigned POST from the API (its policy fixes the key,
 * the type and the size), then the form to the bucket. Returns the key submitAnswer names.
 */
export async function uploadRecording(recording: Blob): Promise<string> {
  const { data } = await apiCall('recordingUpload', { content_type: 'audio/wav' });
  const form = new FormData();
  for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
  form.append('file', recording, 'answer.wav');
  const response = await fetch(data.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The recording could not be uploaded (${response.status}).`);
  return data.key;
}

import { apiCall } from '../../../lib/api-client';

/**
 * Uploads one recording straight to S3: a presigned POST from the API (its policy fixes the key,
 * the type and the size), then the form to the bucket. Returns the key submitAnswer names: in
 * `audio` for a spoken answer (WAV), in `video` for a video answer (WebM or MP4).
 */
export async function uploadRecording(recording: Blob, kind: 'speech' | 'video' = 'speech'): Promise<string> {
  const contentType = kind === 'video' ? (recording.type.startsWith('video/mp4') ? 'video/mp4' : 'video/webm') : 'audio/wav';
  const { data } = await apiCall('recordingUpload', { content_type: contentType, purpose: kind });
  const form = new FormData();
  for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
  form.append('file', new Blob([recording], { type: contentType }), kind === 'video' ? `answer.${contentType === 'video/mp4' ? 'mp4' : 'webm'}` : 'answer.wav');
  const response = await fetch(data.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The recording could not be uploaded (${response.status}).`);
  return data.key;
}

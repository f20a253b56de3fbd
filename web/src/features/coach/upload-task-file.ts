import { apiCall } from '../../lib/api-client';
import { postToBucket } from '../../lib/presigned-upload';

/**
 * A task file (learner) or a reviewed file (coach) straight to S3: the API's presigned POST for this
 * name and size (the server repeats the spec's format and size rules), then the file. Returns the key.
 */
export async function uploadTaskFile(route: 'taskUpload' | 'coachReviewUpload', file: File): Promise<string> {
  const { data } = await apiCall(route, { file_name: file.name, file_size: file.size });
  return postToBucket(data, file, file.name);
}

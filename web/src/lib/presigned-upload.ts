import type { PresignedUpload } from '#shared/api/contract';

/**
 * Posts one file straight to S3 with a presigned POST the API gave (its policy fixes the key, the type
 * and the size): the policy's fields first, then the file. Returns the key the API is then told.
 */
export async function postToBucket(upload: PresignedUpload, file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file, fileName);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The file could not be uploaded (${response.status}).`);
  return upload.key;
}

import { catalogue } from '../errors';

/**
 * The file rules of coach tasks (spec 02 §5 assignment upload), apart from the request schemas
 * (schemas/coach-tasks.ts) so the web's file picker uses them without bringing the validation
 * library into the course page.
 */

/** Spec 02 §5: the file name must end in one of these; each is stored with one content type. */
export const taskFileTypes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
} as const;
export type TaskExtension = keyof typeof taskFileTypes;

/** Spec 02 §5, §9: "a size of 10240 KB or more is refused". */
export const TASK_MAX_BYTES = 10240 * 1024;

/** The picker's `accept` (the spec's picker also lists images, which the name rule then refuses). */
export const taskFileAccept = Object.keys(taskFileTypes)
  .map((e) => `.${e}`)
  .join(',');

const formatMessage = catalogue.taskFormatInvalid.message;
const sizeMessage = catalogue.uploadTooLarge.message;

export function taskExtension(fileName: string): TaskExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension && Object.hasOwn(taskFileTypes, extension) ? (extension as TaskExtension) : undefined;
}

/** The spec's message for a file the picker gave, or null when it may be uploaded. */
export function taskFileProblem(file: { name: string; size: number }): string | null {
  if (!taskExtension(file.name)) return formatMessage;
  if (file.size >= TASK_MAX_BYTES) return sizeMessage;
  return null;
}

import * as z from 'zod/mini';
import { catalogue } from '../errors';

/**
 * Tasks of coach calls (spec 02 §3 Task, §5 assignment upload, §7 user_tasks) and the coach
 * workspace's requests. The file rules are shared: the web refuses a wrong file before asking for an
 * upload, the server refuses it again, and checks the stored object before accepting it.
 */

import { TASK_MAX_BYTES, taskExtension } from '../coach/task-files';

export { TASK_MAX_BYTES, taskExtension, taskFileProblem, taskFileTypes } from '../coach/task-files';

const formatMessage = catalogue.taskFormatInvalid.message;
const sizeMessage = catalogue.uploadTooLarge.message;

const fileName = z.string().check(
  z.trim(),
  z.minLength(1, formatMessage),
  z.maxLength(200, 'Please rename the file: its name is too long.'),
  z.refine((name) => Boolean(taskExtension(name)), formatMessage),
);
const fileSize = z.number().check(z.int(), z.positive(sizeMessage), z.lt(TASK_MAX_BYTES, sizeMessage));
const scheduleId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'We could not find this call.'));
/** Upload keys are made by functions/lib/uploads.ts: `<purpose>/<userId>/<uuid>.<ext>`. */
const uploadKey = z
  .string()
  .check(z.maxLength(300), z.regex(/^[a-z]+\/[\w-]+\/[\w-]+\.\w+$/, catalogue.uploadInvalid.message));

/** POST v1/taskupload (learner) and v1/coach/reviewupload (coach): where the browser may upload one file. */
export const taskUploadSchema = z.object({ file_name: fileName, file_size: fileSize });

/**
 * POST v1/user_tasks. The spec posts the file itself as form data (`task_file`, `schedule_id`); here
 * the browser has uploaded it to S3 already and `task_file` names the stored object (docs/decisions.md).
 */
export const submitTaskSchema = z.object({ schedule_id: scheduleId, task_file: uploadKey, file_name: fileName });

/** POST v1/coach/review: the reviewed file, uploaded by the coach, for a learner's submitted task. */
export const reviewTaskSchema = z.object({ schedule_id: scheduleId, review_file: uploadKey, file_name: fileName });

const link = z
  .string()
  .check(
    z.trim(),
    z.maxLength(500, 'Please shorten the link.'),
    z.regex(/^https:\/\/[^\s<>"]+$/, 'Please enter a link that starts with https://'),
  );

/**
 * POST v1/coach/call: the coach marks a call Completed or No show, attaches the recording and audio
 * links (spec 02 §3 call history row; only once the call has begun), sets the learner's feedback link
 * (§3 Coach details) and keeps their own notes.
 */
export const updateCallSchema = z.object({
  schedule_id: scheduleId,
  call_status: z.optional(z.enum(['Completed', 'No show'])),
  call_recording: z.optional(z.nullable(link)),
  audio_files: z.optional(z.array(link).check(z.maxLength(5, 'Please attach at most 5 audio files.'))),
  feedback_url: z.optional(z.nullable(link)),
  /** The coach's own notes on the call (never shown to the learner). */
  notes: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Please keep your notes under 2,000 characters.'))),
});

export type UpdateCallRequest = z.output<typeof updateCallSchema>;

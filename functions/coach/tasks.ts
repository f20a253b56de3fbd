import type { TaskRow } from '#shared/api/contract-coach';
import { taskFileTypes, TASK_MAX_BYTES } from '#shared/schemas/coach-tasks';
import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { objectUrl } from '../lib/object-links';
import type { UploadRule, VerifiedUpload } from '../lib/uploads';
import type { StoredCall } from './calls';
import { getCall, updateCall } from './store';

/**
 * Tasks (spec 02 §3 Task, §4 task states): each booked call carries the task its course sets for that
 * call number. The learner uploads a file (presigned POST, `task/<userId>/…`), the server checks the
 * object and records it on the call; re-uploads replace it until the coach's review, which is kept
 * on the same call (`review/<coachUserId>/…`) and starts the 48-hour rule (workspace.ts).
 */
const types = Object.fromEntries(Object.entries(taskFileTypes).map(([extension, type]) => [type, extension]));

const maxBytes = TASK_MAX_BYTES - 1;
/** Spec 02 §5: docx, doc, mp3, mp4, m4a; under 10240 KB. */
export const TASK_UPLOAD: UploadRule = { purpose: 'task', types, minBytes: 1, maxBytes };
/**
 * The coach's reviewed file: the same kinds and size. Written out rather than spread from
 * TASK_UPLOAD, so a bundle that uploads one kind carries only its rule, and its grant only its prefix
 * (tests/infra/grants-match-bundles.test.ts).
 */
export const REVIEW_UPLOAD: UploadRule = { purpose: 'review', types, minBytes: 1, maxBytes };

/** Calls that carry a task, cancelled ones left out (their task goes with them). */
export function withTasks(calls: readonly StoredCall[]): StoredCall[] {
  return calls.filter((c) => c.taskName && c.status !== 'Cancelled');
}

export async function taskRow(call: StoredCall): Promise<TaskRow> {
  const [taskFile, reviewedFile] = await Promise.all([
    objectUrl('uploads', call.task?.key),
    objectUrl('uploads', call.review?.key),
  ]);
  return {
    schedule_id: call.scheduleId,
    course_id: call.courseId,
    task_name: call.taskName ?? '',
    task_assigned: call.bookedAt,
    call_time: `${call.start} to ${call.end}`,
    task_file: taskFile,
    file_name: call.task?.fileName ?? null,
    submitted_date: call.task?.submittedAt ?? null,
    isReUploadable: Boolean(call.task) && !call.review,
    reviewed_file: reviewedFile,
    reviewed_file_name: call.review?.fileName ?? null,
    reviewed_date: call.review?.reviewedAt ?? null,
    task_status: call.review ? 'Reviewed' : call.task ? 'Submitted' : 'Not submitted',
  };
}

/** Records the learner's checked upload on their call: a first submission or a re-upload before the review. */
export async function submitTask(
  userId: string,
  scheduleId: string,
  upload: VerifiedUpload,
  fileName: string,
  now = new Date(),
): Promise<StoredCall> {
  try {
    const updated = await updateCall(userId, scheduleId, {
      UpdateExpression: 'SET task = :task',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_exists(taskName) AND #status <> :cancelled AND attribute_not_exists(review)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':task': { key: upload.key, fileName, submittedAt: now.toISOString() },
        ':cancelled': 'Cancelled',
      },
      ReturnValues: 'ALL_NEW',
    });
    return updated as StoredCall;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new AppError((await getCall(userId, scheduleId))?.review ? 'taskReviewed' : 'taskNotFound');
  }
}

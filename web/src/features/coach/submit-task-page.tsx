import { Link, useSearchParams } from 'react-router-dom';
import type { TaskRow } from '#shared/api/contract-coach';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useAction } from '../../hooks/use-action';
import { apiCall, useApi } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { FilePickerButton } from './file-picker-button';
import { callTime } from '../../components/booking/times';
import { uploadTaskFile } from './upload-task-file';
import tableStyles from '../../components/ui/table.module.css';
import styles from './tasks.module.css';

/**
 * /submitAssignment (spec 02 §2 Submit-a-task page, §4 task states): 'Coach Course > Submit a Task',
 * the tasks table and 'Go back' to the course. A task not submitted shows 'Submit Now'; a submitted one
 * 'Reupload' until the coach reviews it, then 'Task completed' and the reviewed file.
 */
export function SubmitTaskPage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('course_id')) || null;
  const tasks = useApi('userTasks');
  const rows = (tasks.data ?? []).filter((t) => courseId === null || t.course_id === courseId);
  const back = courseId ? `${paths.myCourse}?course_id=${courseId}` : paths.myCourse;
  return (
    <div className={styles.page}>
      <title>Submit a Task · Fluentia</title>
      <h1 className={styles.heading}>Coach Course &gt; Submit a Task</h1>
      <p className={styles.muted}>
        Upload a .docx or .doc file for a writing task, and an .mp3, .mp4 or .m4a file for a speaking task, under 10 MB.
      </p>
      {tasks.error && !tasks.data ? <ErrorAlert error={tasks.error} onRetry={() => void tasks.mutate()} /> : null}
      {!tasks.data && !tasks.error ? <Skeleton height={120} /> : null}
      {tasks.data && rows.length === 0 ? (
        <p className={styles.muted}>You have no tasks yet. Your coach sets one with each call you book.</p>
      ) : null}
      {rows.length ? (
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Call</th>
              <th scope="col">Assigned</th>
              <th scope="col">Submitted</th>
              <th scope="col">Reviewed file</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((task) => (
              <TaskLine key={task.schedule_id} task={task} onChanged={() => void tasks.mutate()} />
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        <Link to={back}>Go back</Link>
      </p>
    </div>
  );
}

function TaskLine({ task, onChanged }: { task: TaskRow; onChanged: () => void }) {
  const submit = useAction(async (file: File) => {
    const key = await uploadTaskFile('taskUpload', file);
    return apiCall('submitTask', { schedule_id: task.schedule_id, task_file: key, file_name: file.name });
  });
  const [start, end] = task.call_time.split(' to ');
  return (
    <tr>
      <td data-label="Task">{task.task_name}</td>
      <td data-label="Call">{start && end ? callTime(start, end) : '—'}</td>
      <td data-label="Assigned">{formatDate(task.task_assigned)}</td>
      <td data-label="Submitted">
        {task.submitted_date && task.task_file ? (
          <a href={task.task_file} target="_blank" rel="noreferrer">
            {task.file_name} ({formatDate(task.submitted_date)})
          </a>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Reviewed file">
        {task.reviewed_file ? (
          <a href={task.reviewed_file} target="_blank" rel="noreferrer">
            {task.reviewed_file_name ?? 'Reviewed file'}
          </a>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Action">
        {task.task_status === 'Reviewed' || (task.submitted_date && !task.isReUploadable) ? (
          <span className={styles.done}>Task completed</span>
        ) : (
          <FilePickerButton
            label={task.submitted_date ? 'Reupload' : 'Submit Now'}
            accessibleName={`${task.submitted_date ? 'Reupload' : 'Submit Now'}: ${task.task_name}`}
            variant={task.submitted_date ? 'secondary' : 'primary'}
            busy={submit.pending}
            onFile={(file) => void submit.run(file).then((done) => done && onChanged())}
          />
        )}
        {submit.error ? <ErrorAlert error={submit.error} /> : null}
      </td>
    </tr>
  );
}

import type { WorkspaceCall } from '#shared/api/contract-coach';
import { Button, buttonClass } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { useAction } from '../../hooks/use-action';
import { apiCall, type RequestOf } from '../../lib/api-client';
import { FilePickerButton } from './file-picker-button';
import { callTime } from '../../components/booking/times';
import { uploadTaskFile } from './upload-task-file';
import { IntakeAnswers, LinksForm, NotesForm } from './workspace-call-forms';
import styles from './tasks.module.css';

/**
 * One call in the coach workspace: the learner's intake answers, the coach's room (Join Call), the
 * coach's notes, Move or cancel (more than a day before, spec 02 §4), Mark Completed or No show once
 * it has begun, the recording, audio and feedback links (from the start on), and its task to review
 * (the reviewed file holds the learner's next booking for 48 hours).
 */
export function WorkspaceCallCard({
  call,
  onChanged,
  onChange,
}: {
  call: WorkspaceCall;
  onChanged: () => void;
  onChange: (call: WorkspaceCall) => void;
}) {
  const begun = Date.parse(call.start) <= Date.now();
  const open = call.call_status === '' || call.call_status === 'InProgress';
  const update = useAction((body: Omit<RequestOf<'coachUpdateCall'>, 'schedule_id'>) =>
    apiCall('coachUpdateCall', { schedule_id: call.schedule_id, ...body }),
  );
  const review = useAction(async (file: File) => {
    const key = await uploadTaskFile('coachReviewUpload', file);
    return apiCall('coachReviewTask', { schedule_id: call.schedule_id, review_file: key, file_name: file.name });
  });
  const done = (result: unknown) => result && onChanged();
  const title = `${call.learner_name} · ${callTime(call.start, call.end)}`;

  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <div>
          <h3 className={styles.cardTitle}>{title}</h3>
          <p className={styles.muted}>{call.course_title}</p>
        </div>
        <span className={styles.status}>{call.call_status || 'Upcoming'}</span>
      </div>
      <IntakeAnswers call={call} />
      <div className={styles.row}>
        {call.call_url ? (
          <a
            className={buttonClass(begun ? 'primary' : 'secondary')}
            href={call.call_url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Join call with ${call.learner_name}`}
          >
            Join Call
          </a>
        ) : null}
        {call.can_change ? (
          <Button
            variant="secondary"
            onClick={() => onChange(call)}
            aria-label={`Move or cancel the call with ${call.learner_name}`}
          >
            Move or cancel
          </Button>
        ) : open && !begun ? (
          <span className={styles.muted}>Within a day of the call it can no longer be moved.</span>
        ) : null}
        {open && begun ? (
          <>
            <Button busy={update.pending} onClick={() => void update.run({ call_status: 'Completed' }).then(done)}>
              Mark completed
            </Button>
            <Button
              variant="secondary"
              busy={update.pending}
              onClick={() => void update.run({ call_status: 'No show' }).then(done)}
            >
              Mark no show
            </Button>
          </>
        ) : null}
      </div>
      <NotesForm
        key={`notes-${call.notes}`}
        call={call}
        busy={update.pending}
        onSave={(notes) => void update.run({ notes }).then(done)}
      />
      {begun ? (
        <LinksForm call={call} busy={update.pending} onSave={(body) => void update.run(body).then(done)} />
      ) : null}
      {update.error ? <ErrorAlert error={update.error} /> : null}
      {call.task ? (
        <div className={styles.row}>
          <p className={styles.muted}>
            Task: {call.task.task_name}.{' '}
            {call.task.task_file ? (
              <a href={call.task.task_file} target="_blank" rel="noreferrer">
                {call.task.file_name}
              </a>
            ) : (
              'Not submitted yet.'
            )}{' '}
            {call.task.reviewed_file ? (
              <a href={call.task.reviewed_file} target="_blank" rel="noreferrer">
                Reviewed: {call.task.reviewed_file_name}
              </a>
            ) : null}
          </p>
          {call.task.task_file && !call.task.reviewed_file ? (
            <FilePickerButton
              label="Upload reviewed file"
              accessibleName={`Upload reviewed file for ${call.learner_name}`}
              busy={review.pending}
              onFile={(file) => void review.run(file).then(done)}
            />
          ) : null}
        </div>
      ) : null}
      {review.error ? <ErrorAlert error={review.error} /> : null}
    </article>
  );
}

import { useState, type FormEvent } from 'react';
import type { WorkspaceCall } from '#shared/api/contract-coach';
import { Button, buttonClass } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { TextField } from '../../components/ui/text-field';
import { useAction } from '../../hooks/use-action';
import { apiCall, type RequestOf } from '../../lib/api-client';
import { FilePickerButton } from './file-picker-button';
import { callTime } from '../../components/booking/times';
import { uploadTaskFile } from './upload-task-file';
import styles from './tasks.module.css';

/**
 * One call in the coach workspace: mark it Completed or No show once it has begun, attach the
 * recording and audio links and the learner's feedback link, and review its task (upload the
 * reviewed file, which holds the learner's next booking for 48 hours).
 */
export function WorkspaceCallCard({ call, onChanged }: { call: WorkspaceCall; onChanged: () => void }) {
  const begun = Date.parse(call.start) <= Date.now();
  const open = call.call_status === '' || call.call_status === 'InProgress';
  const update = useAction((body: Omit<RequestOf<'coachUpdateCall'>, 'schedule_id'>) => apiCall('coachUpdateCall', { schedule_id: call.schedule_id, ...body }));
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
      <div className={styles.row}>
        {call.call_url ? (
          <a className={buttonClass('secondary')} href={call.call_url} target="_blank" rel="noreferrer">
            Join Call
          </a>
        ) : null}
        {open && begun ? (
          <>
            <Button busy={update.pending} onClick={() => void update.run({ call_status: 'Completed' }).then(done)}>
              Mark completed
            </Button>
            <Button variant="secondary" busy={update.pending} onClick={() => void update.run({ call_status: 'No show' }).then(done)}>
              Mark no show
            </Button>
          </>
        ) : null}
      </div>
      <LinksForm call={call} busy={update.pending} onSave={(body) => void update.run(body).then(done)} />
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
            <FilePickerButton label="Upload reviewed file" accessibleName={`Upload reviewed file for ${call.learner_name}`} busy={review.pending} onFile={(file) => void review.run(file).then(done)} />
          ) : null}
        </div>
      ) : null}
      {review.error ? <ErrorAlert error={review.error} /> : null}
    </article>
  );
}

function LinksForm({ call, busy, onSave }: { call: WorkspaceCall; busy: boolean; onSave: (body: { call_recording: string | null; audio_files: string[]; feedback_url: string | null }) => void }) {
  const [recording, setRecording] = useState(call.call_recording ?? '');
  const [audio, setAudio] = useState(call.audio_files.join(', '));
  const [feedback, setFeedback] = useState(call.feedback_url ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const audioFiles = audio.split(/[\s,]+/).map((a) => a.trim()).filter(Boolean);
    onSave({ call_recording: recording.trim() || null, audio_files: audioFiles, feedback_url: feedback.trim() || null });
  };
  return (
    <form onSubmit={submit} className={styles.list} aria-label={`Links for ${call.learner_name}`}>
      <div className={styles.links}>
        <TextField name="call_recording" label="Recording link" type="url" placeholder="https://" value={recording} onChange={(e) => setRecording(e.target.value)} />
        <TextField name="audio_files" label="Audio file links (comma separated)" value={audio} onChange={(e) => setAudio(e.target.value)} />
        <TextField name="feedback_url" label="Feedback link" type="url" placeholder="https://" value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="secondary" busy={busy}>
          Save links
        </Button>
      </div>
    </form>
  );
}

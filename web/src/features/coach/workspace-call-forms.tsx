import { useId, useState, type FormEvent } from 'react';
import type { WorkspaceCall } from '#shared/api/contract-coach';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import fieldStyles from '../../components/ui/text-field.module.css';
import styles from './tasks.module.css';
import { callTime } from '../../components/booking/times';

/** A form's name among the cards: a learner may have two calls on the page, and each form is a landmark. */
const callName = (call: WorkspaceCall) => `${call.learner_name}, ${callTime(call.start, call.end)}`;

export type LinksBody = { call_recording: string | null; audio_files: string[]; feedback_url: string | null };

/** The learner's intake answers (course 487's three questions), so the coach plans the call around them. */
export function IntakeAnswers({ call }: { call: WorkspaceCall }) {
  if (!call.intake) return <p className={styles.muted}>No intake answers from this learner.</p>;
  return (
    <div className={styles.intake}>
      <p className={styles.intakeTitle}>What {call.learner_name} told you before the call</p>
      <dl className={styles.intakeList}>
        <dt>Background</dt>
        <dd>{call.intake.background}</dd>
        <dt>Preparing for</dt>
        <dd>{call.intake.role}</dd>
        <dt>Spoken English in interviews</dt>
        <dd>{call.intake.skill}</dd>
      </dl>
    </div>
  );
}

/** The coach's own notes on the call: kept with it, never shown to the learner. */
export function NotesForm({
  call,
  busy,
  onSave,
}: {
  call: WorkspaceCall;
  busy: boolean;
  onSave: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(call.notes);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(notes.trim());
  };
  return (
    <form onSubmit={submit} className={styles.list} aria-label={`Notes on the call with ${callName(call)}`}>
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          Your notes (only you see them)
        </label>
        <textarea
          id={id}
          name="notes"
          className={`${fieldStyles.input} ${styles.notes}`}
          rows={3}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="secondary" busy={busy} disabled={notes.trim() === call.notes}>
          Save notes
        </Button>
      </div>
    </form>
  );
}

/**
 * The recording, audio and feedback links: offered once the call has begun (the learner sees a recording only after
 * the call).
 */
export function LinksForm({
  call,
  busy,
  onSave,
}: {
  call: WorkspaceCall;
  busy: boolean;
  onSave: (body: LinksBody) => void;
}) {
  const [recording, setRecording] = useState(call.call_recording ?? '');
  const [audio, setAudio] = useState(call.audio_files.join(', '));
  const [feedback, setFeedback] = useState(call.feedback_url ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const audioFiles = audio
      .split(/[\s,]+/)
      .map((a) => a.trim())
      .filter(Boolean);
    onSave({
      call_recording: recording.trim() || null,
      audio_files: audioFiles,
      feedback_url: feedback.trim() || null,
    });
  };
  return (
    <form onSubmit={submit} className={styles.list} aria-label={`Links for the call with ${callName(call)}`}>
      <div className={styles.links}>
        <TextField
          name="call_recording"
          label="Recording link"
          type="url"
          placeholder="https://"
          value={recording}
          onChange={(e) => setRecording(e.target.value)}
        />
        <TextField
          name="audio_files"
          label="Audio file links (comma separated)"
          value={audio}
          onChange={(e) => setAudio(e.target.value)}
        />
        <TextField
          name="feedback_url"
          label="Feedback link for the learner"
          type="url"
          placeholder="https://"
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="secondary" busy={busy}>
          Save links
        </Button>
      </div>
    </form>
  );
}

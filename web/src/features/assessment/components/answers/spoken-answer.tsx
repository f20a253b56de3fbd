import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import {
  RECORDING_RESETS,
  recordingPartLabel,
  REFUSED_RECORDING_FIELD,
  resetHint,
} from '#shared/speech/recording-rules';
import type { ErrorKey } from '#shared/errors';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api-error';
import { formatClock } from '../../lib/clock';
import { startCapture, type Capture } from '../../lib/wav-capture';
import { startLiveRecording, type LiveRecording } from '../../lib/live-recording';
import { uploadRecording } from '../../lib/upload-recording';
import { MicPermissionHelp, micProblem, type MicProblem } from './mic-permission';
import styles from '../question.module.css';

/**
 * The recorder of a spoken question (spec 02 §4 recording, §5, §9): one recording per part (a VK
 * word, a conversation gap, else the answer), each with start/stop, a live level meter and the
 * elapsed time, auto-stop at the question's limit, playback, and up to 3 re-records with the
 * spec's hints. While it records, the server already hears it (lib/live-recording.ts), so the
 * score is ready moments after Submit; the WAV is uploaded as soon as it stops, and the draft holds
 * the uploaded keys ('' for a part not recorded yet), which Submit sends as `audio`. A re-record
 * empties its part's key as it starts, so Submit never sends the recording the learner chose to
 * replace; an upload that fails is tried again with the same recording, using no chance; a
 * recording the server refused may be recorded again once without using a chance (decision 280).
 */
export interface SpokenAnswerProps {
  question: TestQuestion;
  value: string[];
  onChange: (keys: string[]) => void;
  /** Parts to flag as missing after a Submit. */
  flagMissing: boolean;
  disabled?: boolean;
  /** The server refused the recordings last submitted ('Please try recording again'). */
  refused?: boolean;
  /** Which recording (0-based) the refusal named, when the question takes several (decision 0447). */
  refusedPart?: number | undefined;
}

export function SpokenAnswer({
  question,
  value,
  onChange,
  flagMissing,
  disabled = false,
  refused = false,
  refusedPart,
}: SpokenAnswerProps) {
  const count = question.recording?.count ?? 1;
  const seconds = question.recording?.seconds ?? 45;
  const [problem, setProblem] = useState<MicProblem | null>(null);
  const keys = Array.from({ length: count }, (_, i) => value[i] ?? '');
  // An upload may end after another part changed the draft, or from the auto-stop's older render:
  // each change starts from the newest keys.
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  const setKey = (part: number, key: string) => {
    latest.current = latest.current.map((k, i) => (i === part ? key : k));
    onChange(latest.current);
  };
  return (
    <div className={styles.recorder}>
      {Array.from({ length: count }, (_, part) => (
        <PartRecorder
          key={part}
          label={recordingPartLabel(question.type, part, count)}
          limit={seconds}
          heardLive={question.type === 'IELTS'}
          uploaded={keys[part] !== ''}
          missing={flagMissing && keys[part] === ''}
          disabled={disabled}
          refused={refused && (refusedPart === undefined || refusedPart === part)}
          onMicProblem={setProblem}
          onUploaded={(key) => setKey(part, key)}
          onRerecord={() => setKey(part, '')}
        />
      ))}
      <MicPermissionHelp problem={problem} onClose={() => setProblem(null)} />
    </div>
  );
}

/** The server's refusals of the recordings themselves (spec 02 §5): the learner records again. */
const refusals: ReadonlySet<string> = new Set<ErrorKey>([
  'recordingUnclear',
  'recordingTooLong',
  'recordingCountWrong',
]);

export function isRecordingRefusal(error: unknown): boolean {
  return isApiError(error) && refusals.has(error.key ?? '');
}

/** The recording a refusal named (0-based), from its fields; undefined when it named none (a single recording). */
export function refusedRecordingPart(error: unknown): number | undefined {
  const named = isRecordingRefusal(error) && isApiError(error) ? Number(error.fields?.[REFUSED_RECORDING_FIELD]) : NaN;
  return Number.isInteger(named) && named > 0 ? named - 1 : undefined;
}

type Phase = 'idle' | 'recording' | 'uploading' | 'recorded' | 'failed';

interface PartProps {
  label: string;
  limit: number;
  /**
   * An open answer is heard by the server while it is recorded (live parts); a known-text answer
   * is aligned to its text from the WAV at submit, so it opens no live session (decision 382).
   */
  heardLive: boolean;
  uploaded: boolean;
  missing: boolean;
  disabled: boolean;
  refused: boolean;
  onMicProblem: (problem: MicProblem) => void;
  onUploaded: (key: string) => void;
  /** A re-record started: the part's old key leaves the draft. */
  onRerecord: () => void;
}

function PartRecorder({
  label,
  limit,
  heardLive,
  uploaded,
  missing,
  disabled,
  refused,
  onMicProblem,
  onUploaded,
  onRerecord,
}: PartProps) {
  const [phase, setPhase] = useState<Phase>(uploaded ? 'recorded' : 'idle');
  const [chances, setChances] = useState(RECORDING_RESETS);
  // The next re-record uses no chance: the server refused the recording, the learner did not choose to redo it.
  const [free, setFree] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const [playback, setPlayback] = useState<string | null>(null);
  const capture = useRef<Capture | null>(null);
  const live = useRef<LiveRecording | null>(null);
  const unsaved = useRef<Blob | null>(null);

  useEffect(
    () => () => {
      capture.current?.cancel();
      live.current?.cancel();
    },
    [],
  );
  useEffect(() => {
    if (refused) setFree(true);
  }, [refused]);
  useEffect(() => () => (playback ? URL.revokeObjectURL(playback) : undefined), [playback]);

  const stop = async () => {
    const running = capture.current;
    const heard = live.current;
    if (!running || !heard) return;
    capture.current = null;
    live.current = null;
    setPhase('uploading');
    const blob = await running.stop();
    setPlayback(URL.createObjectURL(blob));
    await save(blob, heard);
  };

  // A failed upload keeps its recording for Try again: the learner's words were fine, the network was not.
  const save = async (blob: Blob, heard?: LiveRecording) => {
    setPhase('uploading');
    try {
      // The first try finishes the live recording; Try again uploads the WAV alone (transcribed whole).
      onUploaded(await (heard ? heard.finish(blob) : uploadRecording(blob)));
      unsaved.current = null;
      setPhase('recorded');
    } catch {
      unsaved.current = blob;
      setPhase('failed');
    }
  };

  useEffect(() => {
    if (phase !== 'recording') return;
    let frame = 0;
    const tick = () => {
      const running = capture.current;
      if (!running) return;
      setLevel(running.level());
      setElapsed(running.seconds());
      if (running.seconds() >= limit) void stop();
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // stop reads refs only: not a dependency of this effect
  }, [phase, limit]);

  const start = async () => {
    const rerecord = phase === 'recorded' || phase === 'failed';
    if (!navigator.mediaDevices?.getUserMedia) return onMicProblem('unsupported');
    let stream: MediaStream;
    try {
      // The raw microphone: the browser's echo cancelling and noise suppression reshape speech (with a
      // lesson video on the page they turned 'Good morning' into 'whining'), and the scorer judges
      // the voice itself, with its own checks for silence and level (decision 268).
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch (error) {
      return onMicProblem(micProblem(error));
    }
    try {
      capture.current = await startCapture(stream);
    } catch {
      // The browser could not record from this microphone: nothing was recorded, so no chance is used.
      for (const track of stream.getTracks()) track.stop();
      return onMicProblem('capture');
    }
    if (rerecord) {
      if (free) setFree(false);
      else setChances((c) => c - 1);
      unsaved.current = null;
      onRerecord();
    }
    setElapsed(0);
    live.current = startLiveRecording(capture.current, heardLive);
    setPhase('recording');
  };

  const recording = phase === 'recording';
  const outOfChances = (phase === 'recorded' || phase === 'failed') && chances <= 0 && !free;
  return (
    <div className={`${styles.part} ${missing ? styles.partMissing : ''}`} role="group" aria-label={label}>
      <div className={styles.partHead}>
        <span className={styles.partLabel}>{label}</span>
        <span className={styles.partStatus} aria-live="polite">
          {phase === 'recording'
            ? 'Recording…'
            : phase === 'uploading'
              ? 'Saving…'
              : phase === 'recorded' && free
                ? 'Not accepted: please record it again'
                : phase === 'recorded'
                  ? 'Recorded'
                  : phase === 'failed'
                    ? 'Not saved: press Try again'
                    : missing
                      ? 'Please record this part'
                      : 'Not recorded yet'}
        </span>
      </div>
      <div className={styles.partControls}>
        {recording ? (
          <Button onClick={() => void stop()}>
            <Icon name="stop" /> Stop
          </Button>
        ) : (
          <>
            {phase === 'failed' ? (
              <Button onClick={() => void (unsaved.current && save(unsaved.current))} disabled={disabled}>
                Try again
              </Button>
            ) : null}
            <Button
              variant={phase === 'recorded' || phase === 'failed' ? 'secondary' : 'primary'}
              onClick={() => void start()}
              disabled={disabled || phase === 'uploading' || outOfChances}
            >
              <Icon name="mic" /> {phase === 'recorded' || phase === 'failed' ? 'Record again' : 'Record'}
            </Button>
          </>
        )}
        <div className={styles.meter} aria-hidden="true">
          <div className={styles.meterFill} style={{ width: `${Math.round((recording ? level : 0) * 100)}%` }} />
        </div>
        <span className={styles.elapsed} role="timer" aria-label={`${Math.floor(elapsed)} of ${limit} seconds`}>
          {formatClock(Math.floor(elapsed))} / {formatClock(limit)}
        </span>
      </div>
      {/* The counter is this recording's own; a refused recording is recorded again without using one of them. */}
      {phase === 'recorded' || phase === 'failed' ? (
        <p className={styles.hint}>
          {free ? `Recording it again does not use a chance. ${resetHint(chances)}` : resetHint(chances)}
        </p>
      ) : null}
      {playback && !recording ? (
        <audio className={styles.playback} controls src={playback} aria-label={`Play back: ${label}`} />
      ) : null}
    </div>
  );
}

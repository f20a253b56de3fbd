import { useEffect, useRef, useState } from 'react';
import { catalogue } from '#shared/errors';
import { VIDEO_ANSWER_BITRATE, VIDEO_ANSWER_MAX_BYTES, VIDEO_ANSWER_SECONDS } from '#shared/video/video-rules';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { formatClock } from '../../lib/clock';
import { uploadRecording } from '../../lib/upload-recording';
import { micMessages } from './mic-permission';
import styles from '../question.module.css';

/**
 * A video answer (spec 02 §3 `is_audio: vid`, §5 'Video answers need a video'): the camera's
 * picture while recording, stop (or the automatic stop at a minute), playback, and the file
 * uploaded straight to S3 as soon as it stops. The draft holds the uploaded key, which Submit sends
 * as `video`. A reviewer scores it later: the feedback says it awaits review.
 */
type Phase = 'idle' | 'recording' | 'uploading' | 'recorded' | 'failed';

export const cameraMessages = {
  denied: 'This question requires you to record a video. Please allow the camera and microphone, or press Skip.',
  unsupported: micMessages.unsupported,
  uploadFailed: 'Your video was not saved. Please record it again.',
} as const;

function recorderType(): string {
  for (const type of ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'])
    if (MediaRecorder.isTypeSupported?.(type)) return type;
  return '';
}

export function VideoAnswer({
  value,
  onChange,
  missing,
}: {
  value: string;
  onChange: (key: string) => void;
  missing: boolean;
}) {
  const [phase, setPhase] = useState<Phase>(value ? 'recorded' : 'idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [playback, setPlayback] = useState<string | null>(null);
  const live = useRef<HTMLVideoElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const release = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };
  useEffect(() => () => release(), []);
  useEffect(() => () => (playback ? URL.revokeObjectURL(playback) : undefined), [playback]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const started = performance.now();
    const timer = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      setElapsed(seconds);
      if (seconds >= VIDEO_ANSWER_SECONDS) recorder.current?.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  const start = async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
      return setProblem(cameraMessages.unsupported);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360 }, audio: true });
    } catch {
      return setProblem(cameraMessages.denied);
    }
    const type = recorderType();
    const media = new MediaRecorder(stream.current, {
      ...(type ? { mimeType: type } : {}),
      bitsPerSecond: VIDEO_ANSWER_BITRATE,
    });
    const chunks: Blob[] = [];
    media.ondataavailable = (e) => chunks.push(e.data);
    media.onstop = () => void finish(new Blob(chunks, { type: media.mimeType || 'video/webm' }));
    recorder.current = media;
    if (live.current) live.current.srcObject = stream.current;
    media.start(1000);
    setElapsed(0);
    setPhase('recording');
  };

  const finish = async (blob: Blob) => {
    release();
    recorder.current = null;
    setPlayback(URL.createObjectURL(blob));
    if (blob.size > VIDEO_ANSWER_MAX_BYTES) {
      setProblem(catalogue.uploadTooLarge.message);
      return setPhase('failed');
    }
    setPhase('uploading');
    try {
      onChange(await uploadRecording(blob, 'video'));
      setPhase('recorded');
    } catch {
      setProblem(cameraMessages.uploadFailed);
      setPhase('failed');
    }
  };

  const recording = phase === 'recording';
  const status = recording
    ? 'Recording…'
    : phase === 'uploading'
      ? 'Saving…'
      : phase === 'recorded'
        ? 'Recorded'
        : phase === 'failed'
          ? 'Not saved'
          : missing
            ? 'Please record your video'
            : 'Not recorded yet';
  return (
    <div
      className={`${styles.part} ${missing && !value ? styles.partMissing : ''}`}
      role="group"
      aria-label="Your video answer"
    >
      <div className={styles.partHead}>
        <span className={styles.partLabel}>Your video answer</span>
        <span className={styles.partStatus} aria-live="polite">
          {status}
        </span>
      </div>
      <video
        ref={live}
        className={styles.mediaVideo}
        muted
        playsInline
        autoPlay
        hidden={!recording}
        aria-label="Camera preview"
      />
      <div className={styles.partControls}>
        {recording ? (
          <Button onClick={() => recorder.current?.stop()}>
            <Icon name="stop" /> Stop
          </Button>
        ) : (
          <Button
            variant={phase === 'recorded' ? 'secondary' : 'primary'}
            onClick={() => void start()}
            disabled={phase === 'uploading'}
          >
            <Icon name="video" /> {phase === 'recorded' || phase === 'failed' ? 'Record again' : 'Record video'}
          </Button>
        )}
        <span
          className={styles.elapsed}
          role="timer"
          aria-label={`${Math.floor(elapsed)} of ${VIDEO_ANSWER_SECONDS} seconds`}
        >
          {formatClock(Math.floor(elapsed))} / {formatClock(VIDEO_ANSWER_SECONDS)}
        </span>
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {playback && !recording ? (
        <video
          className={styles.mediaVideo}
          controls
          playsInline
          src={playback}
          aria-label="Play back your video answer"
        />
      ) : null}
    </div>
  );
}

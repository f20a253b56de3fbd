import { useRef, useState } from 'react';
import { taskFileAccept, taskFileProblem } from '#shared/coach/task-files';
import { Button, type ButtonVariant } from '../../components/ui/button';
import styles from './tasks.module.css';

/**
 * A button that opens the file picker for a task file and hands on a file that passes the spec's
 * rules (02 §5: docx, doc, mp3, mp4, m4a; under 10 MB), or shows the spec's message under it.
 */
export function FilePickerButton(props: {
  label: string;
  accessibleName?: string;
  busy: boolean;
  variant?: ButtonVariant;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className={styles.picker}>
      <Button
        variant={props.variant ?? 'primary'}
        busy={props.busy}
        aria-label={props.accessibleName}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={taskFileAccept}
        aria-label={props.accessibleName ?? props.label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be picked again after a fix
          if (!file) return;
          const found = taskFileProblem(file);
          setProblem(found);
          if (!found) props.onFile(file);
        }}
      />
      {problem ? (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}

import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { feedbackOptions, questionFeedbackSchema } from '#shared/schemas/assessment';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { Icon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { useAction } from '../../../../hooks/use-action';
import { toast } from '../../../../lib/toast';
import { sendQuestionFeedback } from '../../api/attempts';
import styles from './popups.module.css';

/**
 * The help and feedback popup (spec 02 §5): the six options, at least one of them ('Please select a
 * feedback', the request schema's own message), an optional comment, POST questionFeedback.
 */
export interface HelpFeedbackPopupProps {
  open: boolean;
  onClose: () => void;
  attemptId: string;
  questionId: number | null;
  questionNumber: number;
}

export function HelpFeedbackPopup({ open, onClose, attemptId, questionId, questionNumber }: HelpFeedbackPopupProps) {
  const id = useId();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useAction(sendQuestionFeedback);

  const close = () => {
    setPicked([]);
    setComment('');
    setProblem(null);
    send.setError(null);
    onClose();
  };

  const submit = async () => {
    if (questionId === null) return;
    const checked = z.safeParse(questionFeedbackSchema, {
      attempt_id: attemptId,
      question_id: questionId,
      feedback: picked.join('|'),
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please select a feedback');
      return;
    }
    const message = await send.run(attemptId, questionId, picked, comment);
    if (message === undefined) return;
    toast.success(message && message !== 'Success' ? message : 'Thank you for your feedback.');
    close();
  };

  const toggle = (option: string) => {
    setProblem(null);
    setPicked((current) =>
      current.includes(option)
        ? current.filter((o) => o !== option)
        : feedbackOptions.filter((o) => o === option || current.includes(o)),
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      eyebrow={`Question ${questionNumber}`}
      title="Help and feedback"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} busy={send.pending}>
            Send feedback
          </Button>
        </>
      }
    >
      <fieldset className={styles.options} aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend className={styles.legend}>What would you like to tell us about this question?</legend>
        {feedbackOptions.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              checked={picked.includes(option)}
              onChange={() => toggle(option)}
              aria-invalid={problem ? true : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          <Icon name="alert" size={16} />
          {problem}
        </p>
      ) : null}
      <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
        Anything else? (optional)
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.comment}
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {send.error ? <ErrorAlert error={send.error} /> : null}
    </Modal>
  );
}

import { useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { useAction } from '../../../../hooks/use-action';
import { submitAnswer, type SubmitResult } from '../../api/attempts';
import { isRecordingRefusal, refusedRecordingPart, SpokenAnswer } from '../answers/spoken-answer';
import styles from './feedback.module.css';

/**
 * The re-recording a poor spoken answer asks for (spec 02 §5 'below 60 poor and must be
 * reattempted', docs/decisions.md): under the feedback, the same recorder as the question, and
 * 'Send again', which resends the answer with `is_retry`. The server takes one; its answer
 * replaces the feedback on screen, and Next waits until then.
 */
export function SpokenRetry({
  question,
  attemptId,
  onRetried,
}: {
  question: TestQuestion;
  attemptId: string;
  onRetried: (result: SubmitResult) => void;
}) {
  const [keys, setKeys] = useState<string[]>([]);
  const [flagMissing, setFlagMissing] = useState(false);
  const send = useAction(submitAnswer);
  const count = question.recording?.count ?? 1;
  const ready = keys.length === count && keys.every((k) => k !== '');

  const resend = async () => {
    if (!ready) return setFlagMissing(true);
    const result = await send.run({
      attempt_id: attemptId,
      question_id: question.question_id,
      is_audio: 'yes',
      audio: keys,
      is_retry: true,
    });
    if (result) onRetried(result);
  };

  return (
    <section className={styles.retry} aria-labelledby={`retry-${question.question_id}`}>
      <h3 id={`retry-${question.question_id}`} className={styles.subheading}>
        Record this answer again
      </h3>
      <p>
        This answer was poor, so it must be recorded once more before you go on. Your new recording replaces the first,
        and passes from 50.
      </p>
      <SpokenAnswer
        question={question}
        value={keys}
        onChange={setKeys}
        flagMissing={flagMissing}
        disabled={send.pending}
        refused={isRecordingRefusal(send.error)}
        refusedPart={refusedRecordingPart(send.error)}
      />
      {send.error ? <ErrorAlert error={send.error} /> : null}
      <Button onClick={() => void resend()} busy={send.pending}>
        Send again
      </Button>
    </section>
  );
}

import { useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { useAction } from '../../../../hooks/use-action';
import { submitAnswer, type SubmitResult } from '../../api/attempts';
import { isRecordingRefusal, refusedRecordingPart, SpokenAnswer } from '../answers/spoken-answer';
import styles from './feedback.module.css';

/**
 * The re-recording a poor spoken answer asks for (spec 02 §5 'poor and must be reattempted'), or one
 * the engine could not tell right or wrong ('say it again', docs/scoring.md): under the feedback, the
 * same recorder as the question, and 'Send again', which resends the answer with `is_retry`. The
 * server takes one; its answer replaces the feedback on screen, and Next waits until then (the last
 * question's too: the attempt finishes with the re-recording).
 */
const asks = {
  poor: {
    heading: 'Record this answer again',
    text: 'This answer was poor, so it must be recorded once more before you go on. Your new recording replaces the first.',
  },
  say_again: {
    heading: 'Say it again',
    text:
      'We could not tell from your recording whether you said it right, so nothing has been counted yet. ' +
      'Record it once more before you go on: your new recording replaces the first.',
  },
} as const;

export function SpokenRetry({
  question,
  outcome,
  attemptId,
  onRetried,
}: {
  question: TestQuestion;
  /** Why it is asked again: poor (also an open answer in the poor band), or the engine could not tell. */
  outcome: 'poor' | 'say_again';
  attemptId: string;
  onRetried: (result: SubmitResult) => void;
}) {
  const ask = asks[outcome];
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
        {ask.heading}
      </h3>
      <p>{ask.text}</p>
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

import type { RefObject } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { catalogue } from '#shared/errors';
import { Alert } from '../../../components/ui/alert';
import type { SubmitResult } from '../api/attempts';
import type { Draft } from '../lib/answers';
import type { AttemptState } from '../lib/attempt-state';
import { isRecordingRefusal, refusedRecordingPart } from './answers/spoken-answer';
import { AnswerFeedbackView } from './feedback/answer-feedback';
import { SpokenRetry } from './feedback/spoken-retry';
import { LinkedQuestions } from './linked-questions';
import { QuestionCard } from './question-card';
import styles from './test-page.module.css';

/**
 * What the test page shows in its main area for each mode (spec 02 §4): the feedback of the page
 * just answered (with a spoken answer's re-recording), the finished note, the blocked message, one
 * question, or a linked page of questions. `headingRef` is the heading focused on each new page.
 */
export interface AttemptBodyProps {
  state: AttemptState;
  draftOf: (question: TestQuestion) => Draft;
  setDraft: (question: TestQuestion, draft: Draft) => void;
  problems: Readonly<Record<number, string>>;
  flagged: { id: number; round: number } | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The last send's failure: a refused recording shows on the recorder. */
  sendError: unknown;
  onRetried: (result: SubmitResult) => void;
  /** A child's page (decision 0422): speaker buttons on questions and feedback. */
  readAloud?: boolean;
}

export function AttemptBody({
  state,
  draftOf,
  setDraft,
  problems,
  flagged,
  headingRef,
  sendError,
  onRetried,
  readAloud = false,
}: AttemptBodyProps) {
  const { attempt, page, mode } = state;
  const current = page[0] ?? null;
  if (mode === 'feedback') {
    return state.feedback.map((feedback, i) => {
      const question = page.find((q) => q.question_id === feedback.question_id);
      if (!question) return null;
      return (
        <div key={feedback.question_id}>
          <AnswerFeedbackView
            question={question}
            feedback={feedback}
            number={state.number + page.indexOf(question)}
            {...(i === 0 ? { headingRef } : {})}
            {...(readAloud ? { readAloudAttemptId: attempt.attempt_id } : {})}
          />
          {feedback.retry_due ? (
            <SpokenRetry
              question={question}
              outcome={feedback.speech?.outcome === 'say_again' ? 'say_again' : 'poor'}
              attemptId={attempt.attempt_id}
              onRetried={onRetried}
            />
          ) : null}
        </div>
      );
    });
  }
  if (mode === 'finished') {
    return (
      <div className={styles.done}>
        <h2 ref={headingRef} tabIndex={-1}>
          All questions answered
        </h2>
        <p>Your answers have been submitted.</p>
      </div>
    );
  }
  if (page.length === 0 || !current) return <Alert title={state.blocked ?? catalogue.attemptFinished.message} />;
  if (page.length === 1) {
    return (
      <QuestionCard
        // Keyed by question, so a recorder's or a video's state never carries over to the next question.
        key={current.question_id}
        question={current}
        number={state.number}
        draft={draftOf(current)}
        onChange={(draft) => setDraft(current, draft)}
        problem={problems[current.question_id] ?? null}
        headingRef={headingRef}
        attemptId={attempt.attempt_id}
        recordingRefused={isRecordingRefusal(sendError)}
        readAloud={readAloud}
        refusedPart={refusedRecordingPart(sendError)}
      />
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.linkedIntro}>
        Questions {state.number} to {state.number + page.length - 1}: answer each one, then submit.
      </h2>
      <LinkedQuestions
        page={page}
        firstNumber={state.number}
        draftOf={draftOf}
        onChange={setDraft}
        problems={problems}
        flagged={flagged}
        attemptId={attempt.attempt_id}
        readAloud={readAloud}
      />
    </>
  );
}

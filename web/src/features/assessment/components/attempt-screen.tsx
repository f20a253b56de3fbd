import { Suspense, lazy, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AttemptData, TestQuestion } from '#shared/api/contract-assessment';
import { courseFlags } from '#shared/content/course-flags';
import { catalogue } from '#shared/errors';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { track } from '../../../lib/analytics';
import { useRevalidateAll } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { elementTypeLabel, isTimed } from '../../../lib/elements';
import { reviewPath } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { useAttemptNetwork } from '../hooks/use-attempt-network';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useTestClock, type ClockSync } from '../hooks/use-test-clock';
import { answerProblem, emptyDraft, isAnswered, type Draft } from '../lib/answers';
import { answersWaiting, ownerOf } from '../lib/answer-queue';
import {
  attemptReducer,
  initialAttemptState,
  progressPercent,
  questionCounter,
  questionsOn,
  retryPending,
} from '../lib/attempt-state';
import { closeLabel, closePath, isChildLearner } from '../lib/close-path';
import { answerKind } from '../lib/question-kinds';
import { buildSubmission } from '../lib/submission';
import { watchFor } from '../lib/video-watch';
import { AttemptBody } from './attempt-body';
import { JuniorWelcome } from './junior/junior-welcome';
import { NetworkStatus } from './network-status';
import { CompletionPopup } from './popups/completion-popup';
import { InfoPopup } from './popups/info-popup';
import { LeaveConfirm } from './popups/leave-confirm';
import { ReviewAnswersPopup } from './popups/review-answers-popup';
import { TimeUpPopup } from './popups/time-up-popup';
import { SpeechGate } from './speech-gate';
import { TestFooter } from './test-footer';
import { TestHeader } from './test-header';
import { useConnectionCheck } from './video/connection-gate';
import { LessonVideo } from './video/lesson-video';
import styles from './test-page.module.css';

// Forms (and their validation) load when a learner opens them, not with the test page.
const HelpFeedbackPopup = lazy(() =>
  import('./popups/help-feedback-popup').then((m) => ({ default: m.HelpFeedbackPopup })),
);

/**
 * An attempt in progress (spec 02 §2, §4): question mode with Submit (Next for instructions, Skip
 * for spoken questions), feedback mode with Next, and the completion popup at the end. The answers
 * are checked here first (spec 02 §5), saved on this device and sent with POST submitAnswer
 * (hooks/use-answer-sender.ts); each response re-syncs the timer of timed tests, which stops while
 * an answer is on its way, for as long as the server gives that time back (decision 372). The page
 * is kept on this device too (lib/attempt-snapshot.ts), so a reload offline opens it again.
 */
type Popup = 'help' | 'info' | 'answers' | null;

const CONNECTION_NOTE = 'You can submit once the connection check passes.';
const RETRY_NOTE = 'Record your answer again and send it before you go on.';

export function AttemptScreen({
  initial,
  clock,
  onStale,
}: {
  initial: AttemptData;
  clock?: ClockSync | null;
  onStale?: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(attemptReducer, initial, (attempt) =>
    initialAttemptState(attempt, Date.now(), clock),
  );
  // An answer left waiting by a reload shows as it was given.
  const [drafts, setDrafts] = useState<Readonly<Record<number, Draft>>>(
    () => answersWaiting(ownerOf(session), initial.attempt_id)[0]?.drafts ?? {},
  );
  const [problems, setProblems] = useState<Readonly<Record<number, string>>>({});
  const [flagged, setFlagged] = useState<{ id: number; round: number } | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const connection = useConnectionCheck(initial.attempt_id);
  const revalidateAll = useRevalidateAll();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { attempt, page, mode } = state;
  const {
    submit,
    online,
    waiting,
    failed: networkFailed,
    troubled,
  } = useAttemptNetwork(state, dispatch, () => setProblems({}), onStale);
  const forChild = isChildLearner(session);
  const typeLabel = elementTypeLabel(attempt.element_type, forChild);
  const exit = closePath(session, attempt.element_type, attempt.course_id, attempt.preview);
  const timed = isTimed(attempt.element_type) && state.clock !== null;
  const { left, stopLeft } = useTestClock(timed ? state.clock : null, submit.current?.queuedAt ?? null);
  const timeUp = left !== null && left <= 0 && !state.finished;
  const guard = useLeaveGuard(timed && !state.finished && !timeUp);
  const reviewTo = courseFlags(attempt.course_id).noReview ? null : reviewPath(attempt.attempt_id);

  const draftOf = (question: TestQuestion): Draft => drafts[question.question_id] ?? emptyDraft(question);
  const setDraft = (question: TestQuestion, draft: Draft) => {
    setDrafts((current) => ({ ...current, [question.question_id]: draft }));
    setProblems((current) => {
      if (!(question.question_id in current)) return current;
      const { [question.question_id]: _solved, ...rest } = current;
      return rest;
    });
  };

  // A new page (or its feedback): start keyboard and screen-reader users at its top.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, [mode, page]);

  // The server refused a late answer: the sitting is over whatever this device's clock says.
  useEffect(() => {
    if (isApiError(submit.error) && submit.error.key === 'timeUp') dispatch({ type: 'timeUp' });
  }, [submit.error]);

  // A finished attempt changes progress, levels, the streak and Up Next: every cached answer is
  // asked again (and not deduplicated with a request from moments ago) when next shown.
  useEffect(() => {
    if (state.finished) revalidateAll();
  }, [state.finished, revalidateAll]);

  useEffect(() => {
    if (state.finished && forChild && (state.completion?.attempt_name ?? attempt.attempt_name) === 'free')
      track('kids_freetest_complete', { element_id: attempt.element_id });
  }, [state.finished, forChild, state.completion, attempt.attempt_name, attempt.element_id]);

  const send = async (options: { skip?: boolean } = {}) => {
    const found: Record<number, string> = {};
    for (const question of options.skip ? [] : page) {
      const problem = answerProblem(question, draftOf(question));
      if (problem) found[question.question_id] = problem;
    }
    const first = page.find((question) => found[question.question_id]);
    if (first) {
      setProblems(found);
      if (page.length > 1) setFlagged((f) => ({ id: first.question_id, round: (f?.round ?? 0) + 1 }));
      return;
    }
    // A video question's views, buffering and pauses go with its answer (spec 02 §4): the server
    // keeps them with the answer of the question the submission names, the page's first.
    const video = page[0]?.media_kind === 'video' ? page[0] : null;
    const watch = video ? watchFor(attempt.attempt_id, video.question_id) : undefined;
    await submit.send(
      buildSubmission(attempt.attempt_id, page, draftOf, left, { ...options, ...(watch ? { watch } : {}) }),
      page,
      state.number,
      drafts,
    );
  };

  const kinds = page.map(answerKind);
  const onlyInstructions = page.length > 0 && kinds.every((kind) => kind === 'none');
  // Spoken and video answers may be skipped (no microphone or camera).
  const onlySpoken = page.length > 0 && kinds.every((kind) => kind === 'spoken' || kind === 'video');
  // Spec 02 §4: on a linked page Submit becomes active once every question is answered (pressed early, it flags the
  // first gap).
  const linkedIncomplete = page.length > 1 && !page.every((question) => isAnswered(question, draftOf(question)));
  const hold =
    attempt.submit_when_remaining !== null &&
    left !== null &&
    left > attempt.submit_when_remaining &&
    attempt.answered_questions + questionsOn(page) >= attempt.total_questions;
  const current = page[0] ?? null;
  // Spec 02 §5: while the connection check before a video fails (or runs), the learner may not move
  // on past the video: Submit and Skip wait, the gate says why and offers Try again.
  const waitForConnection =
    mode === 'question' && page.some((question) => question.media_kind === 'video') && connection.state !== 'ok';
  // A spoken answer is scored on Submit (transcribed, then scored): say so while it runs.
  const scoringSpoken = mode === 'question' && submit.pending && kinds.includes('spoken');

  return (
    <div className={styles.screen}>
      <title>{`${attempt.element_name} · Fluentia`}</title>
      <TestHeader
        title={attempt.element_name}
        typeLabel={typeLabel}
        secondsLeft={timed && !state.finished ? left : null}
        clockStopped={submit.current !== null && troubled && (stopLeft ?? 0) > 0}
        percent={state.finished ? 100 : progressPercent(attempt)}
        onClose={() => void navigate(exit)}
        onHelp={current ? () => setPopup('help') : undefined}
        onInfo={() => setPopup('info')}
        sound={forChild}
      />
      <main className={styles.main}>
        {mode !== 'finished' ? (
          <NetworkStatus
            waiting={waiting}
            troubled={troubled}
            online={online}
            failed={networkFailed}
            stopLeft={timed ? stopLeft : null}
            onRetry={submit.retry}
          />
        ) : null}
        {mode !== 'finished' ? <SpeechGate attempt={initial} /> : null}
        {forChild &&
        attempt.element_type !== 'S' &&
        mode === 'question' &&
        attempt.answered_questions === 0 &&
        state.number === 1 &&
        current ? (
          <JuniorWelcome attempt={attempt} first={current} />
        ) : null}
        {attempt.lesson_video && mode === 'question' ? (
          <LessonVideo url={attempt.lesson_video} open={attempt.answered_questions === 0} />
        ) : null}
        {/* A saved answer waits to be sent: what it says can no longer change. */}
        <div className={styles.page} inert={submit.current !== null}>
          <AttemptBody
            state={state}
            draftOf={draftOf}
            setDraft={setDraft}
            problems={problems}
            flagged={flagged}
            headingRef={headingRef}
            sendError={submit.error}
            onRetried={(result) => dispatch({ type: 'retried', result, at: Date.now() })}
            readAloud={forChild}
          />
        </div>
        {submit.error && !networkFailed && !(isApiError(submit.error) && submit.error.key === 'timeUp') ? (
          <div className={styles.submitError}>
            <ErrorAlert error={submit.error} />
          </div>
        ) : null}
      </main>
      <TestFooter
        counter={questionCounter(state)}
        note={
          mode === 'question' && hold
            ? catalogue.submitTooEarly.message
            : waitForConnection
              ? CONNECTION_NOTE
              : retryPending(state)
                ? RETRY_NOTE
                : null
        }
        status={scoringSpoken ? 'Scoring your spoken answer…' : null}
      >
        {state.answered.length > 0 && mode !== 'finished' ? (
          <Button variant="ghost" onClick={() => setPopup('answers')}>
            My answers
          </Button>
        ) : null}
        {mode === 'feedback' ? (
          <Button onClick={() => dispatch({ type: 'next' })} disabled={retryPending(state)}>
            Next
          </Button>
        ) : null}
        {mode === 'question' && onlySpoken ? (
          <Button
            variant="ghost"
            onClick={() => void send({ skip: true })}
            disabled={submit.pending || submit.current !== null || page.length === 0 || timeUp || waitForConnection}
          >
            Skip
          </Button>
        ) : null}
        {mode === 'question' ? (
          <Button
            onClick={() => void send()}
            busy={submit.pending}
            disabled={page.length === 0 || hold || timeUp || waitForConnection || submit.current !== null}
            aria-disabled={linkedIncomplete || undefined}
            className={linkedIncomplete ? styles.inactive : undefined}
          >
            {onlyInstructions ? 'Next' : 'Submit'}
          </Button>
        ) : null}
      </TestFooter>

      {popup === 'help' ? (
        <Suspense fallback={null}>
          <HelpFeedbackPopup
            open
            onClose={() => setPopup(null)}
            attemptId={attempt.attempt_id}
            questionId={current?.question_id ?? null}
            questionNumber={state.number}
          />
        </Suspense>
      ) : null}
      <InfoPopup
        open={popup === 'info'}
        onClose={() => setPopup(null)}
        attempt={attempt}
        typeLabel={typeLabel}
        secondsLeft={timed ? left : null}
      />
      <ReviewAnswersPopup
        open={popup === 'answers'}
        onClose={() => setPopup(null)}
        answered={state.answered}
        firstNumber={initial.answered_questions + 1}
      />
      <LeaveConfirm open={guard.state === 'blocked'} onStay={() => guard.reset?.()} onLeave={() => guard.proceed?.()} />
      <TimeUpPopup
        open={timeUp}
        exitLabel={closeLabel(session, attempt.element_type)}
        reviewTo={reviewTo}
        onExit={() => void navigate(exit)}
      />
      <CompletionPopup
        open={mode === 'finished'}
        attempt={attempt}
        completion={state.completion}
        forChild={forChild}
        typeLabel={typeLabel}
        exitPath={exit}
        onClose={() => void navigate(exit)}
      />
    </div>
  );
}

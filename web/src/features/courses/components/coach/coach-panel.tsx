import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CallView } from '#shared/api/contract-coach';
import { catalogue } from '#shared/errors';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { Skeleton } from '../../../../components/ui/skeleton';
import { paths } from '../../../../config/paths';
import { useAction } from '../../../../hooks/use-action';
import { apiCall, useApi } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';
import { CallHistory } from './call-history';
import { ChangeCallDialog } from '../../../../components/booking/change-call-dialog';
import { SlotPicker } from '../../../../components/booking/slot-picker';
import { callTime, dayLabel, timeLabel } from '../../../../components/booking/times';
import { roomOpensAt } from '#shared/coach/join-window';
import styles from './coach.module.css';

// The intake form validates with the shared schema (zod): loaded only when course 487 shows it, so
// the course page itself loads no validation library (decision 244).
const CoachIntakeForm = lazy(() => import('./coach-intake-form').then((m) => ({ default: m.CoachIntakeForm })));
const CallDetailsForm = lazy(() => import('./call-details-form').then((m) => ({ default: m.CallDetailsForm })));

/** Spec 02 §9: the Join Call check runs every 10 s for calls within 60 minutes. */
const JOIN_POLL_MS = 10_000;
const SOON_MS = 60 * 60_000;

/**
 * The coach panel of a coach course (spec 02 §2, §4 coach call states): the next call with Join
 * Call (from 5 minutes before), Reschedule and Cancel (or a cancel request for organisation
 * learners); otherwise the scheduling card with the coach's free slots in the viewer's time zone;
 * and the call history. Unbought or preview courses get the warning with Buy Now.
 */
export function CoachPanel({ courseId, warning }: { courseId: number; warning: string | null }) {
  if (warning) {
    return (
      <section className={styles.panel} aria-labelledby="coach-title">
        <h2 id="coach-title" className={styles.title}>
          Coach calls
        </h2>
        <Alert tone="info" title={warning} actions={<Link to={paths.buyCourse}>Buy Now</Link>} />
      </section>
    );
  }
  return <CoachCalls courseId={courseId} />;
}

function CoachCalls({ courseId }: { courseId: number }) {
  const [soon, setSoon] = useState(false);
  const slots = useApi(
    'coachSlots',
    undefined,
    { courseId: String(courseId) },
    { refreshInterval: soon ? JOIN_POLL_MS : 0 },
  );
  const history = useApi('coachCallHistory');
  const [changing, setChanging] = useState<CallView | null>(null);
  // A time chosen before the details were asked for is kept, and booked once they are saved (decision 0457).
  const [chosen, setChosen] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const book = useAction(async (start: string) => apiCall('bookCoachCall', { course_id: courseId, start }));
  const refresh = () => Promise.all([slots.mutate(), history.mutate()]);

  const data = slots.data;
  const next = data?.upcoming ?? null;
  const isSoon = Boolean(next && Date.parse(next.start) - Date.now() <= SOON_MS);
  if (isSoon !== soon) setSoon(isSoon);

  const onBook = async (start: string) => {
    setChosen(start);
    if (await book.run(start)) {
      setChosen(null);
      await refresh();
    }
  };
  const profileMissing = isApiError(book.error) && book.error.message === catalogue.coachProfileIncomplete.message;
  const askDetails = Boolean(data?.needs_details || profileMissing);
  const onDetailsSaved = async (message: string) => {
    setSavedMessage(message);
    if (chosen && profileMissing) await onBook(chosen);
    else await slots.mutate();
  };
  const limit = data?.total_calls ?? null;

  return (
    <section className={styles.panel} aria-labelledby="coach-title">
      <h2 id="coach-title" className={styles.title}>
        Coach calls{data ? ` with ${data.coach_name}` : ''}
      </h2>
      {slots.error && !data ? <ErrorAlert error={slots.error} onRetry={() => void slots.mutate()} /> : null}
      {!data && !slots.error ? <Skeleton height={120} /> : null}
      {data ? (
        <>
          {data.show_intake ? (
            <Suspense fallback={<Skeleton height={200} />}>
              <CoachIntakeForm />
            </Suspense>
          ) : null}
          <p className={styles.muted}>
            {limit === null
              ? `Calls booked: ${data.calls_booked} (no limit on this course)`
              : `Calls booked: ${data.calls_booked} of ${limit}`}
          </p>
          {next ? (
            <div className={styles.next}>
              <div>
                <p className={styles.when}>Your next call: {callTime(next.start, next.end)}</p>
                {next.cancel_request ? (
                  <p className={styles.muted}>Your cancel request is with your organisation.</p>
                ) : data.is_b2b_user ? null : (
                  <p className={styles.muted}>{changeRule(next)}</p>
                )}
                {next.call_url ? null : (
                  <p className={styles.muted}>
                    Join Call opens at {timeLabel(new Date(roomOpensAt(next.start)).toISOString())}, 5 minutes before
                    your call.
                  </p>
                )}
              </div>
              <div className={styles.buttons}>
                {next.call_url ? (
                  <a className={buttonClass()} href={next.call_url} target="_blank" rel="noreferrer">
                    Join Call
                  </a>
                ) : (
                  <Button disabled>Join Call</Button>
                )}
                {!next.cancel_request && (data.is_b2b_user || mayChange(next)) ? (
                  <Button variant="secondary" onClick={() => setChanging(next)}>
                    {data.is_b2b_user ? 'Request cancellation' : 'Reschedule or cancel'}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : data.is_b2b_user ? (
            <p className={styles.muted}>Your organisation schedules your coach calls.</p>
          ) : limit !== null && data.calls_booked >= limit ? (
            <p className={styles.muted}>You have booked all the calls of this course.</p>
          ) : askDetails ? (
            <>
              <Alert tone={profileMissing ? 'danger' : 'info'} title={catalogue.coachProfileIncomplete.message} />
              <Suspense fallback={<Skeleton height={240} />}>
                <CallDetailsForm
                  chosen={profileMissing ? chosen : null}
                  onSaved={(message) => void onDetailsSaved(message)}
                />
              </Suspense>
            </>
          ) : (
            <>
              {savedMessage ? <Alert tone="info" icon="check" title={savedMessage} /> : null}
              <SlotPicker slots={data.slots} onBook={(start) => void onBook(start)} busy={book.pending} />
            </>
          )}
          {book.error && !profileMissing ? <ErrorAlert error={book.error} /> : null}
        </>
      ) : null}
      {data?.show_feedback && data.feedback_url ? (
        <Alert
          tone="info"
          title="You have finished 5 calls with your coach. How is it going?"
          actions={
            <a href={data.feedback_url} target="_blank" rel="noreferrer">
              Give feedback
            </a>
          }
        />
      ) : null}
      <p className={styles.muted}>
        Each call comes with a task for your coach to review.{' '}
        <Link to={`${paths.submitAssignment}?course_id=${courseId}`}>Submit a task</Link>
      </p>
      <CallHistory courseId={courseId} result={history} />
      <ChangeCallDialog
        call={changing}
        b2b={Boolean(data?.is_b2b_user)}
        slots={data?.slots ?? []}
        onClose={() => setChanging(null)}
        onChanged={async () => {
          setChanging(null);
          await refresh();
        }}
      />
    </section>
  );
}

/** Decision 0834: the rule for moving a call, said once beside the call, before any form. */
function mayChange(call: CallView): boolean {
  return Date.now() < Date.parse(call.change_until) && call.reschedule_count < call.max_reschedules;
}

function changeRule(call: CallView): string {
  if (call.reschedule_count >= call.max_reschedules) return 'This call has been moved as often as a call may be.';
  if (!mayChange(call)) return 'It starts in less than a day, so it can no longer be moved or cancelled.';
  return `You can move or cancel it until ${dayLabel(call.change_until)}, ${timeLabel(call.change_until)} (1 day before it starts).`;
}

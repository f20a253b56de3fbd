import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CourseElement, InstructionData } from '#shared/api/contract';
import { SpeakButton } from '../read-aloud/speak-button';
import { Button } from '../ui/button';
import { ErrorAlert } from '../ui/error-alert';
import { FactList } from '../ui/fact-list';
import { Icon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { Skeleton, SkeletonGroup } from '../ui/skeleton';
import { fetchInstructions } from './instructions';
import { elementTypeLabel, isTimed, summativeRule } from '../../lib/elements';
import { attemptPath, reviewPath, startAttemptPath } from '../../lib/links';
import styles from './instruction-popup.module.css';

/**
 * The instruction popup (spec 02 §4), shown by the course page and by the test page when it opens
 * on an activity without an attempt. Opening it fetches the element's instruction data; then:
 * - Start begins a new attempt; hidden when hide_start is set and there is no attempt to continue;
 * - Continue resumes the attempt in progress (continue_attempt_id);
 * - Review Answer opens the latest finished attempt, when there is one and the course allows review
 *   (not course 428);
 * - the instructions show when hide_start is not set or an attempt can be continued;
 * - summative tests say they are taken once, in one 25-minute sitting.
 */
export interface PopupTarget {
  elementID: number;
  element_name: string;
  element_type: CourseElement['element_type'];
}

export interface InstructionPopupProps {
  courseId: number;
  target: PopupTarget | null;
  onClose: () => void;
  noReview: boolean;
  forChild: boolean;
}

type Load = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: InstructionData };
/** What was fetched, and for which request: another element's answer must never show. */
type Fetched = { key: string; load: Load };

export function InstructionPopup({ courseId, target, onClose, noReview, forChild }: InstructionPopupProps) {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [round, setRound] = useState(0);
  const navigate = useNavigate();
  const elementId = target?.elementID ?? null;
  const key = `${courseId}/${elementId}/${round}`;

  useEffect(() => {
    if (elementId === null) return;
    let live = true;
    fetchInstructions(courseId, elementId).then(
      (data) => live && setFetched({ key, load: { state: 'ready', data } }),
      (error: unknown) => live && setFetched({ key, load: { state: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [courseId, elementId, key]);

  const load: Load = fetched?.key === key ? fetched.load : { state: 'loading' };
  const data = load.state === 'ready' ? load.data : null;
  const type = data?.element_type ?? target?.element_type ?? 'W';
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  const canContinue = Boolean(data?.continue_attempt_id);
  const showStart = data !== null && !(data.hide_start && !canContinue);
  const reviewId = data && !noReview ? data.review_attempts[data.review_attempts.length - 1] : undefined;
  const showInstructions = data !== null && (!data.hide_start || canContinue);

  const actions =
    data === null ? null : (
      <>
        {reviewId ? (
          <Button variant="secondary" onClick={() => go(reviewPath(reviewId))}>
            Review Answer
          </Button>
        ) : null}
        {showStart ? (
          // The test page starts the attempt from these parameters (lib/links.ts).
          <Button
            variant={canContinue ? 'secondary' : 'primary'}
            onClick={() => go(startAttemptPath(courseId, data.element_id))}
          >
            Start
          </Button>
        ) : null}
        {data.continue_attempt_id ? (
          <Button onClick={() => go(attemptPath(data.continue_attempt_id as string))}>
            Continue
            <Icon name="arrowRight" size={16} />
          </Button>
        ) : null}
      </>
    );

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      eyebrow={elementTypeLabel(type, forChild)}
      title={data?.element_name ?? target?.element_name ?? ''}
      busy={load.state === 'loading'}
      actions={actions}
    >
      {load.state === 'loading' ? (
        <SkeletonGroup label="Loading the instructions…">
          <Skeleton height={14} />
          <Skeleton height={14} width="92%" style={{ marginTop: 10 }} />
          <Skeleton height={14} width="70%" style={{ marginTop: 10 }} />
          <Skeleton height={56} style={{ marginTop: 20 }} radius={10} />
        </SkeletonGroup>
      ) : load.state === 'failed' ? (
        <ErrorAlert error={load.error} onRetry={() => setRound((n) => n + 1)} />
      ) : (
        <InstructionBody data={load.data} showInstructions={showInstructions} forChild={forChild} />
      )}
    </Modal>
  );
}

/** What the popup says about attempts: a child reads "times", never "attempts" (decision 0428). */
function attemptsFact(left: number | null, forChild: boolean): { label: string; value: string } {
  if (forChild)
    return { label: 'Times you can play', value: left === null ? 'As often as you like' : String(Math.max(0, left)) };
  return { label: 'Attempts left', value: left === null ? 'As many as you like' : String(Math.max(0, left)) };
}

function InstructionBody({
  data,
  showInstructions,
  forChild,
}: {
  data: InstructionData;
  showInstructions: boolean;
  forChild: boolean;
}) {
  const facts: Array<{ label: string; value: string }> = [];
  if (data.totalQuestion > 0) facts.push({ label: 'Questions', value: String(data.totalQuestion) });
  if (isTimed(data.element_type) && data.duration_minutes)
    facts.push({ label: 'Time', value: `${data.duration_minutes} minutes` });
  facts.push(attemptsFact(data.attempts_remaining, forChild));

  if (!showInstructions) {
    return (
      <p className={styles.done}>
        <Icon name="check" />
        <span>
          You have completed this activity.
          {data.review_attempts.length > 0 ? ' You can still review your answers.' : ''}
        </span>
      </p>
    );
  }
  return (
    <>
      {data.instructions ? (
        <p className={styles.instructions}>{data.instructions}</p>
      ) : (
        <p className={styles.instructions}>Read each question carefully and answer in your own time.</p>
      )}
      {forChild && data.instructions ? (
        <SpeakButton
          request={{ kind: 'instructions', course_id: data.course_id, element_id: data.element_id }}
          what="the instructions"
        />
      ) : null}
      {data.element_type === 'S' ? (
        <p className={styles.rule}>
          <Icon name="clock" size={18} />
          <span>{summativeRule(data.duration_minutes)}</span>
        </p>
      ) : null}
      <FactList facts={facts} />
    </>
  );
}

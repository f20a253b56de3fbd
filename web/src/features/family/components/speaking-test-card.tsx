import { useEffect, useState } from 'react';
import type { SpeakingTestCard as SpeakingCard } from '#shared/api/contract-accounts';
import { defaultSupport } from '#shared/errors';
import { Button, buttonClass } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useAction } from '../../../hooks/use-action';
import { SlotPicker } from '../../../components/booking/slot-picker';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { bookChildSlot, useChildSlots } from '../api/child-slots';
import { useChildDetails } from '../api/child-details';
import { useJoinState } from '../hooks/use-join-state';
import { CHECK_EVERY_MS } from '../lib/join-call';
import styles from './family.module.css';
import { FileLink, TestCardFrame } from './test-card-frame';
import { formatShortDateTime } from '../../../lib/dates';

/**
 * The speaking-test card (spec 01 §2, 02 §2), one of five states: completed (score and report),
 * slot booked (its time; Join Call only from 5 minutes before), purchased (View Slots: the coach's
 * free slots, booked natively by the parent), the parent holds a licence (Apply License), otherwise
 * how to get one (decision 0837).
 */
export function formatSlot(iso: string): string {
  return formatShortDateTime(iso);
}

interface CardProps {
  card: SpeakingCard;
  childId: string;
  /** The child sees the card without the parent's acts (applying a licence, buying). */
  audience: 'parent' | 'child';
  onApplyLicence?: (() => Promise<unknown>) | undefined;
}

export function SpeakingTestCard(props: CardProps) {
  return (
    <TestCardFrame
      id="speaking-title"
      icon="headset"
      title="Speaking test"
      line="A 30-minute call with a coach, taken once."
    >
      <SpeakingState {...props} />
    </TestCardFrame>
  );
}

function SpeakingState({ card, childId, audience, onApplyLicence }: CardProps) {
  if (audience === 'child' && (card.state === 'licence' || card.state === 'buy')) {
    return (
      <p className={styles.muted}>
        {card.state === 'licence'
          ? 'Your parent has a licence for this test. Ask them to apply it for you.'
          : 'Ask your parent about the speaking test.'}
      </p>
    );
  }
  switch (card.state) {
    case 'completed':
      return (
        <>
          <p className={styles.big}>{card.score_percent !== null ? `Score: ${card.score_percent}%` : 'Completed'}</p>
          <div className={styles.cardActions}>
            <FileLink
              url={card.report_url}
              label="Download report"
              pending="The report is not ready to download yet."
            />
          </div>
        </>
      );
    case 'booked':
      return (
        <BookedSlot childId={childId} callTime={card.slot?.call_time ?? null} meeting={card.slot?.meeting_id ?? null} />
      );
    case 'purchased':
      return <ViewSlots childId={childId} audience={audience} />;
    case 'licence':
      return onApplyLicence ? <ApplyLicence onApply={onApplyLicence} /> : null;
    case 'buy':
      // Decision 0837: the speaking test is not in the online shop, so the card says how to get it (no dead end).
      return (
        <p className={styles.muted}>
          The speaking test is added by our team: call us on{' '}
          <a href={`tel:${defaultSupport.phone.replace(/\s/g, '')}`}>{defaultSupport.phone}</a> or write to{' '}
          <a href={`mailto:${defaultSupport.email}?subject=Speaking%20test`}>{defaultSupport.email}</a>, and it appears
          here to apply to your child.
        </p>
      );
  }
}

/**
 * The server gives the coach's room only from 5 minutes before the slot (shared/coach/join-window.ts):
 * once the page's clock says it is open, the card asks for the child's details again every 10 seconds
 * until the room is there, so Join Call turns live without a reload.
 */
function BookedSlot({
  childId,
  callTime,
  meeting,
}: {
  childId: string;
  callTime: string | null;
  meeting: string | null;
}) {
  const join = useJoinState(callTime);
  const link = meeting && /^https?:\/\//.test(meeting) ? meeting : null;
  const { mutate } = useChildDetails(childId);
  useEffect(() => {
    if (!join.open || link) return;
    void mutate();
    const id = setInterval(() => void mutate(), CHECK_EVERY_MS);
    return () => clearInterval(id);
  }, [join.open, link, mutate]);
  return (
    <>
      <p className={styles.big}>{callTime ? formatSlot(callTime) : 'Slot booked'}</p>
      <p className={styles.muted}>
        {join.over ? 'This slot has ended.' : 'Join Call opens 5 minutes before the start.'}
      </p>
      <div className={styles.cardActions}>
        {join.open && link ? (
          <a className={buttonClass('primary')} href={link} target="_blank" rel="noreferrer">
            Join Call
          </a>
        ) : (
          <Button disabled>Join Call</Button>
        )}
      </div>
    </>
  );
}

function ViewSlots({ childId, audience }: { childId: string; audience: CardProps['audience'] }) {
  const [open, setOpen] = useState(false);
  const parentToken = useSession()?.token;
  const slots = useChildSlots(childId, parentToken, open);
  const details = useChildDetails(childId);
  const book = useAction(async (start: string) => bookChildSlot(childId, start, parentToken));
  if (audience === 'child') return <p className={styles.muted}>Ready to book. Choose a time with your parent.</p>;

  async function onBook(start: string) {
    const result = await book.run(start);
    if (!result) {
      await slots.mutate();
      return;
    }
    toast.success(result.message || 'The speaking test is booked.');
    setOpen(false);
    await details.mutate();
  }

  return (
    <>
      <p className={styles.muted}>Purchased. Choose a time that suits your child.</p>
      <div className={styles.cardActions}>
        <Button onClick={() => setOpen(true)}>View Slots</Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Book a speaking-test slot">
        {slots.error ? <ErrorAlert error={slots.error} onRetry={() => void slots.mutate()} /> : null}
        {book.error ? <ErrorAlert error={book.error} /> : null}
        {slots.data ? (
          <SlotPicker
            slots={slots.data.slots}
            busy={book.pending}
            onBook={(start) => void onBook(start)}
            action="Book this slot"
            prompt={`A 30-minute call with ${slots.data.coach_name}. Choose a day and a time (in your time zone):`}
          />
        ) : !slots.error ? (
          <p className={styles.muted}>Loading the free slots…</p>
        ) : null}
      </Modal>
    </>
  );
}

function ApplyLicence({ onApply }: { onApply: () => Promise<unknown> }) {
  const apply = useAction(onApply);
  return (
    <>
      <p className={styles.muted}>You have bought a licence that this child can use.</p>
      {apply.error ? <ErrorAlert error={apply.error} /> : null}
      <div className={styles.cardActions}>
        <Button onClick={() => void apply.run()} busy={apply.pending}>
          Apply License
        </Button>
      </div>
    </>
  );
}

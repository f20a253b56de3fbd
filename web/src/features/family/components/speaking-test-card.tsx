import { useState } from 'react';
import type { SpeakingTestCard as SpeakingCard } from '#shared/api/contract-accounts';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useAction } from '../../../hooks/use-action';
import { useJoinState } from '../hooks/use-join-state';
import { buyForChildPath } from '../lib/test-cards';
import styles from './family.module.css';
import { FileLink, TestCardFrame } from './test-card-frame';
import { formatShortDateTime } from '../../../lib/dates';

/**
 * The speaking-test card (spec 01 §2, 02 §2), one of five states: completed (score and report),
 * slot booked (its time; Join Call only from 5 minutes before), purchased (View Slots opens the
 * scheduling widget), the parent holds a licence (Apply License), otherwise Buy Course.
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
    <TestCardFrame id="speaking-title" icon="headset" title="Speaking test" line="A 30-minute call with a coach, taken once.">
      <SpeakingState {...props} />
    </TestCardFrame>
  );
}

function SpeakingState({ card, childId, audience, onApplyLicence }: CardProps) {
  if (audience === 'child' && (card.state === 'licence' || card.state === 'buy')) {
    return <p className={styles.muted}>{card.state === 'licence' ? 'Your parent has a licence for this test. Ask them to apply it for you.' : 'Ask your parent about the speaking test.'}</p>;
  }
  switch (card.state) {
    case 'completed':
      return (
        <>
          <p className={styles.big}>{card.score_percent !== null ? `Score: ${card.score_percent}%` : 'Completed'}</p>
          <div className={styles.cardActions}>
            <FileLink url={card.report_url} label="Download report" pending="The report is not ready to download yet." />
          </div>
        </>
      );
    case 'booked':
      return <BookedSlot callTime={card.slot?.call_time ?? null} meeting={card.slot?.meeting_id ?? null} />;
    case 'purchased':
      return <ViewSlots url={card.slot?.calendly_url ?? null} audience={audience} />;
    case 'licence':
      return onApplyLicence ? <ApplyLicence onApply={onApplyLicence} /> : null;
    case 'buy':
      return (
        <div className={styles.cardActions}>
          <ButtonLink to={buyForChildPath(childId)}>Buy Course</ButtonLink>
        </div>
      );
  }
}

function BookedSlot({ callTime, meeting }: { callTime: string | null; meeting: string | null }) {
  const join = useJoinState(callTime);
  const link = meeting && /^https?:\/\//.test(meeting) ? meeting : null;
  return (
    <>
      <p className={styles.big}>{callTime ? formatSlot(callTime) : 'Slot booked'}</p>
      <p className={styles.muted}>{join.over ? 'This slot has ended.' : 'Join Call opens 5 minutes before the start.'}</p>
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

function ViewSlots({ url, audience }: { url: string | null; audience: CardProps['audience'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className={styles.muted}>{audience === 'child' ? 'Ready to book. Choose a time with your parent.' : 'Purchased. Choose a time that suits your child.'}</p>
      <div className={styles.cardActions}>
        <Button onClick={() => setOpen(true)}>View Slots</Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Book a speaking-test slot">
        {url ? <iframe className={styles.slotFrame} src={url} title="Available slots" /> : <p>No slots are open right now. Please check again tomorrow.</p>}
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

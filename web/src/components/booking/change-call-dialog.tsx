import { useState } from 'react';
import type { CallView } from '#shared/api/contract-coach';
import { coachMessages } from '#shared/coach/messages';
import { Button } from '../ui/button';
import { ChoiceGroup } from '../ui/choice-group';
import { ErrorAlert } from '../ui/error-alert';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { useAction } from '../../hooks/use-action';
import { apiCall } from '../../lib/api-client';
import { SlotPicker } from './slot-picker';
import { callTime } from './times';

type ChangedCall = Pick<CallView, 'schedule_id' | 'start' | 'end'>;

/**
 * Reschedule (a new slot) or cancel a call, with a reason (spec 02 §5); organisation learners only
 * request a cancellation. The coach uses the same dialog from the workspace (`asCoach`: their own
 * route, and the learner is told the reason).
 */
export function ChangeCallDialog({
  call,
  b2b,
  slots,
  onClose,
  onChanged,
  asCoach = false,
}: {
  call: ChangedCall | null;
  b2b: boolean;
  slots: readonly string[];
  onClose: () => void;
  onChanged: () => Promise<void>;
  asCoach?: boolean;
}) {
  const [kind, setKind] = useState<'Reschedule' | 'Cancel'>(b2b ? 'Cancel' : 'Reschedule');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useAction(async (start?: string) => {
    const body = {
      schedule_id: call!.schedule_id,
      reason_type: b2b ? ('Cancel' as const) : kind,
      reason: reason.trim(),
      ...(start ? { start } : {}),
    };
    return asCoach ? apiCall('coachChangeCall', body) : apiCall('rescheduleCoachCall', body);
  });
  const your = asCoach ? 'the' : 'my';
  const submit = async (start?: string) => {
    if (!reason.trim()) return setReasonError(coachMessages.reasonRequired);
    setReasonError(undefined);
    if (await change.run(start)) await onChanged();
  };
  return (
    <Modal
      open={call !== null}
      onClose={onClose}
      title={b2b ? 'Request a cancellation' : asCoach ? 'Move or cancel this call' : 'Reschedule or cancel your call'}
      eyebrow={call ? callTime(call.start, call.end) : undefined}
    >
      {!b2b ? (
        <ChoiceGroup
          name="change-kind"
          legend="What would you like to do?"
          options={[
            { value: 'Reschedule', label: 'Move it to another time' },
            { value: 'Cancel', label: 'Cancel it' },
          ]}
          value={kind}
          onChange={(v) => setKind(v as 'Reschedule' | 'Cancel')}
        />
      ) : null}
      <TextField
        name="reason"
        label={asCoach ? 'Reason (the learner is told)' : 'Reason'}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={reasonError}
      />
      {change.error ? <ErrorAlert error={change.error} /> : null}
      {!b2b && kind === 'Reschedule' ? (
        <SlotPicker
          slots={slots}
          onBook={(start) => void submit(start)}
          busy={change.pending}
          action={`Move ${your} call here`}
          prompt={asCoach ? 'Choose the call’s new day and time (times in your time zone):' : undefined}
        />
      ) : (
        <p>
          <Button onClick={() => void submit()} busy={change.pending}>
            {b2b ? 'Send cancel request' : `Cancel ${your} call`}
          </Button>
        </p>
      )}
    </Modal>
  );
}

import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

/** Spec 02 §2: leaving a timed test (S, F) asks first; the clock does not stop while away. */
export function LeaveConfirm({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title="Leave the test?"
      actions={
        <>
          <Button variant="secondary" onClick={onLeave}>
            Leave
          </Button>
          <Button onClick={onStay} autoFocus>
            Stay in the test
          </Button>
        </>
      }
    >
      <p>This is a timed test. The timer keeps running while you are away, and your submitted answers are saved.</p>
    </Modal>
  );
}

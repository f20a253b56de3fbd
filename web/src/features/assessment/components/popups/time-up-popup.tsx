import { Button, ButtonLink } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

/** The timer of a timed test reached 00:00: the server takes no more answers (spec 02 §4). */
export function TimeUpPopup({
  open,
  exitLabel,
  reviewTo,
  onExit,
}: {
  open: boolean;
  exitLabel: string;
  reviewTo: string | null;
  onExit: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onExit}
      title="Time is up"
      actions={
        <>
          {reviewTo ? (
            <ButtonLink to={reviewTo} variant="secondary" replace>
              Review answers
            </ButtonLink>
          ) : null}
          <Button onClick={onExit}>{exitLabel}</Button>
        </>
      }
    >
      <p>The time for this test is over. The answers you submitted have been saved.</p>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';

/** A yes-or-cancel question before something that cannot be undone (delete a child, replace a PIN). */
export function ConfirmModal(props: {
  open: boolean;
  title: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      busy={props.busy}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button onClick={props.onConfirm} busy={props.busy}>
            {props.confirm}
          </Button>
        </>
      }
    >
      {props.error ? <ErrorAlert error={props.error} /> : null}
      {props.children}
    </Modal>
  );
}

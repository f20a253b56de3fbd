import type { OrgKeyRow } from '#shared/api/contract-orgs';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useAction } from '../../../hooks/use-action';
import { toast } from '../../../lib/toast';
import { revokeKey } from '../api/org';
import styles from './org.module.css';

/** Asks before a key is revoked, saying what happens to its holder (docs/organisations.md, "Revoking a key"). */
export function RevokeDialog({
  row,
  onClose,
  onRevoked,
}: {
  row: OrgKeyRow | null;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const revoke = useAction(revokeKey);
  async function confirm() {
    if (!row) return;
    const result = await revoke.run(row.key_id);
    if (!result) return;
    toast.success(result.message);
    onRevoked();
  }
  return (
    <Modal
      open={Boolean(row)}
      onClose={onClose}
      title="Revoke this key?"
      busy={revoke.pending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button onClick={() => void confirm()} busy={revoke.pending}>
            Revoke key
          </Button>
        </>
      }
    >
      {row ? (
        <>
          <p className={styles.keyText}>{row.key}</p>
          <p>
            {row.holder
              ? `${row.holder} is signed out at once and can no longer open the courses this key gave them. Their progress, results and certificates stay theirs.`
              : 'Nobody has used it yet: it will never sign anyone in, and its seat is free to issue again.'}
          </p>
          {revoke.error ? <ErrorAlert error={revoke.error} /> : null}
        </>
      ) : null}
    </Modal>
  );
}

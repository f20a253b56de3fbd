import { useRef, useState, type FormEvent } from 'react';
import type { IssuedKeysData, SeatPoolView } from '#shared/api/contract-orgs';
import { issueKeysSchema, MAX_KEYS_PER_ISSUE } from '#shared/schemas/orgs';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { issueKeys } from '../api/org';
import styles from './org.module.css';

/** Issue keys within the seats bought: which seats, how many (1 to 99 at a time). */
export function IssueForm({ pools, onIssued }: { pools: SeatPoolView[]; onIssued: (issued: IssuedKeysData) => void }) {
  const open = pools.filter((p) => !p.expired && p.left > 0);
  const [seatsId, setSeatsId] = useState(open[0]?.seats_id ?? '');
  // Ten at a time unless fewer seats are left: the first number offered is always one the seats allow.
  const firstCount = (pool: SeatPoolView | undefined) => String(Math.min(10, pool?.left ?? 10));
  const [count, setCount] = useState(() => firstCount(open[0]));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const issue = useAction(issueKeys);
  const chosen = pools.find((p) => p.seats_id === seatsId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    issue.setError(null);
    const checked = validate(issueKeysSchema, { seats_id: seatsId, count });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    setErrors({});
    const result = await issue.run(checked.data.seats_id, checked.data.count);
    if (result) onIssued(result.data);
  }

  if (!open.length)
    return (
      <p className={styles.muted}>
        No seats are left to issue keys from. Revoke unused keys to free their seats, or contact Fluentia for more.
      </p>
    );
  return (
    <div className={styles.card}>
      <form ref={form} className={styles.toolbar} onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          name="seats_id"
          label="Seats"
          value={seatsId}
          options={open.map((p) => ({ value: p.seats_id, label: `${p.name} (${p.left} left)` }))}
          onChange={(e) => {
            setSeatsId(e.target.value);
            setCount(firstCount(open.find((p) => p.seats_id === e.target.value)));
          }}
          error={errors.seats_id ?? serverFieldErrors(issue.error)?.seats_id}
        />
        <TextField
          name="count"
          label={`How many (1 to ${Math.min(MAX_KEYS_PER_ISSUE, chosen?.left ?? MAX_KEYS_PER_ISSUE)})`}
          inputMode="numeric"
          value={count}
          onChange={(e) => {
            setCount(e.target.value);
            setErrors({});
          }}
          error={errors.count ?? serverFieldErrors(issue.error)?.count}
        />
        <Button type="submit" busy={issue.pending}>
          Issue keys
        </Button>
      </form>
      {issue.error && !serverFieldErrors(issue.error) ? <ErrorAlert error={issue.error} /> : null}
    </div>
  );
}

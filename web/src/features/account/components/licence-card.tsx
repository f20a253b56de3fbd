import { useRef, useState, type FormEvent } from 'react';
import { licenceKeySchema } from '#shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { applyLicence, useLicences } from '../api/settings';
import { formatDate } from '../../../lib/dates';
import styles from './account.module.css';

/**
 * Settings: the licence key (spec 01 §2, §3): the organisation's keys applied to this account, and a form for another.
 *
 */
export function LicenceCard() {
  const { data, error, mutate } = useLicences();
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const apply = useAction(applyLicence);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // One message at a time: the last answer's error goes before this try shows its own.
    apply.setError(null);
    setErrors({});
    const checked = validate(licenceKeySchema, { license_key: key });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await apply.run(checked.data.license_key);
    if (!result) return;
    setKey('');
    void mutate(result.data, { revalidate: false });
    toast.success(result.message);
  }

  return (
    <section className={styles.card} aria-labelledby="licence-title">
      <h2 id="licence-title" className={styles.cardTitle}>
        Licence key
      </h2>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton height={18} width="60%" style={{ marginTop: 12 }} />
      ) : data.keys.length ? (
        <ul className={styles.muted}>
          {data.keys.map((k) => (
            <li key={k.license_key}>
              <strong>{k.license_key}</strong> from {k.organisation_name}, applied {formatDate(k.applied_at)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          If your organisation gave you a licence key, enter it here to unlock its courses.
        </p>
      )}
      <form ref={form} className={styles.inline} onSubmit={submit} noValidate>
        <TextField
          name="license_key"
          label="Licence key"
          autoCapitalize="characters"
          spellCheck={false}
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setErrors({});
            apply.setError(null);
          }}
          error={errors.license_key ?? serverFieldErrors(apply.error)?.license_key}
        />
        <Button type="submit" busy={apply.pending}>
          Apply
        </Button>
      </form>
      {apply.error && !serverFieldErrors(apply.error) ? (
        <div style={{ marginTop: 12 }}>
          <ErrorAlert error={apply.error} />
        </div>
      ) : null}
    </section>
  );
}

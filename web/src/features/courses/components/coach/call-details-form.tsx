import { useRef, useState, type FormEvent } from 'react';
import { legacyProfileSchema } from '#shared/schemas/accounts';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { TextField } from '../../../../components/ui/text-field';
import { useAction } from '../../../../hooks/use-action';
import { apiCall, useApi } from '../../../../lib/api-client';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../../lib/form';
import { updateSession } from '../../../../lib/session';
import styles from './coach.module.css';

/**
 * What a coach call needs before the calendar (spec 02 §5: phone, e-mail and full name), asked in the
 * panel itself (decision 0457: no detour to the profile). Saved by the spec's POST v1/user_profile with
 * `isCoachCall`, whose message ('User details updated successfully. Redirecting to calendar.') the
 * panel shows above the calendar; a time already chosen is kept and booked right after (`onSaved`).
 */
export function CallDetailsForm({ chosen, onSaved }: { chosen: string | null; onSaved: (message: string) => void }) {
  const profile = useApi('profile');
  const p = profile.data;
  const [edited, setEdited] = useState<Partial<Record<'full_name' | 'phone' | 'email', string>>>({});
  const values = {
    full_name: edited.full_name ?? p?.full_name ?? '',
    phone: edited.phone ?? p?.phone ?? '',
    email: edited.email ?? p?.email ?? '',
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useAction(async (body: { full_name: string; phone: string; email: string }) =>
    apiCall('legacyProfile', { ...body, isCoachCall: true }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(legacyProfileSchema, { ...values, isCoachCall: true });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current, checked.errors);
      return;
    }
    setErrors({});
    const result = await save.run(checked.data);
    if (!result) return;
    updateSession({
      email: checked.data.email,
      phone: checked.data.phone,
      userDetails: { user_mail: checked.data.email, user_phone: checked.data.phone, full_name: checked.data.full_name },
    });
    onSaved(result.message);
  }
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setEdited((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };
  return (
    <form
      ref={form}
      className={styles.intake}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="call-details-title"
    >
      <h3 id="call-details-title" className={styles.title}>
        Your contact details for the call
      </h3>
      <p className={styles.muted}>
        {chosen
          ? 'Your chosen time is kept: save these and we book it for you.'
          : 'Your coach reaches you by these if anything changes. Then choose a time.'}
      </p>
      <TextField
        name="full_name"
        label="Full name"
        autoComplete="name"
        value={values.full_name}
        onChange={set('full_name')}
        required
        error={errors.full_name}
      />
      <TextField
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={values.phone}
        onChange={set('phone')}
        required
        error={errors.phone}
      />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        required
        error={errors.email}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div>
        <Button type="submit" busy={save.pending}>
          {chosen ? 'Save and book my time' : 'Save and choose a time'}
        </Button>
      </div>
    </form>
  );
}

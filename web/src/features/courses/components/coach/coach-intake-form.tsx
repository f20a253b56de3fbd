import { useRef, useState, type FormEvent } from 'react';
import { userRoleSchema, userTypes } from '#shared/schemas/accounts';
import { intakeRoles as roles, intakeSkills as skills } from '#shared/content/coach-intake';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { useAction } from '../../../../hooks/use-action';
import { apiCall } from '../../../../lib/api-client';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../../lib/form';
import styles from './coach.module.css';

/**
 * Course 487's coach intake (spec 02 §3 Coach intake, §4 coach onboarding): before the first call,
 * three required selects tell the coach who the learner is; saved by POST v1/updateuserrole, then a
 * success note. The answers' numbers are the spec's (user_role 0 to 4, user_skill 0 to 2); the
 * words for them are ours (the spec shows none; shared/content/coach-intake.ts, which the coach reads too).
 */
const asOptions = (labels: readonly string[]) => labels.map((label, i) => ({ value: String(i), label }));

export function CoachIntakeForm() {
  const [values, setValues] = useState({ user_background: '', user_role: '', user_skill: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useAction(async (body: { user_background: string; user_role: number; user_skill: number }) =>
    apiCall('updateUserRole', body),
  );

  if (saved)
    return (
      <Alert tone="info" icon="check" title="Thank you! Your coach will use your answers to plan your first call." />
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Empty selects stay empty strings, so the shared schema says 'Please fill out this field' for each.
    const checked = validate(userRoleSchema, {
      ...values,
      user_role: values.user_role === '' ? '' : Number(values.user_role),
      user_skill: values.user_skill === '' ? '' : Number(values.user_skill),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current, checked.errors);
      return;
    }
    setErrors({});
    const result = await save.run(checked.data);
    if (result) setSaved(true);
  }

  // A field's message goes once it is answered; the others stay until the next Save.
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };
  return (
    <form
      ref={form}
      className={styles.intake}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="intake-title"
    >
      <h3 id="intake-title" className={styles.title}>
        Before your first call
      </h3>
      <p className={styles.muted}>Three questions, so your coach can plan the call around you.</p>
      <SelectField
        name="user_background"
        label="Your background"
        placeholder="Select…"
        options={userTypes.map((t) => ({ value: t, label: t }))}
        value={values.user_background}
        onChange={set('user_background')}
        required
        error={errors.user_background}
      />
      <SelectField
        name="user_role"
        label="The role you are preparing for"
        placeholder="Select…"
        options={asOptions(roles)}
        value={values.user_role}
        onChange={set('user_role')}
        required
        error={errors.user_role}
      />
      <SelectField
        name="user_skill"
        label="Your spoken English in interviews"
        placeholder="Select…"
        options={asOptions(skills)}
        value={values.user_skill}
        onChange={set('user_skill')}
        required
        error={errors.user_skill}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div>
        <Button type="submit" busy={save.pending}>
          Save answers
        </Button>
      </div>
    </form>
  );
}

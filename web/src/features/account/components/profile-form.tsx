import { useRef, useState, type FormEvent } from 'react';
import type { ProfileData } from '#shared/api/contract-accounts';
import { accountTexts, profileSchema } from '#shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup, yesNoOptions } from '../../../components/ui/choice-group';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { saveProfile } from '../api/profile';
import { ageRowIssues } from '../lib/child-ages';
import type { YesNo } from '../lib/onboarding-draft';
import {
  genderOptions,
  profileRequest,
  profileValues,
  purposeOptions,
  userTypeOptions,
  type ProfileValues,
} from '../lib/profile-values';
import styles from './account.module.css';
import { ChildAgesField } from './child-ages-field';
import { MobileVerify } from './mobile-verify';

/**
 * The profile's edit view (spec 01 §2, §5): every message comes from the shared profile schema; the
 * children's ages are checked row by row. Saving answers with the whole profile, handed to `onSaved`.
 */
export function ProfileForm(props: {
  data: ProfileData;
  onSaved: (data: ProfileData, message: string) => void;
  onCancel: () => void;
  onMobileVerified: (phone: string) => void;
}) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(props.data));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ageErrors, setAgeErrors] = useState<Record<number, string> | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const save = useAction(saveProfile);

  const set = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: keyof ProfileValues) => ({
    name,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as never),
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rowIssues = values.isParent === 'yes' ? ageRowIssues(values.childrenAge) : undefined;
    const checked = validate(profileSchema, profileRequest(values));
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    delete found.childrenAge; // shown per row instead
    const rowFields = rowIssues
      ? Object.fromEntries(Object.entries(rowIssues).map(([i, m]) => [`childrenAge.${i}`, m]))
      : {};
    setAgeErrors(rowIssues);
    setErrors(found);
    if (Object.keys(found).length || rowIssues) return focusFirstInvalid(form.current, { ...found, ...rowFields });
    const result = await save.run(profileRequest(values));
    if (result) props.onSaved(result.data, result.message);
  }

  const server = serverFieldErrors(save.error) ?? {};
  const err = (name: string) => errors[name] ?? server[name];
  const verified =
    props.data.user_profile.isMobVerified && values.phone === (props.data.phone ?? props.data.user_profile.phone);
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {save.error && !serverFieldErrors(save.error) ? <ErrorAlert error={save.error} /> : null}
      <div className={styles.grid}>
        <TextField label="Full name" autoComplete="name" {...text('full_name')} error={err('full_name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...text('email')}
          error={err('email')}
          hint={values.email.trim() !== (props.data.email ?? '') ? accountTexts.emailNotLogin : undefined}
        />
        <div className={styles.inline}>
          <TextField
            label="Mobile number"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...text('phone')}
            error={err('phone')}
          />
          <MobileVerify
            phone={values.phone.trim()}
            verified={verified}
            onVerified={props.onMobileVerified}
            onInvalid={(message) => setErrors((e) => ({ ...e, phone: message }))}
          />
        </div>
        <TextField label="Age" inputMode="numeric" maxLength={3} {...text('age')} error={err('age')} />
        <SelectField
          label="Gender"
          placeholder="Choose…"
          options={genderOptions}
          {...text('gender')}
          error={err('gender')}
        />
        <SelectField
          label="Tell us about yourself"
          placeholder="Choose…"
          options={userTypeOptions}
          {...text('user_type')}
          error={err('user_type')}
        />
        <SelectField
          label="Your main goal"
          placeholder="Choose…"
          options={purposeOptions}
          {...text('primary_purpose')}
          error={err('primary_purpose')}
        />
        {values.primary_purpose === 'Others' ? (
          <TextField
            label="Your goal, in your words"
            {...text('primary_purpose_other')}
            error={err('primary_purpose_other')}
          />
        ) : null}
      </div>
      <ChoiceGroup
        name="isParent"
        legend="Are you a parent?"
        options={yesNoOptions}
        value={values.isParent}
        onChange={(v) => set('isParent', v as YesNo)}
        error={err('isParent')}
      />
      {values.isParent === 'yes' ? (
        <ChildAgesField
          rows={values.childrenAge}
          onChange={(rows) => {
            set('childrenAge', rows);
            setAgeErrors(undefined);
          }}
          errors={ageErrors}
          summaryError={ageErrors ? undefined : server.childrenAge}
        />
      ) : null}
      <ChoiceGroup
        name="receiveWhatsappNotification"
        legend="Course updates on WhatsApp?"
        options={yesNoOptions}
        value={values.receiveWhatsappNotification}
        onChange={(v) => set('receiveWhatsappNotification', v as YesNo)}
        error={err('receiveWhatsappNotification')}
      />
      {values.receiveWhatsappNotification === 'yes' ? (
        <TextField
          label="WhatsApp number"
          inputMode="numeric"
          maxLength={10}
          {...text('whatsappNumber')}
          error={err('whatsappNumber')}
        />
      ) : null}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.isSubscribe} onChange={(e) => set('isSubscribe', e.target.checked)} />
        Send me news of my progress and new courses
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={save.pending}>
          Save
        </Button>
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { otpLoginSchema, parentSignupSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { requestOtp, signUpParent, type OtpHandOver } from '../api/otp';
import styles from './auth.module.css';
import { FormError } from './form-error';

/** Spec 01 §9: the OTP resend wait, when the server does not say. */
const DEFAULT_RESEND_S = 30;

/**
 * The form of the parent sign-in and sign-up pages: (name,) phone or e-mail, Continue. The OTP page
 * links back here with the values it was given, so changing the phone or e-mail keeps the rest.
 */
export function ParentIdForm({ from }: { from: OtpHandOver['from'] }) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const back = (state ?? {}) as { loginId?: string; parentName?: string };
  const [values, setValues] = useState({ login_id: back.loginId ?? '', parent_name: back.parentName ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useAction(async () =>
    from === 'signup' ? signUpParent(values.login_id, values.parent_name) : requestOtp(values.login_id),
  );

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked =
      from === 'signup'
        ? validate(parentSignupSchema, values)
        : validate(otpLoginSchema, { login_id: values.login_id });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await send.run();
    if (!result) return;
    const handOver: OtpHandOver = {
      userId: result.data.user_id,
      loginId: result.data.login_id || values.login_id.replace(/\s+/g, ''),
      resendAfter: result.data.resend_after || DEFAULT_RESEND_S,
      message: result.message,
      from,
      ...(from === 'signup' ? { parentName: values.parent_name.trim() } : {}),
    };
    void navigate({ pathname: paths.parentVerifyOtp, search }, { state: handOver });
  }

  const fieldErrors = { ...serverFieldErrors(send.error), ...errors };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <FormError error={send.error} />
      {from === 'signup' ? (
        <TextField
          name="parent_name"
          label="Your name"
          autoComplete="name"
          value={values.parent_name}
          onChange={change('parent_name')}
          error={fieldErrors.parent_name}
        />
      ) : null}
      <TextField
        name="login_id"
        label="Mobile number or e-mail"
        autoComplete="username"
        hint="A 10-digit mobile number, or your e-mail address"
        value={values.login_id}
        onChange={change('login_id')}
        error={fieldErrors.login_id}
      />
      <Button type="submit" className={styles.submit} busy={send.pending}>
        Continue
      </Button>
    </form>
  );
}

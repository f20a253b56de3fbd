import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { forgotPinSchema, pinLoginSchema } from '#shared/schemas/auth';
import { successMessages } from '#shared/success-messages';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { loginWithPin, requestPin } from '../api/sign-in';
import { sessionFromLogin } from '../api/start-session';
import { homeAfterLogin } from '../../../lib/destinations';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import styles from './auth.module.css';
import { FormError } from './form-error';
import { SocialButtons } from './social-buttons';
import { MfaStep } from './mfa-step';
import { isMfaStep, type LoginData, type MfaStepData } from '#shared/api/contract';

/** Login id and PIN (or licence key), LOG IN, New user, Forgot PIN, Google and Facebook. */
export function LoginForm() {
  const { search } = useLocation();
  const [values, setValues] = useState(() => ({ login_id: new URLSearchParams(search).get('loginId') ?? '', pin: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pinSent, setPinSent] = useState(false);
  const [mfa, setMfa] = useState<MfaStepData | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const finish = useFinishSignIn();
  const login = useAction(loginWithPin);
  const forgot = useAction(requestPin);

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    focusFirstInvalid(form.current, next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    forgot.setError(null);
    const checked = validate(pinLoginSchema, values);
    if (!checked.ok) return showErrors(checked.errors);
    const result = await login.run(values.login_id, values.pin);
    if (!result) return;
    // A staff account's PIN opens the authenticator step before any session (decision 570).
    if (isMfaStep(result.data)) setMfa(result.data);
    else signedIn(result.data);
  }

  const signedIn = (data: LoginData) =>
    finish(sessionFromLogin(data), /^\d+$/.test(values.pin.trim()) ? 'pin' : 'licence_key', {
      home: homeAfterLogin(data),
    });

  // Spec 01 §5: "A login id is needed before a PIN can be resent, else the login validation message appears."
  async function forgotPin() {
    login.setError(null);
    setPinSent(false);
    const checked = validate(forgotPinSchema, { user_name: values.login_id });
    if (!checked.ok) return showErrors({ login_id: checked.errors.user_name });
    setErrors({});
    if (await forgot.run(values.login_id)) {
      setPinSent(true);
      form.current?.querySelector<HTMLInputElement>('input[name="pin"]')?.focus();
    }
  }

  const fieldErrors = { ...serverFieldErrors(login.error), ...errors };
  if (mfa) {
    const restart = () => {
      setMfa(null);
      setValues((v) => ({ ...v, pin: '' }));
    };
    return <MfaStep step={mfa} onSignedIn={signedIn} onRestart={restart} />;
  }
  return (
    <>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {/* A refused sign-in is the news now: the green banner never stands beside the red message. */}
        {pinSent && !login.error ? <Notice>{successMessages.pinSentBanner}</Notice> : null}
        <FormError error={login.error ?? forgot.error} />
        <TextField
          name="login_id"
          label="Email, mobile number or Olympiad ID"
          autoComplete="username"
          value={values.login_id}
          onChange={change('login_id')}
          error={fieldErrors.login_id}
        />
        <TextField
          name="pin"
          type="password"
          label="PIN or licence key"
          autoComplete="current-password"
          value={values.pin}
          onChange={change('pin')}
          error={fieldErrors.pin}
        />
        <div className={styles.endRow}>
          <button type="button" className={styles.linkButton} onClick={forgotPin} disabled={forgot.pending}>
            {forgot.pending ? 'Sending a new PIN…' : 'Forgot PIN'}
          </button>
        </div>
        <Button type="submit" className={styles.submit} busy={login.pending}>
          LOG IN
        </Button>
        <p className={styles.muted}>
          First time here? <Link to={{ pathname: paths.signup, search }}>New user</Link>
        </p>
      </form>
      <div className={styles.divider}>or sign in with</div>
      <SocialButtons search={search} />
    </>
  );
}

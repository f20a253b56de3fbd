import { useRef, useState, type FormEvent } from 'react';
import type { LoginData, MfaStepData } from '#shared/api/contract';
import { verifyMfaSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { verifyMfa } from '../api/staff-mfa';
import styles from './auth.module.css';
import { FormError } from './form-error';
import { MfaQr } from './mfa-qr';

/**
 * A staff member's second step after a right PIN or OTP (decision 570): set up an authenticator app
 * (scan the QR code or type the secret, then its first code), or type its current code.
 */
export function MfaStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: MfaStepData;
  onSignedIn: (data: LoginData) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const verify = useAction(verifyMfa);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(verifyMfaSchema, { mfa_token: step.mfa_token, code });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await verify.run(step.mfa_token, code);
    if (result) onSignedIn(result.data);
    else form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.select();
  }

  const fieldErrors = { ...serverFieldErrors(verify.error), ...errors };
  const setup = step.mfa_step === 'setup';
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="mfa-title">
      <h2 id="mfa-title" className={styles.stepTitle}>
        {setup ? 'Set up your authenticator app' : 'Enter your authenticator code'}
      </h2>
      {setup ? (
        <>
          <p className={styles.muted}>
            Staff accounts need a second step. Scan this QR code with an authenticator app (Google Authenticator,
            Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.
          </p>
          {step.otpauth_uri ? <MfaQr uri={step.otpauth_uri} /> : null}
          <p className={styles.muted}>Can’t scan? Type this key into the app instead:</p>
          <code className={styles.mfaSecret}>{step.secret?.match(/.{1,4}/g)?.join(' ')}</code>
        </>
      ) : (
        <p className={styles.muted}>
          Open the authenticator app you set up for Fluentia and enter the 6-digit code it shows now.
        </p>
      )}
      <FormError error={verify.error} />
      <TextField
        name="code"
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={7}
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors({});
        }}
        error={fieldErrors.code}
      />
      <Button type="submit" className={styles.submit} busy={verify.pending}>
        {setup ? 'VERIFY AND SIGN IN' : 'SIGN IN'}
      </Button>
      <p className={styles.muted}>
        <button type="button" className={styles.linkButton} onClick={onRestart}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}

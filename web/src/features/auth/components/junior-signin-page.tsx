import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { clientMessages } from '#shared/errors';
import { juniorLoginSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { ApiError, isApiError } from '../../../lib/api-error';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { loginAsJunior } from '../api/sign-in';
import { sessionFromLogin } from '../api/start-session';
import { isMfaStep } from '#shared/api/contract';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { FormError } from './form-error';

/**
 * Credentials pasted as a parent copied them ("Username: asha2741\nPIN: 482913"): spec 01 §2, "a
 * pasted clipboard text containing the words username: and pin: pre-fills both fields".
 */
export function parseCredentials(text: string): { username: string; pin: string } | undefined {
  const username = /username\s*:\s*(\S+)/i.exec(text)?.[1];
  const pin = /\bpin\s*:\s*(\S+)/i.exec(text)?.[1];
  return username && pin ? { username, pin } : undefined;
}

/** /junior/signin: username, PIN, "Keep me signed in", Log in. */
export function JuniorSigninPage() {
  const [values, setValues] = useState({ login_id: '', pin: '', keepalive: true });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const finish = useFinishSignIn();
  const login = useAction(loginAsJunior);

  const change = (name: 'login_id' | 'pin') => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  // Reads only what the visitor pasted: the clipboard is never read without their gesture.
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const found = parseCredentials(event.clipboardData.getData('text'));
    if (!found) return;
    event.preventDefault();
    setValues((v) => ({ ...v, login_id: found.username, pin: found.pin }));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(juniorLoginSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await login.run(values.login_id, values.pin, values.keepalive);
    // A junior is never staff, so the answer is always a session (never the authenticator step).
    if (result && !isMfaStep(result.data)) finish({ ...sessionFromLogin(result.data), userType: 'w' }, 'junior');
  }

  const fieldErrors = { ...serverFieldErrors(login.error), ...errors };
  return (
    <AuthLayout
      title="Junior sign in"
      intro={<p>Use the username and PIN your parent gave you. You can paste both at once.</p>}
      footer={
        <p>
          Grown-up? <Link to={paths.login}>Sign in here</Link> · <Link to={paths.parentLogin}>Parent sign in</Link>
        </p>
      }
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <FormError error={inChildWords(login.error)} />
        <TextField
          name="login_id"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={values.login_id}
          onChange={change('login_id')}
          onPaste={paste}
          error={fieldErrors.login_id}
        />
        <TextField
          name="pin"
          type="password"
          label="PIN"
          inputMode="numeric"
          autoComplete="current-password"
          value={values.pin}
          onChange={change('pin')}
          onPaste={paste}
          error={fieldErrors.pin}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.keepalive}
            onChange={(e) => setValues((v) => ({ ...v, keepalive: e.target.checked }))}
          />
          Keep me signed in
        </label>
        <Button type="submit" className={styles.submit} busy={login.pending}>
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}

/** A refused sign-in named by this page's own fields: a child has a username, not a 'login id'. */
function inChildWords(error: unknown): unknown {
  if (!isApiError(error) || error.key !== 'loginFailed') return error;
  return new ApiError({
    kind: error.kind,
    code: error.code,
    key: error.key,
    message: clientMessages.juniorLoginFailed,
  });
}

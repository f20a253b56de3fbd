import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { resolveLoginId } from '#shared/auth/login-id';
import { successMessages } from '#shared/success-messages';
import { PIN_LENGTH, pinLoginSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { useCountdown } from '../../../hooks/use-countdown';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { loginWithPin, requestPin } from '../api/sign-in';
import { sessionFromLogin } from '../api/start-session';
import { afterSignInPath, homeAfterLogin } from '../../../lib/destinations';
import { useSession } from '../../../lib/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { FormError } from './form-error';
import { ResendControl } from './resend-control';
import { MfaStep } from './mfa-step';
import { isMfaStep, type LoginData, type MfaStepData } from '#shared/api/contract';

/** Spec 01 §9: 30 seconds between two PINs (the server refuses sooner ones). */
const RESEND_WAIT_S = 30;

/** /verifyuser?loginId=…: the PIN just sent, VERIFY NOW, and 'Click here to resend PIN'. */
export function VerifyUserPage() {
  const { search } = useLocation();
  const session = useSession();
  const query = new URLSearchParams(search);
  const loginId = query.get('loginId') ?? '';
  // Already signed in as this very account when the page opened (a new user's Continue after paying,
  // spec 02 §2): it is verified; go on. (Not after VERIFY NOW here: that sign-in goes on by itself.)
  const [verifiedBefore] = useState(() => Boolean(session && loginId && session.login_id === loginId));
  if (verifiedBefore && session) return <Navigate to={afterSignInPath(session, search)} replace />;
  return <VerifyUserForm search={search} loginId={loginId} justSent={query.get('sent') === '1'} />;
}

function VerifyUserForm({ search, loginId, justSent }: { search: string; loginId: string; justSent: boolean }) {
  const [pin, setPin] = useState('');
  const [mfa, setMfa] = useState<MfaStepData | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState(justSent);
  const form = useRef<HTMLFormElement>(null);
  const wait = useCountdown(justSent ? RESEND_WAIT_S : 0);
  const finish = useFinishSignIn();
  const verify = useAction(loginWithPin);
  const resend = useAction(requestPin);
  const valid = resolveLoginId(loginId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    resend.setError(null);
    const checked = validate(pinLoginSchema, { login_id: loginId, pin });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await verify.run(loginId, pin);
    if (!result) return;
    // Sign-up for a staff account's own e-mail sends it a PIN: the authenticator step follows (decision 570).
    if (isMfaStep(result.data)) setMfa(result.data);
    else signedIn(result.data);
  }

  const signedIn = (data: LoginData) => finish(sessionFromLogin(data), 'pin', { home: homeAfterLogin(data) });

  async function resendPin() {
    verify.setError(null);
    setBanner(false);
    if (await resend.run(loginId)) {
      setBanner(true);
      wait.restart(RESEND_WAIT_S);
    }
  }

  if (!valid.ok) {
    return (
      <AuthLayout
        title="Verify your account"
        footer={<Link to={{ pathname: paths.signup, search }}>Create an account</Link>}
      >
        <p className={styles.muted}>
          This link does not say which account to verify. Please create your account again.
        </p>
      </AuthLayout>
    );
  }

  const fieldErrors = { ...serverFieldErrors(verify.error), ...errors };
  if (mfa) {
    return (
      <AuthLayout title="Verify your account">
        <MfaStep step={mfa} onSignedIn={signedIn} onRestart={() => setMfa(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Verify your account"
      intro={
        <p>
          Enter the {PIN_LENGTH}-digit PIN we sent to <strong>{valid.value}</strong>.
        </p>
      }
      footer={<Link to={{ pathname: paths.login, search }}>Back to sign in</Link>}
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {banner ? <Notice>{successMessages.pinSentBanner}</Notice> : null}
        <FormError error={verify.error ?? resend.error} />
        <TextField
          name="pin"
          type="password"
          label="PIN"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={pin}
          onChange={(e) => {
            setPin(e.target.value);
            setErrors({});
          }}
          error={fieldErrors.pin ?? fieldErrors.login_id}
        />
        <Button type="submit" className={styles.submit} busy={verify.pending}>
          VERIFY NOW
        </Button>
        <ResendControl
          label="Click here to resend PIN"
          what="PIN"
          secondsLeft={wait.secondsLeft}
          pending={resend.pending}
          onResend={resendPin}
        />
      </form>
    </AuthLayout>
  );
}

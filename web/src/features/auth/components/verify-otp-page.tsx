import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { OTP_LENGTH, verifyOtpSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { useCountdown } from '../../../hooks/use-countdown';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { isOtpHandOver, requestOtp, signUpParent, verifyOtp, type OtpHandOver } from '../api/otp';
import { sessionFromLogin, sessionFromOtp } from '../api/start-session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthLayout } from './auth-layout';
import { ChildHandOver, returnTarget } from './child-hand-over';
import { useSession } from '../../../lib/session';
import styles from './auth.module.css';
import { FormError } from './form-error';
import { ResendControl } from './resend-control';
import { MfaStep } from './mfa-step';
import { isMfaStep, type MfaStepData } from '#shared/api/contract';
import { homeAfterLogin } from '../../../lib/destinations';

/**
 * /parent/verifyotp (spec 01 §2): Submit OTP; after each OTP is sent a 30-second countdown runs,
 * then Resend OTP appears and restarts it; a link goes back to change the phone or e-mail.
 * It needs what the sending page handed over; opened directly, it goes to the parent sign-in. A
 * signed-in parent with a `return_path` (the success page after buying for a child) goes on to it.
 */
export function VerifyOtpPage() {
  const { state, search } = useLocation();
  const session = useSession();
  const { returnPath, childId } = returnTarget(search);
  // A parent already signed in when the page opened (the success page after buying for a child, spec
  // 02 §2): they are who they say, so the page opens that child's dashboard with the child token, or
  // the return path. (Not after Submit OTP here: that sign-in goes on by itself.)
  const [signedInBefore] = useState(() => Boolean(session && session.userType !== 'w'));
  if (signedInBefore && session && returnPath) {
    if (!childId) return <Navigate to={returnPath} replace />;
    return (
      <AuthLayout title="Opening your child's dashboard">
        <ChildHandOver childId={childId} returnPath={returnPath} />
      </AuthLayout>
    );
  }
  if (!isOtpHandOver(state)) return <Navigate to={{ pathname: paths.parentLogin, search }} replace />;
  return <VerifyOtpForm handOver={state} search={search} />;
}

function homeAfterOtp(data: { isParent: boolean; new_user: boolean }): string {
  if (data.isParent) return paths.parentDashboard;
  return data.new_user ? paths.onboardStep1 : paths.dashboard;
}

function VerifyOtpForm({ handOver, search }: { handOver: OtpHandOver; search: string }) {
  const [sent, setSent] = useState(handOver);
  const [otp, setOtp] = useState('');
  const [mfa, setMfa] = useState<MfaStepData | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const wait = useCountdown(handOver.resendAfter);
  const finish = useFinishSignIn();
  const verify = useAction(verifyOtp);
  // Resending repeats the sending page's own call, so a new parent's name is not lost.
  const resend = useAction(() =>
    sent.from === 'signup' ? signUpParent(sent.loginId, sent.parentName ?? '') : requestOtp(sent.loginId),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    resend.setError(null);
    const checked = validate(verifyOtpSchema, { otp, user_id: sent.userId });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await verify.run(otp, sent.userId);
    if (!result) return;
    // A staff account's OTP opens the authenticator step before any session (decision 570).
    if (isMfaStep(result.data)) setMfa(result.data);
    else finish(sessionFromOtp(result.data, sent.loginId, sent.parentName), 'otp', { home: homeAfterOtp(result.data) });
  }

  async function resendOtp() {
    verify.setError(null);
    setOtp('');
    setErrors({});
    const result = await resend.run();
    if (!result) return;
    setSent({ ...sent, userId: result.data.user_id, message: result.message });
    wait.restart(result.data.resend_after || 30);
  }

  const back = sent.from === 'signup' ? paths.parentSignup : paths.parentLogin;
  const fieldErrors = { ...serverFieldErrors(verify.error), ...errors };
  if (mfa) {
    return (
      <AuthLayout title="Verify OTP">
        <MfaStep
          step={mfa}
          onSignedIn={(data) => finish(sessionFromLogin(data), 'otp', { home: homeAfterLogin(data) })}
          onRestart={() => setMfa(null)}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Verify OTP"
      intro={
        <p>
          Enter the {OTP_LENGTH}-digit OTP we sent to <strong>{sent.loginId}</strong>.
        </p>
      }
      footer={
        <Link to={{ pathname: back, search }} state={{ loginId: sent.loginId, parentName: sent.parentName }}>
          Change phone number or e-mail
        </Link>
      }
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {sent.message && !verify.error && !resend.error ? <Notice>{sent.message}</Notice> : null}
        <FormError error={verify.error ?? resend.error} />
        <TextField
          name="otp"
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          value={otp}
          onChange={(e) => {
            setOtp(e.target.value.replace(/\D/g, ''));
            setErrors({});
          }}
          error={fieldErrors.otp}
        />
        <Button type="submit" className={styles.submit} busy={verify.pending}>
          Submit OTP
        </Button>
        <ResendControl
          label="Resend OTP"
          what="OTP"
          secondsLeft={wait.secondsLeft}
          pending={resend.pending}
          onResend={resendOtp}
        />
      </form>
    </AuthLayout>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { catalogue } from '#shared/errors';
import { accountTexts, sendMobileOtpSchema, verifyMobileOtpSchema } from '#shared/schemas/accounts';
import { OTP_LENGTH } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { useAction } from '../../../hooks/use-action';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/api-client';
import { serverFieldErrors, validate } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { sendMobileOtp, verifyMobileOtp } from '../api/profile';
import styles from './account.module.css';
import { OtpField } from './otp-field';

/**
 * Mobile verification on the profile (spec 01 §4): Verify sends an OTP and opens a modal; success
 * marks the mobile verified and closes it. An already verified number shows 'Phone number already
 * verified' for 5 seconds (§9). Asking for another OTP clears the field and resends.
 */
export const VERIFIED_NOTICE_MS = 5_000;

export function MobileVerify(props: {
  phone: string;
  verified: boolean;
  onVerified: (phone: string) => void;
  onInvalid: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState(false);
  const send = useAction(sendMobileOtp);
  const wait = useCountdown(0);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), VERIFIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const alreadyVerified = () => setNotice(true);

  async function start() {
    const checked = validate(sendMobileOtpSchema, { mobile: props.phone });
    if (!checked.ok) return props.onInvalid(checked.errors.mobile ?? catalogue.validation.message);
    if (props.verified) return alreadyVerified();
    const result = await send.run(props.phone);
    if (result) {
      wait.restart(result.data.resend_after || 30);
      setOpen(true);
    }
  }

  const sendError = send.error;
  const sentAlreadyVerified = isApiError(sendError) && sendError.message === catalogue.phoneAlreadyVerified.message;
  useEffect(() => {
    if (sentAlreadyVerified) setNotice(true);
  }, [sentAlreadyVerified]);

  return (
    <>
      <Button variant="secondary" onClick={() => void start()} busy={send.pending && !open}>
        Verify
      </Button>
      <div className={styles.full}>
        {notice ? <Notice>{catalogue.phoneAlreadyVerified.message}</Notice> : null}
        {sendError && !sentAlreadyVerified && !open ? <ErrorAlert error={sendError} /> : null}
      </div>
      {/* The Verify button sits in the profile form; a form may not hold another, so the modal goes to <body>. */}
      {createPortal(
        <OtpModal
          open={open}
          phone={props.phone}
          secondsLeft={wait.secondsLeft}
          resending={send.pending}
          resendError={open ? sendError : null}
          onResend={async () => {
            const result = await send.run(props.phone);
            if (result) wait.restart(result.data.resend_after || 30);
          }}
          onClose={() => setOpen(false)}
          onVerified={() => {
            setOpen(false);
            toast.success(accountTexts.mobileVerified);
            props.onVerified(props.phone);
          }}
        />,
        document.body,
      )}
    </>
  );
}

function OtpModal(props: {
  open: boolean;
  phone: string;
  secondsLeft: number;
  resending: boolean;
  resendError: unknown;
  onResend: () => Promise<void>;
  onClose: () => void;
  onVerified: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useAction(verifyMobileOtp);
  const form = useRef<HTMLFormElement>(null);

  const clearVerifyError = verify.setError;
  useEffect(() => {
    if (!props.open) return;
    setOtp('');
    setError(undefined);
    clearVerifyError(null);
  }, [props.open, clearVerifyError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to the profile form
    const checked = validate(verifyMobileOtpSchema, { otp });
    if (!checked.ok) {
      setError(checked.errors.otp);
      form.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
      return;
    }
    if (await verify.run(otp)) props.onVerified();
  }

  async function resend() {
    setOtp('');
    setError(undefined);
    verify.setError(null);
    await props.onResend();
  }

  const fieldError = error ?? serverFieldErrors(verify.error)?.otp;
  const alert = verify.error && !serverFieldErrors(verify.error) ? verify.error : props.resendError;
  return (
    <Modal open={props.open} onClose={props.onClose} title="Verify your mobile number" busy={verify.pending}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          Enter the {OTP_LENGTH}-digit OTP we sent to <strong>{props.phone}</strong>.
        </p>
        {alert ? <ErrorAlert error={alert} /> : null}
        <OtpField
          label="OTP"
          value={otp}
          onChange={(next) => {
            setOtp(next);
            setError(undefined);
          }}
          error={fieldError}
        />
        <div className={styles.actions}>
          {props.secondsLeft > 0 ? (
            <span className={styles.muted}>You can ask for another OTP in {props.secondsLeft} s.</span>
          ) : (
            <Button variant="ghost" onClick={() => void resend()} busy={props.resending}>
              Resend OTP
            </Button>
          )}
          <Button type="submit" busy={verify.pending}>
            Verify OTP
          </Button>
        </div>
      </form>
    </Modal>
  );
}

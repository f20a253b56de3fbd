import { useRef, useState, type FormEvent } from 'react';
import { becomeParentSchema, becomeParentVerifySchema } from '#shared/schemas/accounts';
import { OTP_LENGTH } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { useCountdown } from '../../../hooks/use-countdown';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/form';
import { sendParentOtp, verifyParentOtp } from '../api/become-parent';
import styles from './family.module.css';

/**
 * Shown on /parent/dashboard to an adult learner who is not a parent yet (decision 0108: 'Add a child'
 * was a dead end). As the parent sign-up does, it proves a mobile number by OTP; the account then
 * becomes a parent's without signing out, and `onDone` opens the add-child modal.
 */
export function BecomeParentCard({ phone, onDone }: { phone: string; onDone: () => void }) {
  const [mobile, setMobile] = useState(/^\d{10}$/.test(phone) ? phone : '');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useAction(sendParentOtp);
  const verify = useAction(verifyParentOtp);
  const wait = useCountdown(0);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const checked = validate(becomeParentSchema, { mobile: mobile.trim() });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    setErrors({});
    verify.setError(null);
    const result = await send.run(checked.data.mobile);
    if (!result) return;
    setOtp('');
    setSentTo(checked.data.mobile);
    wait.restart(result.data.resend_after || 30);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = validate(becomeParentVerifySchema, { otp: otp.trim() });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    setErrors({});
    send.setError(null);
    if (await verify.run(checked.data.otp)) onDone();
  }

  return (
    <section className={styles.card} aria-labelledby="become-parent-title">
      <h2 id="become-parent-title" className={styles.cardTitle}>
        Add your child
      </h2>
      <p className={styles.muted}>
        To add a child, your account becomes a parent account. You keep your own courses and tests. First, confirm your
        mobile number with a one-time code, as every parent does.
      </p>
      {sentTo === null ? (
        <form ref={form} noValidate onSubmit={(e) => void sendCode(e)} className={styles.inlineForm}>
          <TextField
            name="mobile"
            label="Your mobile number"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={errors.mobile}
          />
          {send.error ? <ErrorAlert error={send.error} /> : null}
          <div className={styles.cardActions}>
            <Button type="submit" busy={send.pending}>
              Send OTP
            </Button>
          </div>
        </form>
      ) : (
        <form ref={form} noValidate onSubmit={(e) => void confirm(e)} className={styles.inlineForm}>
          <p>OTP sent to {sentTo}.</p>
          <TextField
            name="otp"
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            error={errors.otp}
          />
          {verify.error ? <ErrorAlert error={verify.error} /> : null}
          {send.error ? <ErrorAlert error={send.error} /> : null}
          <div className={styles.cardActions}>
            <Button type="submit" busy={verify.pending}>
              Submit OTP
            </Button>
            {wait.secondsLeft > 0 ? (
              <span className={styles.muted}>Resend OTP in {wait.secondsLeft}s</span>
            ) : (
              <Button variant="ghost" onClick={() => void sendCode()} busy={send.pending}>
                Resend OTP
              </Button>
            )}
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              Change number
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

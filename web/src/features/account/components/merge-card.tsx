import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MergeOtpSentData } from '#shared/api/contract-accounts';
import { accountTexts, mergeSendOtpSchema, mergeUserSchema } from '#shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { mergeAccounts, sendMergeOtp } from '../api/settings';
import styles from './account.module.css';
import { OtpField } from './otp-field';

/**
 * Settings: account merge (spec 01 §4): an OTP goes to the other account, then the merge takes its
 * id and the OTP; the page reloads after 3 seconds (§9) so every screen shows the merged account.
 */
export const MERGE_RELOAD_MS = 3_000;

export function MergeCard({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [loginId, setLoginId] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<{ data: MergeOtpSentData; message: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [merged, setMerged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const send = useAction(sendMergeOtp);
  const merge = useAction(mergeAccounts);

  useEffect(() => {
    if (!merged) return;
    const timer = setTimeout(reload, MERGE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [merged, reload]);

  function fail(found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid(form.current, found);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) {
      const checked = validate(mergeSendOtpSchema, { user_name: loginId });
      if (!checked.ok) return fail(checked.errors);
      const result = await send.run(loginId.trim());
      if (result) setSent({ data: result.data, message: result.message });
      return;
    }
    const checked = validate(mergeUserSchema, { secondary_id: sent.data.secondary_id, otp });
    if (!checked.ok) return fail(checked.errors);
    if (await merge.run(sent.data.secondary_id, otp)) setMerged(true);
  }

  const failure = merge.error ?? send.error;
  const server = serverFieldErrors(failure) ?? {};
  return (
    <section className={styles.card} aria-labelledby="merge-title">
      <h2 id="merge-title" className={styles.cardTitle}>
        Merge another account
      </h2>
      <p className={styles.muted}>
        Signed up twice? Bring the courses, progress, children and orders of your other account into this one. The other
        account is closed.
      </p>
      {merged ? (
        <Notice>
          {accountTexts.merged} The page will reload in {MERGE_RELOAD_MS / 1000} seconds.
        </Notice>
      ) : (
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          {failure && !serverFieldErrors(failure) ? <ErrorAlert error={failure} /> : null}
          {sent ? <Notice>{sent.message || `We sent an OTP to ${sent.data.login_id}.`}</Notice> : null}
          <TextField
            name="user_name"
            label="E-mail or mobile number of the other account"
            autoComplete="off"
            readOnly={sent !== null}
            value={loginId}
            onChange={(e) => {
              setLoginId(e.target.value);
              setErrors({});
            }}
            error={errors.user_name ?? server.user_name}
          />
          {sent ? (
            <OtpField
              label="OTP sent to the other account"
              value={otp}
              onChange={(next) => {
                setOtp(next);
                setErrors({});
              }}
              error={errors.otp ?? server.otp}
            />
          ) : null}
          <div className={styles.actions}>
            {sent ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setSent(null);
                  setOtp('');
                  merge.setError(null);
                }}
              >
                Use another account
              </Button>
            ) : null}
            <Button type="submit" busy={send.pending || merge.pending}>
              {sent ? 'Merge accounts' : 'Send OTP'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

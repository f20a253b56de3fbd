import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UNDO_DAYS } from '#shared/privacy/notice';
import { deleteAccountSchema } from '#shared/schemas/privacy';
import { DataDownload } from '../../../components/privacy/data-download';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { validate } from '../../../lib/form';
import { deleteAccount, restoreAccount, sendDeletionCode, usePrivacyStatus } from '../api/privacy';
import { OtpField } from './otp-field';
import styles from './account.module.css';

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** Settings' "Your data" card: the download of everything the account holds, and the privacy page (decision 0802). */
export function YourDataCard() {
  return (
    <section className={styles.card} aria-labelledby="data-title">
      <h2 id="data-title" className={styles.cardTitle}>
        Your data
      </h2>
      <p className={styles.muted}>
        A ZIP file of your profile, tests, answers and scores, bills and recordings. What we keep, and for how long, is
        on the <Link to={paths.privacy}>privacy page</Link>.
      </p>
      <DataDownload />
    </section>
  );
}

/**
 * Settings' "Delete my account" (decision 0801): a code to the account's phone or e-mail confirms it;
 * every session ends, and for the undo window signing in again shows the date and a Restore button.
 */
export function DeleteAccountCard() {
  const { data, mutate } = usePrivacyStatus();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const send = useAction(sendDeletionCode);
  const remove = useAction(deleteAccount);
  const restore = useAction(restoreAccount);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = validate(deleteAccountSchema, { otp });
    if (!checked.ok) return setOtpError(checked.errors.otp);
    if (await remove.run(otp)) await navigate(paths.logout);
  }

  const due = data?.erase_after;
  return (
    <section className={styles.card} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.cardTitle}>
        Delete my account
      </h2>
      {due ? (
        <>
          <Alert
            tone="info"
            title={`Your account is set to be deleted on ${formatDay(due)}.`}
            actions={
              <Button
                busy={restore.pending}
                onClick={() => void restore.run().then((r) => r && mutate(r.data, { revalidate: false }))}
              >
                Keep my account
              </Button>
            }
          >
            Until then you can keep it; after that everything is erased.
          </Alert>
          {restore.error ? <ErrorAlert error={restore.error} /> : null}
        </>
      ) : sentTo ? (
        <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
          <p>
            We sent a code to {sentTo}. Enter it to delete your account and your children’s profiles. You are signed out
            everywhere; for {UNDO_DAYS} days you can sign in again and keep the account.
          </p>
          <OtpField
            label="Code"
            value={otp}
            onChange={(v) => {
              setOtp(v);
              setOtpError(undefined);
            }}
            error={otpError}
          />
          {remove.error ? <ErrorAlert error={remove.error} /> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={remove.pending}>
              Delete my account
            </Button>
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.muted}>
            Deletes your profile, tests, scores, recordings and certificates, and your children’s profiles, after{' '}
            {UNDO_DAYS} days in which you can change your mind. Bills stay, with your name removed, as the law requires.
          </p>
          <Button
            variant="secondary"
            busy={send.pending}
            onClick={() => void send.run().then((r) => r && setSentTo(r.data.sent_to))}
          >
            Delete my account…
          </Button>
          {send.error ? <ErrorAlert error={send.error} /> : null}
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { resetPin } from '../api/settings';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';
import { LicenceCard } from './licence-card';
import { MergeCard } from './merge-card';
import { MicrophoneCard } from './microphone-card';
import { NotificationsCard } from './notifications-card';
import { DeleteAccountCard, YourDataCard } from './privacy-cards';

/**
 * /settings (spec 01 §2): licence key, microphone toggle, notifications toggle, reset PIN, account
 * merge, your data (download, the privacy page) and deleting the account, and a /logout link.
 */
export function SettingsPage() {
  return (
    <AccountFrame title="Account Settings">
      <div className={styles.stack}>
        <LicenceCard />
        <MicrophoneCard />
        <NotificationsCard />
        <ResetPinCard />
        <MergeCard />
        <YourDataCard />
        <DeleteAccountCard />
        <p>
          <Link to={paths.logout} className={styles.linkInline}>
            <Icon name="logout" size={18} />
            Log out of Fluentia
          </Link>
        </p>
      </div>
    </AccountFrame>
  );
}

function ResetPinCard() {
  const reset = useAction(resetPin);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="pin-title">
      <div className={styles.cardHead}>
        <h2 id="pin-title" className={styles.cardTitle}>
          PIN
        </h2>
        <Button
          variant="secondary"
          busy={reset.pending}
          onClick={() => void reset.run().then((r) => r && setSent(r.message))}
        >
          Reset PIN
        </Button>
      </div>
      <p className={styles.muted}>
        We will send a new PIN to your registered mobile number or e-mail. Your old PIN stops working.
      </p>
      {sent && !reset.error ? <Notice>{sent}</Notice> : null}
      {reset.error ? <ErrorAlert error={reset.error} /> : null}
    </section>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import type { ProfileData } from '#shared/api/contract-accounts';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { rememberProfile, useProfile } from '../api/profile';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';
import { ProfileForm } from './profile-form';
import { ProfileReadView } from './profile-read-view';

/**
 * /profile (spec 01 §2, §4): the read view, and the edit view that Edit opens. With `boa=1` (the
 * course page's e-mail-update detour, spec 02 §2) it opens in the edit view, saying why.
 */
export function ProfilePage() {
  const { data, error, mutate } = useProfile();
  const askedForEmail = useSearchParams()[0].get('boa') === '1';
  const [editing, setEditing] = useState(askedForEmail);

  const saved = (next: ProfileData, message: string) => {
    void mutate(next, { revalidate: false });
    setEditing(false);
    toast.success(message);
  };
  // A verified mobile is the profile's phone now, whatever the rest of the form holds.
  const mobileVerified = (phone: string) => {
    if (!data) return;
    const next = { ...data, phone, user_profile: { ...data.user_profile, phone, isMobVerified: true } };
    rememberProfile(next);
    void mutate(next, { revalidate: false });
  };

  return (
    <AccountFrame title="Personal Information">
      {askedForEmail && !data?.email ? (
        <Alert tone="info" icon="info" title="Please add your e-mail address">
          <p>
            Your certificates, receipts and reminders are sent to it. Add it below and save, then go back to your
            course.
          </p>
        </Alert>
      ) : null}
      <section className={styles.card} aria-labelledby="profile-title">
        <div className={styles.cardHead}>
          <h2 id="profile-title" className={styles.cardTitle}>
            {editing ? 'Edit your details' : 'Your details'}
          </h2>
          {data && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </div>
        {error && !data ? (
          <ErrorAlert error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <SkeletonGroup label="Loading your details…">
            <Skeleton height={18} width="50%" />
            <Skeleton height={18} width="70%" style={{ marginTop: 16 }} />
            <Skeleton height={18} width="40%" style={{ marginTop: 16 }} />
          </SkeletonGroup>
        ) : editing ? (
          <ProfileForm
            data={data}
            onSaved={saved}
            onCancel={() => setEditing(false)}
            onMobileVerified={mobileVerified}
          />
        ) : (
          <ProfileReadView data={data} />
        )}
      </section>
    </AccountFrame>
  );
}

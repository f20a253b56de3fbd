import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import type { ProfileData } from '#shared/api/contract-accounts';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useRevalidateAll } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { rememberProfile, useProfile } from '../api/profile';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';
import { ProfileForm } from './profile-form';
import { ProfileReadView } from './profile-read-view';

/**
 * /profile (spec 01 §2, §4): the read view, and the edit view that Edit opens. With `boa=1` (the
 * course page's e-mail-update request, spec 02 §2) it opens in the edit view, naming every required detail
 * still missing, and once saved goes back to `next`, the page the learner came from (decision 0831).
 */
export function ProfilePage() {
  const { data, error, mutate } = useProfile();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidateAll = useRevalidateAll();
  const askedForEmail = params.get('boa') === '1';
  const back = returnPath(params.get('next'));
  const [editing, setEditing] = useState(askedForEmail);
  const missing = data ? missingDetails(data) : [];

  const saved = (next: ProfileData, message: string) => {
    // The page gone back to asked for these details: its cached copy, which still asks, goes, and it reads afresh.
    if (askedForEmail && back) revalidateAll({ drop: true });
    void mutate(next, { revalidate: false });
    setEditing(false);
    toast.success(message);
    if (askedForEmail && back) void navigate(back);
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
      {askedForEmail && missing.length ? (
        <Alert tone="info" icon="info" title={`Please add ${listed(missing)}`}>
          <p>
            Your certificates, receipts and reminders are sent to your e-mail address. Fill in{' '}
            {missing.length === 1 ? 'it' : 'each of them'} below and save
            {back ? ': we take you back to your course' : ''}.
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

/** The details the profile form requires (shared/schemas/accounts.ts, profileSchema), by their labels, still empty. */
function missingDetails(data: ProfileData): string[] {
  return [
    ...(data.full_name || data.user_profile.fullName ? [] : ['your full name']),
    ...(data.email || data.user_profile.email ? [] : ['your e-mail address']),
    ...(data.user_profile.userType ? [] : ['which of the choices describes you ("Tell us about yourself")']),
  ];
}

function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Only a path of this site (never another origin): where a saved profile goes back to. */
function returnPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

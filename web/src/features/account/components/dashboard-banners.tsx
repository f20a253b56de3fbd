import { useState } from 'react';
import type { DashboardData } from '#shared/api/contract-accounts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { startAttemptPath } from '../../../lib/links';
import { isDue, markDone } from '../lib/once-a-day';
import { Banner } from './banner';
import styles from './dashboard.module.css';

/**
 * The dashboard's banners (spec 01 §2): update-profile (retail users whose profile lacks something;
 * after a dismissal it comes back a day later, §9), kids (to the parent dashboard) and the Daily
 * widget (retail users with show_dailystep).
 */
const PROFILE_BANNER_KEY = 'profileBannerDismissedAt';

export function ProfileBanner() {
  const [shown, setShown] = useState(() => isDue(PROFILE_BANNER_KEY));
  if (!shown) return null;
  const dismiss = () => {
    markDone(PROFILE_BANNER_KEY);
    setShown(false);
  };
  return (
    <Banner label="Update your profile" icon="user" title="Complete your profile" text="Add your details so we can suggest the right lessons and send your certificates.">
      <ButtonLink to={paths.profile}>Update profile</ButtonLink>
      <Button variant="ghost" onClick={dismiss}>
        Dismiss
      </Button>
    </Banner>
  );
}

export function KidsBanner({ childStatus }: { childStatus: DashboardData['childStatus'] }) {
  const has = childStatus.children > 0;
  return (
    <Banner
      label="Your children"
      icon="users"
      tone="kids"
      title={has ? "Your children's learning" : 'English Olympiad for your child'}
      text={has ? 'See their tests, scores and courses on the parent dashboard.' : 'Add your child (Classes 3 to 10) and let them take a free practice test.'}
    >
      <ButtonLink variant="secondary" to={paths.parentDashboard}>
        {has ? 'Go to Child Profiles' : 'Add a child'}
      </ButtonLink>
    </Banner>
  );
}

export function DailyWidget({ daily }: { daily: NonNullable<DashboardData['dailystep']> }) {
  return (
    <Banner label="Daily step" icon="target" tone="daily" title="Your daily step" text="Five minutes of English today keeps your streak going.">
      <ButtonLink className={styles.dailyLink} to={startAttemptPath(daily.course_id, daily.element_id)}>
        Start today's step
      </ButtonLink>
    </Banner>
  );
}

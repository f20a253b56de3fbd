import { useState } from 'react';
import type { DashboardData } from '#shared/api/contract-accounts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { stored } from '../../../lib/storage';
import { isDue, markDone } from '../lib/once-a-day';
import { Banner } from './banner';

/**
 * The dashboard's banners (spec 01 §2): update-profile (retail users whose profile lacks something;
 * after a dismissal it comes back a day later, §9) and kids (to the parent dashboard). The Daily
 * widget leads the page instead (next-step-card.tsx).
 */
export function ProfileBanner() {
  const [shown, setShown] = useState(() => isDue(stored.profileBannerDismissedAt));
  if (!shown) return null;
  const dismiss = () => {
    markDone(stored.profileBannerDismissedAt);
    setShown(false);
  };
  return (
    <Banner
      label="Update your profile"
      icon="user"
      title="Complete your profile"
      text="Add your details so we can suggest the right lessons and send your certificates."
    >
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
      text={
        has
          ? 'See their tests, scores and courses on the parent dashboard.'
          : 'Add your child (Classes 3 to 10) and let them take a free practice test.'
      }
    >
      <ButtonLink variant="secondary" to={paths.parentDashboard}>
        {has ? 'Go to Child Profiles' : 'Add a child'}
      </ButtonLink>
    </Banner>
  );
}

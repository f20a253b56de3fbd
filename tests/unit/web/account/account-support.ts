import type { DashboardData, ProfileData, UserProfile } from '../../../../shared/api/contract-accounts';

/** Account data as the account handlers send it (shared/api/contract-accounts.ts), for the screen tests. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    fullName: 'Asha Rao',
    gender: 'F',
    age: 32,
    phone: '9876543210',
    email: 'asha@example.com',
    userType: 'Working Professional',
    primaryPurpose: null,
    primaryPurposeOther: null,
    isParent: false,
    childrenAge: '',
    receiveWhatsappNotification: false,
    whatsappNumber: null,
    isSubscribe: false,
    isMobVerified: false,
    ...overrides,
  };
}

export function profileData(overrides: Partial<ProfileData> = {}, profile: Partial<UserProfile> = {}): ProfileData {
  return {
    org_id: null,
    org_name: null,
    user_id: 'u-1',
    user_name: 'asha',
    is_international: false,
    email: 'asha@example.com',
    full_name: 'Asha Rao',
    phone: '9876543210',
    user_profile: userProfile(profile),
    user_type: 'T',
    is_retail: true,
    onboarding: false,
    pending: null,
    profile_incomplete: false,
    ...overrides,
  };
}

/** A user who has not onboarded: nothing on record yet. */
export function newUserProfile(): ProfileData {
  return profileData(
    { full_name: null, phone: null, onboarding: true, pending: '0', profile_incomplete: true },
    { fullName: null, phone: null, userType: null, gender: null, age: null },
  );
}

export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    isSubscribe: true,
    childStatus: { is_parent: false, children: 0 },
    upnext: [],
    show_dailystep: false,
    dailystep: null,
    is_retail: true,
    profile_incomplete: false,
    streak: null,
    levels: null,
    placement: null,
    ...overrides,
  };
}

import type { ProfileData, UserProfile } from '#shared/api/contract-accounts';
import type { OnboardingRequest, ProfileRequest } from '#shared/schemas/accounts';
import { AppError } from '#shared/errors';
import { displayName, getUser, type UserRecord } from './users';
import { saveProfileFields, type ProfileFields } from './contact-ids';
import { notificationPut } from './notifications';
import { orgName as orgNameOf } from './organisations';

/** The profile of spec 01 §3: reading it, and the three calls that save it (v3, onboarding, v1). */

/** The signed-in user's record; a token for an account that no longer exists is an invalid token. */
export async function requireUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user || user.deletedAt || user.mergedInto) throw new AppError('tokenInvalid');
  return user;
}

export async function orgName(orgId: string | undefined): Promise<string | null> {
  return orgId ? orgNameOf(orgId) : null;
}

/**
 * What the update-profile banner asks retail users for (spec 01 §2, §6): what the profile form
 * requires (name, e-mail, background). The phone is optional there, so a saved form clears it.
 */
export function isProfileIncomplete(user: UserRecord): boolean {
  return user.retail && (!user.fullName || !user.email || !user.background);
}

export function userProfile(user: UserRecord): UserProfile {
  return {
    fullName: user.fullName ?? null,
    gender: user.gender ?? null,
    age: user.age ?? null,
    phone: user.phone ?? null,
    email: user.email ?? null,
    userType: user.background ?? null,
    primaryPurpose: user.primaryPurpose ?? null,
    primaryPurposeOther: user.primaryPurposeOther ?? null,
    isParent: user.isParent ?? user.type === 'k',
    childrenAge: user.childrenAge ?? '',
    receiveWhatsappNotification: user.receiveWhatsapp ?? false,
    whatsappNumber: user.whatsappNumber ?? null,
    isSubscribe: user.isSubscribe ?? false,
    isMobVerified: Boolean(user.phone && user.verifiedPhone === user.phone),
  };
}

export async function profileData(user: UserRecord): Promise<ProfileData> {
  return {
    org_id: user.orgId ?? null,
    org_name: await orgName(user.orgId),
    user_id: user.userId,
    user_name: displayName(user),
    email: user.email ?? null,
    full_name: user.fullName ?? null,
    phone: user.phone ?? null,
    user_profile: userProfile(user),
    user_type: user.type,
    is_retail: user.retail,
    is_international: user.international === true,
    onboarding: user.onboarding,
    pending: user.onboarding ? '0' : null,
    profile_incomplete: isProfileIncomplete(user),
  };
}

function childrenAgeText(ages: number[] | undefined): string | undefined {
  return ages === undefined ? undefined : ages.join(',');
}

/** Fields both the profile form and onboarding set. */
function commonFields(input: OnboardingRequest | ProfileRequest): ProfileFields {
  const whatsapp = input.receiveWhatsappNotification;
  return {
    fullName: input.full_name,
    background: input.user_type,
    ...(input.isParent !== undefined ? { isParent: input.isParent } : {}),
    ...(input.childrenAge !== undefined ? { childrenAge: childrenAgeText(input.childrenAge) } : {}),
    ...(whatsapp !== undefined ? { receiveWhatsapp: whatsapp } : {}),
    ...(input.whatsappNumber !== undefined ? { whatsappNumber: input.whatsappNumber } : {}),
    ...(input.isSubscribe !== undefined ? { isSubscribe: input.isSubscribe } : {}),
  };
}

/** POST v3/user_profile. isMobVerified from the form is ignored: only verifyOTP proves a phone. */
export async function saveProfile(user: UserRecord, input: ProfileRequest): Promise<UserRecord> {
  const fields: ProfileFields = {
    ...commonFields(input),
    ...(input.age !== undefined ? { age: input.age } : {}),
    ...(input.gender !== undefined ? { gender: input.gender } : {}),
    ...(input.primary_purpose !== undefined ? { primaryPurpose: input.primary_purpose } : {}),
    ...(input.primary_purpose === 'Others' ? { primaryPurposeOther: input.primary_purpose_other ?? '' } : {}),
  };
  return saveProfileFields(user, fields, { email: input.email, ...(input.phone ? { phone: input.phone } : {}) });
}

/**
 * POST v1/onboarding: everything the steps collected, in one write that also ends onboarding, so a
 * refused phone or e-mail ('exists for another user') leaves onboarding pending and nothing saved.
 */
export async function finishOnboarding(user: UserRecord, input: OnboardingRequest): Promise<UserRecord> {
  const welcome = notificationPut(user.userId, {
    message: user.onboarding ? 'Welcome to Fluentia! Your profile is ready.' : 'Your profile details were updated.',
    target: { name: 'mydashboard', params: {} },
    status: 'success',
  });
  return saveProfileFields(
    user,
    { ...commonFields(input), onboarding: false },
    { ...(input.email ? { email: input.email } : {}), ...(input.phone ? { phone: input.phone } : {}) },
    [welcome],
  );
}

/** POST v1/user_profile, the older call (also before booking a coach call). */
export async function saveLegacyProfile(
  user: UserRecord,
  input: { full_name: string; email: string; phone: string },
): Promise<UserRecord> {
  return saveProfileFields(user, { fullName: input.full_name }, { email: input.email, phone: input.phone });
}

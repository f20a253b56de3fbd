import type { ProfileData } from '#shared/api/contract-accounts';
import type { RequestOf } from '../../../lib/api-client';
import { stored } from '../../../lib/storage';
import { paths } from '../../../config/paths';
import { ageRows, filledAges } from './child-ages';

/**
 * What the five onboarding steps collect (spec 01 §2, §4), kept for the browser tab so a reload
 * loses nothing; it is sent once, at the end (POST v1/onboarding), and then forgotten.
 */
export type YesNo = '' | 'yes' | 'no';

export interface OnboardingDraft {
  user_type: string;
  isParent: YesNo;
  childrenAge: string[];
  receiveWhatsappNotification: YesNo;
  whatsappNumber: string;
  isSubscribe: YesNo;
  phone: string;
  email: string;
  full_name: string;
}

export interface StepInfo {
  path: string;
  title: string;
  fields: readonly string[];
}

export const steps: readonly StepInfo[] = [
  { path: paths.onboardStep1, title: 'Your background', fields: ['user_type'] },
  { path: paths.onboardStep2, title: 'Are you a parent?', fields: ['isParent', 'childrenAge'] },
  { path: paths.onboardStep3, title: 'WhatsApp updates', fields: ['receiveWhatsappNotification', 'whatsappNumber'] },
  { path: paths.onboardStep4, title: 'Stay in touch', fields: ['isSubscribe', 'phone', 'email'] },
  { path: paths.onboardStep5, title: 'Your name', fields: ['full_name'] },
];

export type StepNumber = 1 | 2 | 3 | 4 | 5;

export function stepInfo(step: StepNumber): StepInfo {
  return steps[step - 1] as StepInfo;
}

/** The step that asks for `field` (`childrenAge.2` is step 2's). */
export function stepOf(field: string): StepNumber {
  const index = steps.findIndex((s) => s.fields.includes(field.split('.')[0] ?? ''));
  return (index < 0 ? 5 : index + 1) as StepNumber;
}

export const emptyDraft: OnboardingDraft = {
  user_type: '',
  isParent: '',
  childrenAge: [''],
  receiveWhatsappNotification: '',
  whatsappNumber: '',
  isSubscribe: '',
  phone: '',
  email: '',
  full_name: '',
};

export function readDraft(): OnboardingDraft | null {
  const saved = stored.onboardingDraft.readJson() as Partial<OnboardingDraft> | null;
  return saved ? { ...emptyDraft, ...saved } : null;
}

export function writeDraft(draft: OnboardingDraft): void {
  stored.onboardingDraft.writeJson(draft);
}

export function clearDraft(): void {
  stored.onboardingDraft.remove();
}

const yesNo = (value: boolean | null | undefined, known: boolean): YesNo => (!known ? '' : value ? 'yes' : 'no');

/** A first draft from what the profile already holds, so a returning user does not retype it. */
export function draftFromProfile(data: ProfileData): OnboardingDraft {
  const p = data.user_profile;
  const known = !data.onboarding; // the yes/no answers mean something only once given
  return {
    user_type: p.userType ?? '',
    isParent: yesNo(p.isParent, known),
    childrenAge: ageRows(p.childrenAge),
    receiveWhatsappNotification: yesNo(p.receiveWhatsappNotification, known),
    whatsappNumber: p.whatsappNumber ?? '',
    isSubscribe: yesNo(p.isSubscribe, known),
    phone: data.phone ?? p.phone ?? '',
    email: data.email ?? p.email ?? '',
    full_name: data.full_name ?? p.fullName ?? '',
  };
}

const flag = (v: YesNo) => (v === '' ? undefined : v === 'yes');

/** The request body: only the children that have an age, a WhatsApp number only when WhatsApp is chosen. */
export function onboardingRequest(d: OnboardingDraft): RequestOf<'onboarding'> {
  return {
    user_type: d.user_type,
    isParent: flag(d.isParent),
    childrenAge: d.isParent === 'yes' ? filledAges(d.childrenAge) : '',
    receiveWhatsappNotification: flag(d.receiveWhatsappNotification),
    whatsappNumber: d.receiveWhatsappNotification === 'yes' ? d.whatsappNumber : '',
    isSubscribe: flag(d.isSubscribe),
    phone: d.phone,
    email: d.email,
    full_name: d.full_name,
  };
}

/**
 * 'Welcome!' for new users, 'Welcome back to' the product otherwise (spec 01 §2). A new user is one
 * whose onboarding is still pending ('0'), whatever they typed at sign-up (a name, say).
 */
export function isNewUser(data: ProfileData | null | undefined): boolean {
  return !data || data.pending === '0';
}

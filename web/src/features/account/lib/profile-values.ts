import type { ProfileData } from '#shared/api/contract-accounts';
import { genders, primaryPurposes, userTypes } from '#shared/schemas/accounts';
import type { RequestOf } from '../../../lib/api-client';
import { ageRows } from './child-ages';
import type { YesNo } from './onboarding-draft';

/** The profile edit view's values (as typed) and the request they become (spec 01 §3, §7). */
export interface ProfileValues {
  full_name: string;
  age: string;
  gender: string;
  phone: string;
  email: string;
  user_type: string;
  primary_purpose: string;
  primary_purpose_other: string;
  isParent: YesNo;
  childrenAge: string[];
  receiveWhatsappNotification: YesNo;
  whatsappNumber: string;
  isSubscribe: boolean;
}

export function profileValues(data: ProfileData): ProfileValues {
  const p = data.user_profile;
  return {
    full_name: data.full_name ?? p.fullName ?? '',
    age: p.age === null ? '' : String(p.age),
    gender: p.gender ?? '',
    phone: data.phone ?? p.phone ?? '',
    email: data.email ?? p.email ?? '',
    user_type: p.userType ?? '',
    primary_purpose: p.primaryPurpose ?? '',
    primary_purpose_other: p.primaryPurposeOther ?? '',
    isParent: p.isParent ? 'yes' : 'no',
    childrenAge: ageRows(p.childrenAge),
    receiveWhatsappNotification: p.receiveWhatsappNotification ? 'yes' : 'no',
    whatsappNumber: p.whatsappNumber ?? '',
    isSubscribe: p.isSubscribe,
  };
}

export function profileRequest(v: ProfileValues): RequestOf<'updateProfile'> {
  return {
    full_name: v.full_name,
    age: v.age,
    gender: v.gender,
    phone: v.phone,
    email: v.email,
    user_type: v.user_type,
    ...(v.primary_purpose ? { primary_purpose: v.primary_purpose } : {}),
    primary_purpose_other: v.primary_purpose === 'Others' ? v.primary_purpose_other : '',
    isParent: v.isParent === 'yes',
    childrenAge: v.isParent === 'yes' ? v.childrenAge.map((r) => r.trim()).join(',') : '',
    receiveWhatsappNotification: v.receiveWhatsappNotification === 'yes',
    whatsappNumber: v.receiveWhatsappNotification === 'yes' ? v.whatsappNumber : '',
    isSubscribe: v.isSubscribe,
  };
}

export const genderOptions = Object.entries(genders).map(([value, label]) => ({ value, label }));
export const userTypeOptions = userTypes.map((t) => ({ value: t, label: t }));
export const purposeOptions = primaryPurposes.map((t) => ({ value: t, label: t }));

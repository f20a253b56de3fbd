import type { LoginData } from '#shared/api/contract';
import { displayName, type UserRecord } from '../core/users';

/** The spec's login response data (01 §3) for a signed-in user and their new ID token. */
export function loginData(
  user: UserRecord,
  token: string,
  expiresIn: number,
  supportPhone: string | null = null,
): LoginData {
  return {
    token,
    expires_in: expiresIn,
    user_id: user.userId,
    user_orgid: user.orgId ?? null,
    onboarding: user.onboarding,
    activeCourseId: user.activeCourseId ?? null,
    user_name: displayName(user),
    email: user.email ?? null,
    full_name: user.fullName ?? null,
    phone: user.phone ?? null,
    parent_id: user.parentId ?? null,
    grade: user.grade ?? null,
    is_paid: user.isPaid,
    user_type: user.type,
    is_retail: user.retail,
    user_pic: user.pic ?? null,
    login_id: user.loginId,
    is_coach: Boolean(user.groups?.includes('coach')),
    is_org_admin: Boolean(user.groups?.includes('orgadmin') && user.orgAdminOf),
    support_phone: supportPhone,
  };
}

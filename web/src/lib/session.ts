import { useSyncExternalStore } from 'react';
import type { UserType } from '#shared/api/caller';
import { clientMessages, supportPhones } from '#shared/errors';
import { DEFAULT_RETURN_PATH } from '../config/constants';
import { clearAppStorage, stored } from './storage';
import { clearSwrCache } from './swr-cache';

/**
 * The persisted session (spec 01 §3 "Stored session" plus the user type and retail flag the menu and
 * guards need). It lives in localStorage under one namespaced key; components read it through
 * `useSession()` so the header re-renders the moment a sign-in, logout or another tab changes it.
 */
export interface Session {
  token: string;
  username: string;
  login_id: string;
  user_pic: string;
  login_user_id: string;
  /** '0' marks a session that did not come from single sign-on; the spec compares against '0'. */
  sso: string;
  email: string;
  phone: string;
  userDetails: { user_mail: string; user_phone: string; full_name: string };
  /** T regular learner, k parent, w junior (spec 01 §3). Flips between T and k by route (guards.tsx). */
  userType: UserType;
  /**
   * The account is a parent's (signed in as one, or became one). Unlike `userType` it does not flip:
   * a parent on /mydashboard is still a parent, so Child Profiles stays in the menu.
   */
  isParent: boolean;
  isRetail: boolean;
  /** A staff coach (from the PIN sign-in's answer): the menu offers the coach workspace; the server decides access. */
  isCoach?: boolean;
  /**
   * Set while a parent acts for a child (spec 01 §4): API calls then carry the child token. The
   * parent-dashboard issue fills it with `actForChild`; everything else only reads it.
   */
  actingChild?: { childId: string; token: string; childName?: string };
  /** When `token` expires (epoch ms); lib/token-refresh.ts renews it a minute before. */
  tokenExpiresAt?: number;
  /** Set by the payment flow while a payment is under way (spec 01 §2 access rules). */
  paymentInProcess?: boolean;
  /**
   * The course /mycourse opens without a course_id (spec 02 §4 "set the active course"): from the
   * login answer (`activeCourseId`), then whatever a course change made active.
   */
  activeCourseId?: string;
  /**
   * The sign-in answer said this regular user's onboarding is pending (spec 01 §3 `onboarding`):
   * their home is onboarding, whichever sign-in page they used (decision 0438). Cleared when it is saved.
   */
  onboardingPending?: boolean;
  /** Spec 01 §3 supportPhone: the organisation's support numbers from the login answer, comma separated. */
  supportPhone?: string;
}

const listeners = new Set<() => void>();

// useSyncExternalStore needs the same object for the same stored text, so parse once per change.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    // A session without a token or with an unknown user type is unusable: treat it as signed out.
    if (typeof value.token !== 'string' || !value.token) return null;
    if (value.userType !== 'T' && value.userType !== 'k' && value.userType !== 'w') return null;
    return {
      token: value.token,
      username: value.username ?? '',
      login_id: value.login_id ?? '',
      user_pic: value.user_pic ?? '',
      login_user_id: value.login_user_id ?? '',
      sso: value.sso ?? '',
      email: value.email ?? '',
      phone: value.phone ?? '',
      userDetails: { user_mail: '', user_phone: '', full_name: '', ...value.userDetails },
      userType: value.userType,
      isParent: value.isParent === true || value.userType === 'k',
      isRetail: value.isRetail === true,
      ...(value.isCoach === true ? { isCoach: true } : {}),
      ...(value.actingChild ? { actingChild: value.actingChild } : {}),
      ...(typeof value.tokenExpiresAt === 'number' ? { tokenExpiresAt: value.tokenExpiresAt } : {}),
      ...(value.paymentInProcess === true ? { paymentInProcess: true } : {}),
      ...(typeof value.activeCourseId === 'string' && value.activeCourseId
        ? { activeCourseId: value.activeCourseId }
        : {}),
      ...(value.onboardingPending === true ? { onboardingPending: true } : {}),
      ...(typeof value.supportPhone === 'string' && value.supportPhone ? { supportPhone: value.supportPhone } : {}),
    };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  const raw = stored.session.read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function setSession(session: Session): void {
  stored.session.writeJson(session);
  notify();
}

export function updateSession(patch: Partial<Session>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}

/**
 * Ends the session on this device: every app-owned storage key (local and session) and the SWR
 * cache go, so nothing of this user survives (spec 01 §4). Used by /logout and by token failures.
 */
export function clearSession(): void {
  stored.session.remove();
  clearAppStorage();
  clearSwrCache();
  notify();
}

/** The token API calls carry: the child's while a parent acts for a child (spec 01 §4). */
export function getAccessToken(): string | undefined {
  const session = getSession();
  return session?.actingChild?.token ?? session?.token;
}

export function actForChild(childId: string, token: string, childName?: string): void {
  updateSession({ actingChild: { childId, token, ...(childName ? { childName } : {}) } });
}

export function stopActingForChild(): void {
  const current = getSession();
  if (!current?.actingChild) return;
  const { actingChild: _dropped, ...rest } = current;
  setSession(rest);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage; follow it here too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The name the header greets: full name, else user name, else the login id. */
export function displayName(session: Session): string {
  return session.userDetails.full_name || session.username || session.login_id;
}

/** The expiry time to store for a token that lives `expiresIn` seconds from now. */
export function expiryFrom(expiresIn: number): number {
  return Date.now() + expiresIn * 1000;
}

/** A signed-in user's home: juniors have their own dashboard (spec 01 §2, §6), a staff coach the coach workspace. */
export function homePath(session: Session | null): string {
  if (!session) return '/';
  if (session.isCoach) return '/coach/workspace';
  return session.userType === 'w' ? '/junior/dashboard' : DEFAULT_RETURN_PATH;
}

/**
 * The support-phone line under a failed call (spec 01 §8): the numbers the login data gave, each one
 * (spec 01 §9 "comma separated"), else the default number.
 */
export function supportLine(): string {
  return clientMessages.support(supportPhones(getSession()?.supportPhone).join(' or '));
}

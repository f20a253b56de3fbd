import { UNDO_DAYS } from '#shared/privacy/notice';
import { resolveLoginId } from '#shared/auth/login-id';
import type { TransactItem } from '../lib/transactions';
import { privacyItems } from './store';
import { loginIdsOf, type LoginIdRef, type UserRecord } from './users';

/**
 * An erase request (decision 0801): written in the transaction that deletes a child or an account,
 * due when the undo window ends, cancelled by a restore in the transaction that restores. It copies
 * what the erase must find outside the subject's own partition (its login ids, photo, parent), so a
 * run that stopped after deleting the profile still finds them.
 */
export interface ErasureRequest {
  subjectId: string;
  kind: 'child' | 'adult';
  reason: 'childDeleted' | 'consentWithdrawn' | 'accountDeleted';
  requestedAt: string;
  requestedBy: string;
  eraseAfter: string;
  parentId?: string;
  loginIds: LoginIdRef[];
  photoKey?: string;
  /** Set by the run that claimed it; a later run resumes it. */
  startedAt?: string;
}

const DAY_MS = 86_400_000;

export function eraseAfterOf(now: Date): string {
  return new Date(now.getTime() + UNDO_DAYS * DAY_MS).toISOString();
}

export function erasureRequest(
  subject: UserRecord,
  reason: ErasureRequest['reason'],
  requestedBy: string,
  now: Date,
): ErasureRequest {
  return {
    subjectId: subject.userId,
    kind: subject.type === 'w' ? 'child' : 'adult',
    reason,
    requestedAt: now.toISOString(),
    requestedBy,
    eraseAfter: eraseAfterOf(now),
    ...(subject.parentId ? { parentId: subject.parentId } : {}),
    loginIds: allLoginIds(subject),
    ...(subject.photoKey ? { photoKey: subject.photoKey } : {}),
  };
}

export function erasureRequestPut(request: ErasureRequest): TransactItem {
  return privacyItems.putErasure(request.eraseAfter, request.subjectId, { ...request });
}

export function erasureRequestCancel(eraseAfter: string, subjectId: string): TransactItem {
  return privacyItems.deleteErasure(eraseAfter, subjectId);
}

/** Every login id the account may hold: its contacts and username, and the id it was made with (aadhaar, olympiad). */
function allLoginIds(user: UserRecord): LoginIdRef[] {
  const refs = loginIdsOf(user);
  const made = user.loginId ? resolveLoginId(user.loginId) : undefined;
  if (made?.ok && !refs.some((r) => r.kind === made.kind && r.value === made.value))
    refs.push({ kind: made.kind, value: made.value });
  return refs;
}

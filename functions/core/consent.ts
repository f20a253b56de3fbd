import { NOTICE_VERSION } from '#shared/privacy/notice';
import { AppError } from '#shared/errors';
import type { Caller } from '#shared/api/caller';
import type { TransactItem } from '../lib/transactions';
import { privacyItems, readConsent } from './store';
import type { UserRecord } from './users';

/**
 * Consent to process a child's data (decision 0800): who gave it, when, from which proven contact or
 * account, and to which version of the notice. A parent gives it by adding the child; a school's
 * admin attests it for the children the school registers (`role: 'schoolAdmin'`, with the
 * organisation). The record lives in the child's own partition, so the erase removes it with the
 * child. A child without one cannot record a spoken or video answer.
 */
export interface ConsentRecord {
  subjectId: string;
  role: 'parent' | 'schoolAdmin';
  /** The account that consented or attested. */
  givenBy: string;
  /** How that account was proven when it acted: a verified phone, a verified e-mail, or a staff sign-in. */
  via: 'phone' | 'email' | 'account';
  /** The phone or e-mail it was proven by, if any. */
  contact?: string;
  orgId?: string;
  noticeVersion: string;
  givenAt: string;
  /** Set when the parent withdrew it: the child is then deleted and erased after the undo window. */
  withdrawnAt?: string;
  /** A school's child a parent linked (decision 0893): the school's attestation, kept beside the parent's consent. */
  schoolAttestation?: Omit<ConsentRecord, 'subjectId' | 'schoolAttestation'>;
}

/** The proven contact an account acted from: its verified phone, the phone or e-mail it signs in with, or neither. */
function provenBy(user: UserRecord): Pick<ConsentRecord, 'via' | 'contact'> {
  if (user.verifiedPhone) return { via: 'phone', contact: user.verifiedPhone };
  if (user.phone && user.loginId === user.phone) return { via: 'phone', contact: user.phone };
  if (user.email && user.loginId === user.email) return { via: 'email', contact: user.email };
  return { via: 'account' };
}

/** A parent's consent for their new child, given by adding it. */
export function parentConsent(parent: UserRecord, childId: string, now = new Date()): ConsentRecord {
  return {
    subjectId: childId,
    role: 'parent',
    givenBy: parent.userId,
    ...provenBy(parent),
    noticeVersion: NOTICE_VERSION,
    givenAt: now.toISOString(),
  };
}

/**
 * A school's attestation for a child it registers (decision 0800): the coordinator's staff-style
 * account attests that the child's parents consented to the notice; `orgId` names the school.
 */
export function schoolConsent(admin: UserRecord, childId: string, orgId: string, now = new Date()): ConsentRecord {
  return {
    subjectId: childId,
    role: 'schoolAdmin',
    givenBy: admin.userId,
    via: 'account',
    orgId,
    noticeVersion: NOTICE_VERSION,
    givenAt: now.toISOString(),
  };
}

/**
 * The parent's consent for a school's child they link (decision 0893), replacing the school's attestation it keeps
 * inside; the write holds only if the attestation is still the one read and not withdrawn.
 */
export function parentConsentOverSchool(parent: UserRecord, school: ConsentRecord, now = new Date()): TransactItem {
  const { subjectId, schoolAttestation: _none, ...attestation } = school;
  return privacyItems.putConsent(
    subjectId,
    { ...parentConsent(parent, subjectId, now), schoolAttestation: attestation },
    {
      ConditionExpression: '#role = :school AND givenAt = :givenAt AND attribute_not_exists(withdrawnAt)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':school': 'schoolAdmin', ':givenAt': school.givenAt },
    },
  );
}

/** The consent's item, for the transaction that creates the child. */
export function consentPut(record: ConsentRecord): TransactItem {
  return privacyItems.putConsent(record.subjectId, { ...record });
}

/** The update that marks a consent withdrawn, in the transaction that deletes the child. */
export function withdrawConsentItem(childId: string, now: string): TransactItem {
  return privacyItems.updateConsent(childId, {
    UpdateExpression: 'SET withdrawnAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(withdrawnAt)',
    ExpressionAttributeValues: { ':now': now },
  });
}

export async function consentOf(subjectId: string): Promise<ConsentRecord | undefined> {
  return readConsent<ConsentRecord>(subjectId);
}

/**
 * A junior (or a parent acting as one) records a voice or video answer only under a consent that is
 * recorded and not withdrawn. Adults consent for themselves by signing up.
 */
export async function requireRecordingConsent(caller: Caller): Promise<void> {
  if (caller.type !== 'w') return;
  const consent = await consentOf(caller.userId);
  if (!consent || consent.withdrawnAt) throw new AppError('consentMissing');
}

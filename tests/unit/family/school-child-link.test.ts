import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schoolChildLinkSchema } from '#shared/schemas/school-child-link';
import { NOTICE_VERSION } from '#shared/privacy/notice';
import { parentConsentOverSchool, schoolConsent } from '../../../functions/core/consent';
import { childLinkSubject, signInSubject } from '../../../functions/core/attempt-guard';
import type { UserRecord } from '../../../functions/core/users';

/** Linking a school's child by its card (decision 0893): the form's rules, the consent written, the two lockouts. */
const issues = (value: unknown) =>
  Object.fromEntries(
    (z.safeParse(schoolChildLinkSchema, value).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('the link form', () => {
  it("takes the card's login id as the junior sign-in reads it, a 6-digit PIN and the parent's tick", () => {
    expect(z.parse(schoolChildLinkSchema, { login_id: ' Kabir 4821 ', pin: ' 004821 ', consent: true })).toEqual({
      login_id: 'kabir4821',
      pin: '004821',
      consent: true,
    });
  });

  it('says what is missing or wrong in each field', () => {
    expect(issues({})).toEqual({
      login_id: 'Please enter the login id from the child’s card',
      pin: 'Please enter the PIN from the child’s card',
      consent: 'Please tick the box to agree to the notice for your child.',
    });
    expect(issues({ login_id: 'kabir-4821<b>', pin: '12345a', consent: 'true' })).toEqual({
      login_id: 'Please enter the login id as the card shows it, like kabir4821',
      pin: 'The PIN on the card is 6 digits',
      consent: 'Please tick the box to agree to the notice for your child.',
    });
    expect(issues({ login_id: 'k'.repeat(40), pin: '1234567', consent: false })).toMatchObject({
      login_id: 'Please enter the login id as the card shows it, like kabir4821',
      pin: 'The PIN on the card is 6 digits',
    });
  });
});

describe("the parent's consent over the school's attestation", () => {
  const parent = { userId: 'p-1', type: 'k', loginId: '9876543210', phone: '9876543210' } as UserRecord;
  const admin = { userId: 'a-1', type: 'T' } as UserRecord;
  const attestation = schoolConsent(admin, 'c-1', 'org-1', new Date('2026-12-01T10:00:00Z'));

  it("records the parent's consent to the same notice from their phone, keeping the attestation inside", () => {
    const put = parentConsentOverSchool(parent, attestation, new Date('2026-12-07T10:00:00Z')).Put!;
    expect(put.Item).toMatchObject({
      sk: 'CONSENT',
      subjectId: 'c-1',
      role: 'parent',
      givenBy: 'p-1',
      via: 'phone',
      contact: '9876543210',
      noticeVersion: NOTICE_VERSION,
      givenAt: '2026-12-07T10:00:00.000Z',
      schoolAttestation: { role: 'schoolAdmin', givenBy: 'a-1', orgId: 'org-1', givenAt: '2026-12-01T10:00:00.000Z' },
    });
    expect(put.Item!.schoolAttestation).not.toHaveProperty('subjectId');
  });

  it('is written only over the attestation read, and never over a withdrawn one', () => {
    const put = parentConsentOverSchool(parent, attestation).Put!;
    expect(put.ConditionExpression).toBe(
      '#role = :school AND givenAt = :givenAt AND attribute_not_exists(withdrawnAt)',
    );
    expect(put.ExpressionAttributeValues).toEqual({ ':school': 'schoolAdmin', ':givenAt': attestation.givenAt });
  });
});

describe('the lockouts a link counts against', () => {
  it("are the parent's own, apart from sign-in, and the card's, shared with the junior sign-in", () => {
    expect(childLinkSubject('p-1')).toBe('childlink#p-1');
    expect(childLinkSubject('p-1')).not.toBe(signInSubject({ kind: 'username', value: 'x' }, undefined));
    expect(signInSubject({ kind: 'username', value: 'kabir4821' }, { userId: 'c-1' } as UserRecord)).toBe('user#c-1');
  });
});

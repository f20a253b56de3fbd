import { createHash } from 'node:crypto';
import type { CertificateData } from '#shared/api/contract-certificates';
import { AppError } from '#shared/errors';
import { config } from '../lib/config';
import { objectUrl } from '../lib/object-links';
import { loadS3 } from '../lib/load-s3';
import { certificatePdf } from './certificate-pdf';
import { certificateRefusal } from '../core/certificate-rule';
import { transact } from '../lib/transactions';
import { isConditionFailure } from '../data/keys';
import { loadCourse } from '../core/catalogue';
import { loadCourseState, todayIst } from '../core/learner-state';
import { getAttempt } from '../core/attempts/attempt-changes';
import { notificationPut } from '../core/notifications';
import type { UserRecord } from '../core/users';
import { orgName } from '../core/organisations';
import { emailCopy } from '../core/notification-copies';
import { certificateItems, readPublicCertificate, type StoredCertificateCopy } from './store';
import type { PublicCertificate } from './store';
export type { PublicCertificate } from './store';

/**
 * A certificate for a completed course (spec 02 §4 certificate flow): the course's summative test
 * must be finished, and the rule of certificate-rule.ts hold (every activity done, every skill of
 * the final test answered). Its id is derived from the attempt (a summative test is taken once), so every
 * concurrent request makes the same certificate and the conditional writes keep the first: issued
 * once per attempt, however many times the learner presses the button.
 */

export function certificateId(userId: string, attemptId: string): string {
  // 20 hex characters of a hash of two private values: not guessable from anything public.
  return createHash('sha256').update(`certificate:${userId}:${attemptId}`).digest('hex').slice(0, 20).toUpperCase();
}

export function verifyUrl(siteUrl: string, certId: string): string {
  return `${siteUrl.replace(/\/$/, '')}/verify/${certId}`;
}

/** The LinkedIn add-certification link (spec 02 §2 'add to professional network'). */
export function addToProfileUrl(c: PublicCertificate, url: string, linkedinOrgId: string | null): string {
  const [year, month] = c.issuedOn.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `Fluentia: ${c.courseName}`,
    ...(linkedinOrgId ? { organizationId: linkedinOrgId } : { organizationName: 'Fluentia' }),
    issueYear: year ?? '',
    issueMonth: String(Number(month ?? '1')),
    certUrl: url,
    certId: c.certId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

export async function issueCertificate(
  user: UserRecord,
  courseId: number,
  fullName: string,
  siteUrl: string,
): Promise<CertificateData> {
  const [course, state] = await Promise.all([loadCourse(courseId), loadCourseState(user.userId, courseId)]);
  if (!course || !state.enrolment) throw new AppError('courseNotBought');
  const summative = course.units.flatMap((u) => u.elements).find((e) => e.element_type === 'S');
  const progress = summative ? state.progress.get(summative.element_id) : undefined;
  const attemptId = (progress as { reviewAttempts?: string[] } | undefined)?.reviewAttempts?.at(-1);
  if (!summative || !progress?.completed || !attemptId) throw new AppError('certificateNotEarned');
  const attempt = await getAttempt(user.userId, attemptId);
  if (!attempt?.finishedAt) throw new AppError('certificateNotEarned');
  const refusal = certificateRefusal(course, state, attempt);
  if (refusal) throw new AppError('certificateNotEarned', { message: refusal });

  const certId = certificateId(user.userId, attemptId);
  const issuedOn = todayIst(attempt.finishedAt);
  const l = attempt.levels;
  const cert: PublicCertificate = {
    certId,
    name: fullName,
    courseName: course.meta.course_name,
    issuedOn,
    levels: {
      overall: l?.o_level ?? null,
      R: l?.r_level ?? null,
      W: l?.w_level ?? null,
      L: l?.l_level ?? null,
      S: l?.s_level ?? null,
    },
    band: l?.band ?? null,
    orgName: user.orgId ? await orgName(user.orgId) : null,
  };
  const url = verifyUrl(siteUrl, certId);
  const existing = await readPublicCertificate(certId, true);
  const written = existing ? undefined : await writeCertificate(user, cert, url, courseId);
  const issued = existing ?? written!.stored;
  if (written?.created)
    await emailCopy(
      user,
      'Your Fluentia certificate',
      `Your certificate for ${cert.courseName} is ready. Anyone can check it at ${url}`,
    );
  return {
    cert_id: issued.certId,
    cert_url: await objectUrl('generated', issued.fileKey),
    verify_url: url,
    add_to_linkedin: addToProfileUrl(issued, url, null),
    name: issued.name,
    course_name: issued.courseName,
  };
}

/** The PDF in S3, then the public copy, the learner's copy and a notification, each once (a repeat reads the first). */
export async function writeCertificate(
  user: UserRecord,
  cert: PublicCertificate,
  url: string,
  courseId: number,
): Promise<{ stored: StoredCertificateCopy; created: boolean }> {
  const fileKey = `certificates/${user.userId}/${cert.certId}.pdf`;
  // pdf-lib, the QR code and the S3 client are loaded only when a certificate is made (cold starts,
  // docs/performance.md).
  const { s3, PutObjectCommand } = await loadS3();
  const pdf = await certificatePdf({ ...cert, verifyUrl: url });
  await s3().send(
    new PutObjectCommand({
      Bucket: config().bucket('generated'),
      Key: fileKey,
      Body: pdf,
      ContentType: 'application/pdf',
    }),
  );
  const stored = { ...cert, fileKey };
  try {
    await transact([
      certificateItems.putPublic(stored),
      certificateItems.putLearners(user.userId, stored, courseId),
      notificationPut(user.userId, {
        message: `Your certificate for ${cert.courseName} is ready.`,
        target: { name: 'history', params: {} },
        status: 'success',
      }),
    ]);
    return { stored, created: true };
  } catch (error) {
    if (!isConditionFailure(error) && !(error as { name?: string }).name?.includes('TransactionCanceled')) throw error;
    // Another request issued it first: theirs is the certificate (the same id, name and content).
    return { stored: (await readPublicCertificate(cert.certId, true))!, created: false };
  }
}

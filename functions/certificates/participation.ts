import { loadCourse } from '../core/catalogue';
import { todayIst } from '../core/learner-state';
import type { LevelResult } from '#shared/api/contract-assessment';
import type { UserRecord } from '../core/users';
import { orgName } from '../core/organisations';
import { certificateId, verifyUrl, writeCertificate } from './issue';
import { readPublicCertificate, type StoredCertificateCopy } from './store';

/**
 * An olympiad's certificate of participation (decision 0840): a child who finished the olympiad's final test gets
 * one, stating the result (the overall level and each skill the test measured) and, when the rules allow it (the
 * class has enough results, functions/core/class-scores.ts), the percentile in the child's class on the day it is
 * issued. No practice set needs to be done: it certifies taking part, not completing a course. Made the first time
 * the child's result is read (the parent's view or the child's), from the finished attempt, once per attempt.
 */
interface FinishedFinalTest {
  attemptId: string;
  courseId: number;
  /** ISO time the attempt was finished. */
  submittedAt: string;
  levels: LevelResult;
}

export async function participationCertificate(
  child: UserRecord,
  test: FinishedFinalTest,
  rank: { percentile: number | null; grade: number | null },
  siteUrl: string,
): Promise<StoredCertificateCopy> {
  const certId = certificateId(child.userId, test.attemptId);
  const existing = await readPublicCertificate(certId, true);
  if (existing) return existing;
  const course = await loadCourse(test.courseId);
  const l = test.levels;
  const { stored } = await writeCertificate(
    child,
    {
      certId,
      name: child.fullName ?? child.loginId,
      courseName: course?.meta.course_name ?? 'Fluentia Olympiad',
      issuedOn: todayIst(Date.parse(test.submittedAt)),
      levels: { overall: l.o_level, R: l.r_level, W: l.w_level, L: l.l_level, S: l.s_level },
      band: l.band ?? null,
      orgName: child.orgId ? await orgName(child.orgId) : null,
      participation: rank,
    },
    verifyUrl(siteUrl, certId),
    test.courseId,
  );
  return stored;
}

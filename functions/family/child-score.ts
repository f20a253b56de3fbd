import type { KidsScoreData } from '#shared/api/contract-accounts';
import { objectUrl } from '../lib/object-links';
import { userItems } from '../lib/user-items';
import { scoreSchema, type ScoreEntry } from '../core/attempts/score-history';
import { certificateSchema } from '../core/certificate-record';
import { OLYMPIAD_COURSE_ID } from '../core/catalogue';
import { olympiadTests } from '../core/olympiad-tests';
import { classPercentile, classScoreMarkSchema, countPendingScores, MIN_COHORT } from '../core/class-scores';
import { prefixes } from '../data/keys';
import type { UserRecord } from '../core/users';
import { participationCertificate } from '../certificates/facade';

/**
 * A child's olympiad results (spec 01 §3, child score; 02 §2 child dashboard). The olympiad is
 * course 300 for every class (courses/change-grant.ts); unit 1 holds the practice sets (W) and the
 * final test (S). Scores are the test engine's SCORE# items; the certificate is a CERT# item.
 */
export { OLYMPIAD_COURSE_ID };

/** The latest scored sitting of the final test, as a level out of 12 (with the sitting, for its certificate). */
export async function finalTestScore(
  childId: string,
  finalElementId?: number,
): Promise<{ score: number; at: string; sitting: ScoreEntry } | undefined> {
  const elementId = finalElementId ?? (await olympiadTests()).final?.element_id;
  if (elementId === undefined) return undefined;
  const scores = await userItems(childId, prefixes.scoreHistory, scoreSchema);
  const latest = scores
    .filter((s) => s.courseId === OLYMPIAD_COURSE_ID && s.elementId === elementId && s.levels.o_level !== null)
    .pop();
  return latest ? { score: latest.levels.o_level as number, at: latest.submittedAt, sitting: latest } : undefined;
}

/**
 * GET v1/kidsscore: the final test's level and its percentile among the children of the same class
 * (class-scores.ts), withheld with the reason while the class has fewer than MIN_COHORT scores.
 * The class's totals may be a few seconds old (a warm function keeps them briefly).
 */
export async function kidsScore(child: UserRecord, siteUrl: string): Promise<KidsScoreData> {
  const { userId: childId, grade } = child;
  const [score, certificates, marks] = await Promise.all([
    finalTestScore(childId),
    userItems(childId, prefixes.certificate, certificateSchema),
    userItems(childId, prefixes.classScoreMark, classScoreMarkSchema),
  ]);
  // A finish whose count did not land is counted now, so the percentile the child sees includes them.
  await countPendingScores(marks);
  const rank = score && grade ? await classPercentile(grade, score.score) : null;
  // The final test finished: its certificate of participation is made once, the first time the result is read
  // (decision 0840), with the percentile the rules allow then.
  const certificate =
    certificates
      .filter((c) => c.courseId === OLYMPIAD_COURSE_ID)
      .sort((a, b) => a.attemptDate.localeCompare(b.attemptDate))
      .pop() ??
    (score
      ? await participationCertificate(
          child,
          score.sitting,
          { percentile: rank?.percentile ?? null, grade: grade ?? null },
          siteUrl,
        )
      : undefined);
  return {
    percentile: rank?.percentile ?? null,
    ...(rank && rank.percentile === null
      ? {
          percentile_note: `Your percentile shows once ${MIN_COHORT} children of Class ${grade} have taken the final test (${rank.cohort} so far).`,
        }
      : {}),
    score: score?.score ?? null,
    grade: grade ?? null,
    cert_url: await objectUrl('generated', certificate?.fileKey),
  };
}

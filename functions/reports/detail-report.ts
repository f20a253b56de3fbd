import { AppError } from '#shared/errors';
import { config } from '../lib/config';
import { objectUrl } from '../lib/object-links';
import { getUser } from '../core/users';
import { todayIst } from '../core/learner-state';
import { attemptWithAnswers } from '../core/attempts/attempt-changes';
import { questionsInOrder } from '../core/question-pool';
import { latestScores } from '../core/attempts/score-history';
// pdf-lib itself loads from its kit when a report is made (./report-pdf.ts).
import { reportPdf } from './report-pdf';

/**
 * The detailed report of the learner's latest levelled test (spec 02 §7 detailreport): made once
 * into the generated bucket (`reports/<user>/<attempt>.pdf`, a finished test never changes), then
 * linked with a short-lived URL.
 */
export async function detailReport(userId: string): Promise<{ file_url: string | null }> {
  const [latest] = await latestScores(userId, 1);
  if (!latest) throw new AppError('reportNotReady');
  const key = `reports/${userId}/${latest.attemptId}.pdf`;
  const { s3, HeadObjectCommand, PutObjectCommand } = await import('../lib/s3');
  const Bucket = config().bucket('generated');
  const exists = await s3()
    .send(new HeadObjectCommand({ Bucket, Key: key }))
    .then(() => true)
    .catch((error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    });
  if (!exists) {
    const [{ attempt, answers }, user] = await Promise.all([
      attemptWithAnswers(userId, latest.attemptId),
      getUser(userId),
    ]);
    const questions = new Map(
      (await questionsInOrder(answers.map((a) => a.questionId))).map((q) => [q.question_id, q]),
    );
    const pdf = await reportPdf({
      learnerName: user?.fullName ?? user?.username ?? 'Learner',
      testName: attempt.elementName,
      finishedOn: todayIst(attempt.finishedAt ?? Date.now()),
      levels: latest.levels,
      answers: answers
        .filter((a) => a.feedback.type !== 'INS')
        .sort((a, b) => a.seq - b.seq)
        .map((a, i) => ({ number: i + 1, question: questions.get(a.questionId), feedback: a.feedback })),
    });
    await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: pdf, ContentType: 'application/pdf' }));
  }
  return { file_url: await objectUrl('generated', key) };
}

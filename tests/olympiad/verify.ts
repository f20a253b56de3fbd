import type { KidsScoreData } from '#shared/api/contract-accounts';
import type { VerifiedCertificate } from '#shared/api/contract-certificates';
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LearnerClient, newTally } from './client';
import { independentLevel, percentiles, startingLevel } from './independent';
import type { JourneyResult } from './journey';

/**
 * After the run: every answer a child was told was saved is stored once, nothing is stored twice,
 * and each child's level, percentile and certificate, as the product shows them once the olympiad
 * has closed, agree with ./independent.ts computed from the stored responses and all the results.
 */
export interface Verdict {
  acknowledged: number;
  stored: number;
  lost: number;
  doubled: number;
  /** Stored answers whose score disagrees with the answer given (right from the key: 1; a wrong choice: 0). */
  misScored: number;
  wrongResults: number;
  /** The first few disagreements, to read. */
  examples: string[];
}

interface StoredAttempt {
  answeredIds: number[];
  responses: Array<{ questionId: number; qlevel: number; score: number | null; guessing?: number }>;
  status: string;
}

async function partition(
  reader: DynamoDBDocumentClient,
  table: string,
  userId: string,
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await reader.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':a': 'ATTEMPT#' },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export async function verifyRun(
  results: JourneyResult[],
  options: { reader: DynamoDBDocumentClient; table: string; base: string },
): Promise<Verdict> {
  const v: Verdict = { acknowledged: 0, stored: 0, lost: 0, doubled: 0, misScored: 0, wrongResults: 0, examples: [] };
  const note = (text: string) => v.examples.length < 8 && v.examples.push(text);
  const levels = new Map<string, number | null>();
  for (const r of results) {
    const items = await partition(options.reader, options.table, r.child.userId);
    const attempts = items.filter((i) => i.entity === 'attempt') as unknown as StoredAttempt[];
    const answers = items.filter((i) => i.entity === 'answer') as Array<{ questionId: number }>;
    const attempt = attempts[0];
    v.acknowledged += r.acknowledged.length;
    v.stored += answers.length;
    const stored = new Set(answers.map((a) => a.questionId));
    const lost = r.acknowledged.filter((g) => !stored.has(g.questionId)).length;
    const ids = attempt?.answeredIds ?? [];
    const doubled =
      attempts.length > 1 ||
      new Set(ids).size !== ids.length ||
      answers.length !== ids.length ||
      answers.length > r.acknowledged.length + (r.failure ? 1 : 0)
        ? 1
        : 0;
    v.lost += lost;
    v.doubled += doubled;
    if (lost || doubled)
      note(
        `${r.child.userId}: ${lost} lost, ${answers.length} stored of ${r.acknowledged.length} acknowledged, ${attempts.length} attempts`,
      );
    const scores = new Map((attempt?.responses ?? []).map((x) => [x.questionId, x.score]));
    for (const g of r.acknowledged.filter((a) => a.type === 'MCQ'))
      if (scores.get(g.questionId) !== (g.right ? 1 : 0)) v.misScored++;
    levels.set(
      r.child.userId,
      attempt?.status === 'open' || !attempt ? null : independentLevel(attempt.responses, startingLevel(r.child.grade)),
    );
  }
  const graded = results.filter((r) => r.child.grade && levels.get(r.child.userId) != null);
  const expectedPercentile = percentiles(
    graded.map((r) => ({ id: r.child.userId, grade: r.child.grade!, level: levels.get(r.child.userId)! })),
  );
  // Every child looks once more, then each is checked: a class total still being counted for one
  // child (the product counts a finish just after it, or when that child next looks) is then in.
  for (const r of results)
    if (r.token && r.child.path !== 'licence')
      await new LearnerClient({ base: options.base, learner: 'verify', dropRate: 0, tally: newTally() }).get(
        '/v1/kidsscore',
        { token: r.token },
      );
  for (const r of results) {
    const problem = await checkShown(
      r,
      levels.get(r.child.userId) ?? null,
      expectedPercentile.get(r.child.userId) ?? null,
      options.base,
    );
    if (problem) {
      v.wrongResults++;
      note(`${r.child.userId} (${r.child.path}): ${problem}`);
    }
  }
  return v;
}

/** What the product shows the child once the olympiad has closed, against the independent figures. */
async function checkShown(
  r: JourneyResult,
  level: number | null,
  percentile: number | null,
  base: string,
): Promise<string | undefined> {
  if (r.failure) return `journey stopped: ${r.failure}`;
  const client = new LearnerClient({ base, learner: 'verify', dropRate: 0, tally: newTally() });
  if (r.child.path === 'licence') {
    if (!r.certificate) return 'no certificate';
    const shown = (await client.get<VerifiedCertificate>(`/v1/certificate/${r.certificate.cert_id}`)).data;
    if (shown?.name !== r.child.fullName || shown.levels.overall !== level)
      return `certificate says ${shown?.name} level ${shown?.levels.overall}; expected ${r.child.fullName} level ${level}`;
    const pdf = await fetch(r.certificate.cert_url!);
    if (!pdf.ok || !pdf.headers.get('content-type')?.includes('pdf')) return `certificate file ${pdf.status}`;
    return undefined;
  }
  client.token = r.token;
  const score = (await client.get<KidsScoreData>('/v1/kidsscore')).data;
  if (score?.score !== level) return `level ${score?.score}, expected ${level}`;
  if (score.percentile !== percentile) return `percentile ${score.percentile}, expected ${percentile}`;
  // The child's result makes their certificate of participation the first time it is read (decision 0840).
  if (!score.cert_url) return 'no certificate of participation';
  const pdf = await fetch(score.cert_url);
  if (!pdf.ok || !pdf.headers.get('content-type')?.includes('pdf')) return `certificate file ${pdf.status}`;
  return undefined;
}

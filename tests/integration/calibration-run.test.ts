import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStackDirectly } from '../support/direct-env';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { probability } from '../../functions/assessment/scoring/ability';
import { seeded } from '../bench/level-simulation';

/**
 * The calibration run against DynamoDB Local: kept responses of a past week (written as finishing
 * attempts write them) are read by day and shard, and the report proposes a level for the one item
 * that behaves unlike its label. No question is touched.
 */
let run: typeof import('../../functions/assessment/calibration/run-calibration');
let kept: typeof import('../../functions/core/attempts/kept-responses');
let aws: typeof import('../../functions/lib/aws');
let keys: typeof import('../../functions/data/keys');

beforeAll(async () => {
  useLocalStackDirectly();
  [run, kept, aws, keys] = await Promise.all([
    import('../../functions/assessment/calibration/run-calibration'),
    import('../../functions/core/attempts/kept-responses'),
    import('../../functions/lib/aws'),
    import('../../functions/data/keys'),
  ]);
});

describe('a calibration run', () => {
  it('reads a week of kept responses by partition and proposes a level for the item that drifted, changing nothing', async () => {
    const now = Date.parse('2001-01-07T12:00:00Z'); // a week no other test writes
    const levels = Array.from({ length: 24 }, (_, i) => 1 + Math.floor(i / 2));
    const truth = levels.map((b, i) => (i === 4 ? b + 3 : b)); // question 80005 is labelled 3, behaves like 6
    const rng = seeded(5);
    const items: Record<string, unknown>[] = [];
    for (let n = 0; n < 400; n++) {
      const attemptId = `cal-${n}`;
      const theta = 1 + 11 * rng();
      const finishedAt = new Date(now - (n % 7) * 86_400_000).toISOString();
      const responses = truth.map((b, i) => [80001 + i, levels[i]!, rng() < probability(theta, b) ? 1 : 0]);
      items.push({
        ...keys.responses(finishedAt.slice(0, 10), kept.shardOf(attemptId), attemptId),
        entity: 'responses',
        attemptId,
        courseId: 1,
        elementId: 1,
        finishedAt,
        responses,
      });
    }
    for (let i = 0; i < items.length; i += 25) {
      await aws.db().send(
        new BatchWriteCommand({
          RequestItems: { 'fluentia-test-main': items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }

    const report = await run.runCalibration(7, now);
    expect(report).toMatchObject({ attempts: 400, items: 24, converged: true });
    expect(report.proposals.map((p) => [p.item, p.level, p.proposedLevel])).toEqual([[80005, 3, 6]]);
    const stored = await aws
      .db()
      .send(new GetCommand({ TableName: 'fluentia-test-main', Key: keys.calibrationReport(report.runAt) }));
    expect(stored.Item).toMatchObject({
      entity: 'calibrationReport',
      attempts: 400,
      proposals: [expect.objectContaining({ item: 80005, proposedLevel: 6 })],
    });
  });
});

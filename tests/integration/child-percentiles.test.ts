import { describe, expect, it } from 'vitest';
import type { KidsScoreData } from '#shared/api/contract-accounts';
import { answerAll, freshLearner, start } from '../support/attempts';
import { getItem, putItem } from '../support/table';

/**
 * A child's percentile among the children of the same class (kidsscore): each finished final test
 * adds to its class's histogram in the same transaction, and the percentile is withheld, with the
 * reason, while the class has fewer than 20 scores. (The local stack seeds 40 demo scores per class.)
 */
async function childFinishes(grade: number) {
  const child = await freshLearner([300], { type: 'w', grade });
  const attempt = (await start(child.client, 300, 3004)).body.data.attempt;
  await answerAll(child.client, attempt);
  return child;
}

describe('a child’s percentile', () => {
  it('comes from the class’s scores, which the final test joins', async () => {
    const before = (await getItem('CLASSSCORES#7', 'HIST'))!;
    const child = await childFinishes(7);
    const after = (await getItem('CLASSSCORES#7', 'HIST'))!;
    expect(after.total).toBe(before.total + 1);
    const score = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
    expect(score.score).not.toBeNull();
    expect(score.percentile).toBeGreaterThanOrEqual(0);
    expect(score.percentile).toBeLessThanOrEqual(100);
    expect(score.grade).toBe(7);
  });

  it('is withheld with the reason while the class has fewer than 20 scores', async () => {
    // (Class 7, as above: its seeded final-test questions give a level on right answers.)
    await putItem({ pk: 'CLASSSCORES#7', sk: 'HIST', entity: 'classScores', l3: 2, l5: 1, total: 3 });
    const child = await childFinishes(7);
    const score = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
    expect(score.percentile).toBeNull();
    expect(score.percentile_note).toBe('Your percentile shows once 20 children of Class 7 have taken the final test (4 so far).');
  });
});

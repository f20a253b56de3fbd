import { describe, expect, it } from 'vitest';
import type { KidsScoreData } from '#shared/api/contract-accounts';
import { answerAll, freshLearner, start } from '../support/attempts';
import { getItem, putItem } from '../support/table';
import { extractText } from 'unpdf';
import { TestClient } from '../support/api-client';
import { signUp } from '../support/accounts';

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

describe('a child’s final test, seen by the parent', () => {
  it('notifies the parent, and the report of it downloads with the child token', async () => {
    const parent = await signUp({ parentName: 'Lakshmi Rao' });
    const child = (await parent.client.post('/v1/childprofile', { child_name: 'Ishaan Rao', child_grade: '7', child_avatar: 1 })).body.data.child;
    const acting = new TestClient();
    acting.token = (await parent.client.post('/v1/usertoken', { child_id: child.child_id })).body.data.token;
    const attempt = (await start(acting, 300, 3004)).body.data.attempt;
    await answerAll(acting, attempt);
    const notes = (await parent.client.get('/v1/notifications')).body.data.notifications as Array<{ message: string; target: { name: string } }>;
    expect(notes[0]).toMatchObject({ message: 'Ishaan Rao finished the Final Test. See the score and the report on their card.', target: { name: 'parentDashboard' } });
    const report = (await acting.get<{ file_url: string }>('/v1/detailreport')).body.data;
    const { text } = await extractText(new Uint8Array(await (await fetch(report.file_url)).arrayBuffer()), { mergePages: true });
    expect(text).toContain('Ishaan Rao');
  });
});


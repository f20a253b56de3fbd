import { describe, expect, it } from 'vitest';
import type { DashboardData } from '#shared/api/contract-accounts';
import { answerAll, freshLearner, itemsOf, start } from '../support/attempts';

/** The daily streak (decision 0111): finishing the daily activity (course 0, element 246) counts today once. */
describe('the daily streak on GET v1/mydashboard', () => {
  it('starts at 0, counts today once the daily step is finished, and counts a second finish the same day once', async () => {
    const { client, userId } = await freshLearner([0]);
    const before = (await client.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(before).toMatchObject({ show_dailystep: true, streak: { days: 0, done_today: false } });

    for (let n = 0; n < 2; n++) {
      const started = await start(client, 0, 246);
      expect(started.body.status).toBe(true);
      await answerAll(client, started.body.data.attempt);
    }
    const after = (await client.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(after.streak).toEqual({ days: 1, done_today: true });
    expect(await itemsOf(userId, 'DAILY#')).toHaveLength(1);
  });

  it('is null for an organisation learner, who has no Daily widget', async () => {
    const { client } = await freshLearner([0], { orgId: 'org-1' });
    expect((await client.get<DashboardData>('/v1/mydashboard')).body.data.streak).toBeNull();
  });
});

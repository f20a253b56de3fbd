import { describe, expect, it } from 'vitest';
import type { CoachSlots } from '#shared/api/contract-coach';
import { freshLearner } from '../support/attempts';

/** Spec 02 §4 coach onboarding: course 487 asks its three questions until they are answered (updateuserrole). */
describe('coach intake on course 487', () => {
  it('is asked until the learner answers, then no more', async () => {
    const { client } = await freshLearner([487]);
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.show_intake).toBe(true);
    expect((await client.post('/v1/updateuserrole', { user_background: 'Job Seeker', user_role: 0 })).body.code).toBe(
      422,
    );
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.show_intake).toBe(true);
    expect(
      (await client.post('/v1/updateuserrole', { user_background: 'Job Seeker', user_role: 0, user_skill: 2 })).body
        .code,
    ).toBe(200);
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.show_intake).toBe(false);
  });
});

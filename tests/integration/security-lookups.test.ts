import { describe, expect, it } from 'vitest';
import type { ProfileData } from '#shared/api/contract-accounts';
import { freshEmail } from '../support/api-client';
import { signUp } from '../support/accounts';
import { answerAll, freshLearner, start } from '../support/attempts';
import { getItem } from '../support/table';

/**
 * Look-ups keyed by what a caller sends are exact (docs/security.md, "Look-ups by id and by name"):
 * an attempt id is never a prefix, and a prototype name is never a member of a list.
 */
describe('an attempt is found by its whole id only', () => {
  it('reviews nothing for the prefix of the learner’s own attempt ids', async () => {
    const { client } = await freshLearner([101]);
    const first = (await start(client, 101, 1011)).body.data.attempt;
    await answerAll(client, first);
    const id = first.attempt_id;
    expect((await client.get(`/v1/fetchattempt/${id}/1`)).body.data.items.length).toBeGreaterThan(0);

    const notFound = { status: false, code: 404, message: 'We could not find this test attempt.' };
    for (const prefix of [id.slice(0, 1), id.slice(0, 8), id.slice(0, -1)]) {
      expect((await client.get(`/v1/fetchattempt/${prefix}/1`)).body, prefix).toMatchObject(notFound);
      expect((await client.get(`/v1/fetchattempt/${prefix}`)).body, prefix).toMatchObject(notFound);
    }
  });
});

describe('prototype names are not list members', () => {
  it('refuses __proto__, constructor and hasOwnProperty as a gender and stores nothing', async () => {
    const email = freshEmail();
    const { client, userId } = await signUp({ loginId: email });
    const form = { full_name: 'Kiran Rao', email, user_type: 'Student' };
    for (const gender of ['__proto__', 'constructor', 'hasOwnProperty', 'toString']) {
      const res = await client.post<ProfileData>('/v3/user_profile', { ...form, gender });
      expect(res.body, gender).toMatchObject({
        status: false,
        code: 422,
        data: { fields: { gender: 'Please choose a gender from the list' } },
      });
    }
    expect((await getItem(`USER#${userId}`, 'PROFILE'))?.gender).toBeUndefined();
    expect(
      (await client.post<ProfileData>('/v3/user_profile', { ...form, gender: 'O' })).body.data.user_profile,
    ).toMatchObject({ gender: 'O' });
  });
});

import { describe, expect, it } from 'vitest';
import type { PresignedUpload } from '#shared/api/contract';
import { useLocalStackDirectly } from '../support/direct-env';
import { freshLearner } from '../support/attempts';
import { spokenWav, uploadRecording } from '../support/speech';
import { keysUnder } from '../support/privacy';

useLocalStackDirectly();
const { expireRecordings } = await import('../../infra/local/recording-retention');
const { holdForReview } = await import('../../functions/lib/recording-hold');

/**
 * Raw recordings expire a set time after scoring unless a review holds them (decision 0803): tagged `raw`
 * by the upload's own POST policy, deleted after the days by the lifecycle rule (played here by the local
 * stack's job), kept while tagged `held`.
 */
const DAY = 86_400_000;

describe('recordings', () => {
  it('are uploaded under a policy that tags them raw', async () => {
    const { client } = await freshLearner([683]);
    const grant = (await client.post<PresignedUpload>('/v1/recordingupload', { content_type: 'audio/wav' })).body.data;
    const tagging = '<Tagging><TagSet><Tag><Key>retention</Key><Value>raw</Value></Tag></TagSet></Tagging>';
    expect(grant.fields.tagging).toBe(tagging);
    const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual({ tagging });
  });

  it('go after the days unless a review holds them; the days run from the upload', async () => {
    const { client, userId } = await freshLearner([683]);
    const raw = await uploadRecording(client, spokenWav('good morning'));
    const held = await uploadRecording(client, spokenWav('good evening'));
    await holdForReview([held]);

    const mine = [`speech/${userId}/`]; // other files' recordings are not this test's to expire
    await expireRecordings(new Date(Date.now() + 89 * DAY), 90, mine);
    expect(await keysUnder('uploads', `speech/${userId}/`)).toEqual(expect.arrayContaining([raw, held]));
    const run = await expireRecordings(new Date(Date.now() + 91 * DAY), 90, mine);
    expect(run.held).toBeGreaterThanOrEqual(1);
    expect(await keysUnder('uploads', `speech/${userId}/`)).toEqual([held]);
  });
});

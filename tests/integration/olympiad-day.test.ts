import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../support/test-stack';
import { runOlympiad, type RunFigures } from '../olympiad/olympiad-run';
import { profileRecording, STEPS, type RecordingProfile } from '../olympiad/recording-profile';
import { capacityModel } from '../olympiad/capacity-model';
import { partitionClass } from '../olympiad/key-classes';
import { eventProfiles } from '../olympiad/capacity-config';

/**
 * The olympiad day in small (decisions 0342, 0369; `npm run bench` runs 1,000 children): 30 children of two
 * classes sign in by all three paths (junior PIN, a parent's OTP and child token, a school's
 * licence key) and sit the Final Test at once on a stack of their own, while 5 % of its DynamoDB
 * and S3 calls fail and 5 % of answers are lost on the way back. No answer is lost or doubled,
 * and every level, percentile and certificate agrees with an independent computation. The
 * traffic is recorded, and the recording says what the deployed adapters would ask of AWS.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let run: RunFigures;
let profile: RecordingProfile;

beforeAll(async () => {
  stack = await startTestStack('none');
  run = await runOlympiad(stack, {
    children: 30,
    concurrency: 30,
    faultRate: 0.05,
    dropRate: 0.05,
    record: true,
    measureStore: false,
    population: { grades: [5, 7] },
  });
  profile = profileRecording(run.recording);
  // A stack of its own and thirty children through a whole Final Test: minutes when the machine is shared (a ceiling).
}, 1_200_000);

afterAll(() => stack?.teardown());

describe('thirty children on olympiad day, with faults', () => {
  it('lose no answer, double none, and see the results an independent computation gives', () => {
    expect(run.verdict.examples).toEqual([]);
    expect(run.failedJourneys).toBe(0);
    expect(run.verdict).toMatchObject({ lost: 0, doubled: 0, misScored: 0, wrongResults: 0 });
    expect(run.verdict.acknowledged).toBeGreaterThan(30 * 6);
    expect(run.verdict.stored).toBe(run.verdict.acknowledged);
    // The faults happened, and the clients' retries with the same keys carried the answers through.
    expect(run.injected).toBeGreaterThan(0);
    expect(run.dropped).toBeGreaterThan(0);
  });

  it('are recorded with the AWS calls the deployed adapters make, and nothing only the local stand-ins do', () => {
    expect(profile.learners).toBe(30);
    expect(profile.steps.finish.occurrences).toBe(30);
    const signIn = profile.steps.signin.calls;
    for (const call of ['cognito-idp AdminInitiateAuth', 'cognito-idp AdminRespondToAuthChallenge', 'sns Publish'])
      expect(signIn.get(call), call).toBeGreaterThan(0);
    expect(STEPS.some((s) => (profile.steps[s].calls.get('kms Sign') ?? 0) > 0)).toBe(true);
    expect(profile.steps.signin.invocations.get('identity/triggers/verify-auth-challenge')).toBeGreaterThan(0);
    const classes = new Set(STEPS.flatMap((s) => [...profile.steps[s].partitions.keys()].map(partitionClass)));
    expect(classes.has('OUTBOX')).toBe(false);
    expect([...classes].some((c) => c.startsWith('REFRESH#'))).toBe(false);
    expect(profile.steps.answer.siteRequests).toBeGreaterThan(0); // listening questions' audio, through CloudFront
  });

  it('give the capacity model a peak demand for every limit', () => {
    const rows = capacityModel(profile, eventProfiles[0]!);
    for (const service of ['DynamoDB', 'Lambda', 'API Gateway', 'WAF', 'Cognito', 'KMS', 'SNS', 'Transcribe', 'S3'])
      expect(
        rows.some((r) => r.service === service),
        service,
      ).toBe(true);
    for (const r of rows) expect(Number.isFinite(r.utilisation) && r.quota.value > 0, r.limit).toBe(true);
    // A shared item many children read: the course (cached per instance) or a class's histogram shards.
    expect(rows.find((r) => r.limit === 'hottest shared partition, reads')!.what).toMatch(
      /^(COURSE|QUESTION|CLASSSCORES)#/,
    );
  });
});

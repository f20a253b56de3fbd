import { describe, expect, it } from 'vitest';
import type { AwsCall, RecordedRequest } from '../../../functions/lib/traffic-recorder';
import type { ItemAccess } from '../../../functions/lib/traffic-recorder';
import { profileRecording } from '../../olympiad/recording-profile';
import { capacityModel } from '../../olympiad/capacity-model';
import { partitionClass } from '../../olympiad/key-classes';
import type { EventProfile } from '../../olympiad/capacity-config';

/**
 * The capacity model on a small made-up recording: what is shared and what is one learner's own
 * comes from who touched it, the finish is each learner's last answer, and the peaks are rates ×
 * costs (Lambda concurrency by Little's law, transactions in flight on a shared item).
 */
const T = 'fluentia-test-main';
const item = (pk: string, sk: string, kind: 'read' | 'write', units: number, transactional = false): ItemAccess => ({
  table: T,
  pk,
  sk,
  kind,
  bytes: 100,
  units,
  ...(transactional ? { transactional } : {}),
});
const dynamo = (operation: string, items: ItemAccess[], ms = 20): AwsCall => ({
  service: 'dynamodb',
  operation,
  at: 0,
  ms,
  ok: true,
  items,
});
const call = (service: string, operation: string, extra: Partial<AwsCall> = {}): AwsCall => ({
  service,
  operation,
  at: 0,
  ms: 0,
  ok: true,
  standIn: true,
  ...extra,
});
const request = (
  learner: string,
  step: string,
  route: string,
  fn: string,
  ms: number,
  calls: AwsCall[],
): RecordedRequest => ({
  id: `${learner}-${step}-${route}`,
  route,
  learner,
  step,
  startedAt: 0,
  ms,
  status: 200,
  invocations: [{ fn, at: 0, ms, calls }],
});

function recording(learners: number): RecordedRequest[] {
  return Array.from({ length: learners }, (_, i) => {
    const me = `USER#child-${i}`;
    return [
      request(`child-${i}`, 'signin', 'POST /v1/login', 'identity/routes/login', 300, [
        dynamo('GetItem', [item(me, 'PROFILE', 'read', 1)]),
        call('cognito-idp', 'AdminInitiateAuth'),
        call('dynamodb', 'PutItem', { items: [item(`PROOF#${i}`, 'PROOF', 'write', 1)] }),
        call('dynamodb', 'PutItem', {
          items: [item(`REFRESH#${i}`, 'SESSION', 'write', 1)],
          standIn: false,
          localOnly: true,
        }),
      ]),
      request(`child-${i}`, 'answer#0', 'POST /v1/submitAnswer', 'assessment/routes/submit-answer', 50, [
        dynamo('Query', [item('COURSE#300', '', 'read', 2)]),
        dynamo('TransactWriteItems', [item(me, 'ATTEMPT#a', 'write', 4, true)], 30),
      ]),
      request(`child-${i}`, 'answer#1', 'POST /v1/submitAnswer', 'assessment/routes/submit-answer', 50, [
        dynamo('Query', [item('COURSE#300', '', 'read', 2)]),
        dynamo(
          'TransactWriteItems',
          [item(me, 'ATTEMPT#a', 'write', 4, true), item('CLASSSCORES#7', 'HIST', 'write', 2, true)],
          30,
        ),
      ]),
      {
        ...request(`child-${i}`, 'answer#1', 'GET /content/*', 'none', 5, [
          call('s3', 'GetObject', { localOnly: true }),
        ]),
        invocations: [],
      },
    ];
  }).flat();
}

const event: EventProfile = {
  name: 'test',
  children: 20_000,
  signInMinutes: 10,
  startDelaySeconds: { min: 0, max: 0 },
  testMinutes: { min: 10, max: 10 },
  resultDelaySeconds: 10,
  school: { children: 100, signInMinutes: 5 },
};

describe('the recording profile', () => {
  const profile = profileRecording(recording(6));

  it('tells what several learners touch from what is one learner’s own, leaving local-only calls out', () => {
    expect(profile.learners).toBe(6);
    expect(profile.sharedPartitions).toBe(2); // COURSE#300 and CLASSSCORES#7; REFRESH# is local only
    expect(profile.ownPartitions).toBe(6 * 2); // USER#child-i and PROOF#i
    expect(profile.ownPeak).toMatchObject({ kind: 'write', units: 4 });
  });

  it('takes each learner’s last answer as the finish, and counts per occurrence', () => {
    expect(profile.steps.answer.occurrences).toBe(6);
    expect(profile.steps.finish.occurrences).toBe(6);
    expect(profile.steps.finish.siteRequests).toBe(1);
    expect(profile.steps.finish.conflictItems.get('CLASSSCORES#7|HIST')).toBe(1);
    expect(profile.steps.answer.conflictItems.size).toBe(0);
    expect(profile.steps.signin.calls.get('cognito-idp AdminInitiateAuth')).toBe(1);
    expect(profile.durationMs.get('identity/routes/login')).toBe(300);
    expect(profile.transactionMs).toBe(30);
  });
});

describe('an in-function cache in the recording', () => {
  it('is charged to every function that uses it, not only the one whose request filled it', () => {
    const fill: AwsCall = {
      ...dynamo('Query', [item('COURSE#300', '', 'read', 3)]),
      cache: 'courses',
      cachedForMs: 60_000,
    };
    const use = call('cache', 'courses', { standIn: false });
    const requests = [
      request('child-0', 'start', 'GET /v1/courses/{courseId}', 'courses/routes/get-course', 40, [use, fill]),
      request('child-1', 'start', 'POST /v1/startAttempt', 'assessment/routes/start-attempt', 40, [use]),
    ];
    const profile = profileRecording(requests);
    expect(profile.cached).toEqual([
      {
        users: ['courses/routes/get-course', 'assessment/routes/start-attempt'],
        partition: 'COURSE#300',
        units: 3,
        ttlMs: 60_000,
      },
    ]);
    expect(profile.steps.start.table.read).toBe(0); // the fill is not a per-request read
    expect(profile.steps.start.calls.size).toBe(0);
  });
});

describe('the capacity model', () => {
  const rows = capacityModel(profileRecording(recording(6)), event);
  const find = (limit: string) => rows.find((r) => r.limit.startsWith(limit))!;

  it('charges the event’s rates to each limit', () => {
    // 20,000 sign-ins over 600 s: about 33 a second, each one AdminInitiateAuth and 0.3 s of the login function.
    expect(find('UserAuthentication').demand).toBeGreaterThan(28);
    expect(find('UserAuthentication').demand).toBeLessThan(42);
    // Each finish writes the one shared item in a 30 ms transaction: finishes a second × 0.03 in flight.
    const shared = find('item shared by concurrent transactions');
    expect(shared.what).toContain('CLASSSCORES#7|HIST');
    expect(shared.demand).toBeGreaterThan(0.5);
    expect(shared.demand).toBeLessThan(1.5);
    expect(find('hottest shared partition, reads').what).toBe('COURSE#300 (COURSE#<v>)');
    expect(find('concurrent executions').demand).toBeGreaterThan(0);
  });

  it('finds no collision when no item is written by two learners in a transaction', () => {
    const solo = recording(6).filter((r) => r.step !== 'answer#1');
    expect(capacityModel(profileRecording(solo), event).find((r) => r.limit.startsWith('item shared'))!.demand).toBe(0);
  });
});

describe('a key’s class', () => {
  it('keeps the words and hides the values', () => {
    expect(partitionClass('USER#3f2a-11')).toBe('USER#<v>');
    expect(partitionClass('CLASSSCORES#7#3')).toBe('CLASSSCORES#<v>#<v>');
    expect(partitionClass('gsi1:ENROLMENTS#abc')).toBe('gsi1:ENROLMENTS#<v>');
    expect(partitionClass('PRODUCTS')).toBe('PRODUCTS');
  });
});

import { describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import * as keys from '../../functions/data/keys';
import { freshLearner, itemsOf, rightSubmission, start } from '../support/attempts';
import { getItem, setFields } from '../support/table';

/**
 * Time lost to the network (docs/decisions.md 371–373) through the local API: the page sends the
 * seconds its clock showed when Submit was pressed (`pause_time`); the time from then to the
 * answer's arrival is given back, at most a tenth of the sitting in all, once per answer however
 * often it is sent. The sitting is moved on the server's clock (started earlier) as if time had passed.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const key = () => `k-${crypto.randomUUID()}`;

interface Stored {
  startedAt: number;
  deadline: number;
  timeCreditMs?: number;
}

async function summative() {
  const learner = await freshLearner([101]);
  const attempt = (await start(learner.client, 101, 1010)).body.data.attempt;
  const itemKey = keys.attempt(learner.userId, attempt.attempt_id);
  return {
    ...learner,
    attempt,
    /** The 25-minute sitting as if it had started `ago` ms before now. */
    startedAgo: async (ago: number) => {
      const startedAt = Date.now() - ago;
      await setFields(itemKey.pk, itemKey.sk, { startedAt, deadline: startedAt + 25 * MINUTE });
      return startedAt + 25 * MINUTE;
    },
    stored: async () => (await getItem<Stored>(itemKey.pk, itemKey.sk))!,
    send: (page: AttemptData, extra: Record<string, unknown>, k = key()) =>
      learner.client.call<SubmitAnswerData>(
        'POST',
        '/v1/submitAnswer',
        { ...rightSubmission(attempt.attempt_id, page.next_question), ...extra },
        { 'idempotency-key': k },
      ),
  };
}

describe('time lost to the network', () => {
  it('gives back the time from the press of Submit to the arrival, once, however often the answer is sent', async () => {
    const sitting = await summative();
    const deadline = await sitting.startedAgo(5 * MINUTE); // 20:00 left now
    // The learner pressed Submit with 20:14 showing, 14 s ago, and the network kept the answer since.
    const k = key();
    const sent = await sitting.send(sitting.attempt, { pause_time: 20 * 60 + 14 }, k);
    expect(sent.body.code).toBe(200);
    const after = sent.body.data.attempt;
    expect(after.time_remaining).toBeGreaterThanOrEqual(20 * 60 + 13);
    expect(after.time_remaining).toBeLessThanOrEqual(20 * 60 + 14);
    const stored = await sitting.stored();
    expect(stored.deadline - deadline).toBeGreaterThanOrEqual(13 * SECOND);
    expect(stored.deadline - deadline).toBeLessThanOrEqual(15 * SECOND);
    expect(stored.timeCreditMs).toBe(stored.deadline - deadline);
    expect(after.time_credit_left).toBe(Math.floor((150 * SECOND - stored.timeCreditMs!) / SECOND));

    // The same answer again under its key (the page never heard back): the first result, nothing more given.
    const again = await sitting.send(sitting.attempt, { pause_time: 20 * 60 + 14 }, k);
    expect(again.body).toEqual(sent.body);
    expect(await sitting.stored()).toMatchObject({ deadline: stored.deadline, timeCreditMs: stored.timeCreditMs });
    expect(await itemsOf(sitting.userId, `ATTEMPT#${sitting.attempt.attempt_id}#A#`)).toHaveLength(1);

    // An answer without the page's clock gets nothing back.
    const plain = await sitting.send(after, {});
    expect(plain.body.code).toBe(200);
    expect(await sitting.stored()).toMatchObject({ deadline: stored.deadline, timeCreditMs: stored.timeCreditMs });
  });

  it('accepts an answer pressed before the end that arrives after the deadline and its grace', async () => {
    const sitting = await summative();
    // The deadline was 40 s ago; the learner pressed Submit with 20 s left, then the school's network fell over for a
    // minute.
    await sitting.startedAgo(25 * MINUTE + 40 * SECOND);
    const sent = await sitting.send(sitting.attempt, { pause_time: 20 });
    expect(sent.body.code).toBe(200);
    expect(sent.body.data.attempt.time_remaining).toBeGreaterThanOrEqual(19);
    expect(sent.body.data.attempt.time_remaining).toBeLessThanOrEqual(20);
    expect(await itemsOf(sitting.userId, `ATTEMPT#${sitting.attempt.attempt_id}#A#`)).toHaveLength(1);
  });

  it('gives at most a tenth of the sitting in all: a larger claim is capped, the next gets nothing, a late one is refused', async () => {
    const sitting = await summative();
    const deadline = await sitting.startedAgo(15 * MINUTE); // 10:00 left
    // A page claiming its clock still shows 24:00 (a tampered or long-frozen clock): 2:30 back, no more.
    const capped = await sitting.send(sitting.attempt, { pause_time: 24 * 60 });
    expect(capped.body.code).toBe(200);
    expect(capped.body.data.attempt.time_credit_left).toBe(0);
    expect(await sitting.stored()).toMatchObject({ deadline: deadline + 150 * SECOND, timeCreditMs: 150 * SECOND });

    const next = await sitting.send(capped.body.data.attempt, { pause_time: 24 * 60 });
    expect(next.body.code).toBe(200);
    expect(await sitting.stored()).toMatchObject({ deadline: deadline + 150 * SECOND, timeCreditMs: 150 * SECOND });

    // Past the extended deadline and its grace, with nothing left to give: refused, nothing written.
    const page = next.body.data.attempt;
    const itemKey = keys.attempt(sitting.userId, sitting.attempt.attempt_id);
    await setFields(itemKey.pk, itemKey.sk, { deadline: Date.now() - 10 * SECOND });
    const before = await itemsOf(sitting.userId, `ATTEMPT#${sitting.attempt.attempt_id}`);
    const late = await sitting.send(page, { pause_time: 5 });
    expect(late.body).toMatchObject({
      status: false,
      code: 409,
      message: 'Time is up for this test, so this answer was not saved. Your earlier answers have been submitted.',
    });
    expect(await itemsOf(sitting.userId, `ATTEMPT#${sitting.attempt.attempt_id}`)).toEqual(before);
  });

  it('reports the allowance on start and on fetch, and none for an untimed activity', async () => {
    const sitting = await summative();
    expect(sitting.attempt.time_credit_left).toBe(150);
    expect(
      (await sitting.client.get<AttemptData>(`/v1/fetchattempt/${sitting.attempt.attempt_id}`)).body.data
        .time_credit_left,
    ).toBe(150);
    const untimed = (await start(sitting.client, 101, 1011)).body.data.attempt;
    expect(untimed).toMatchObject({ time_remaining: null, time_credit_left: null });
  });
});

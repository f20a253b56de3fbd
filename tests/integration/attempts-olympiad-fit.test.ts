import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { answerAll, freshLearner, itemsOf, start } from '../support/attempts';
import { useLocalStackDirectly } from '../support/direct-env';
import * as keys from '../../functions/data/keys';
import { shardOf } from '../../functions/core/attempts/kept-responses';
import { partition } from '../support/table';

/**
 * Decisions 0400–0413 through the local API: a summative test asks nothing the learner met in another test
 * (the learner's own `SEEN#` items, one Query at start); a sitting answered against every key shows
 * level 1 and is flagged for staff (stored on the attempt and listed by `npm run flagged`), while the
 * learner's screens carry no trace of it.
 */
let flagged: typeof import('../../functions/core/attempts/flagged-sittings');

beforeAll(async () => {
  useLocalStackDirectly();
  flagged = await import('../../functions/core/attempts/flagged-sittings');
});

const askedIn = (attempt: AttemptData, responses: Array<{ data: SubmitAnswerData }>) =>
  [attempt.next_question, ...responses.map((r) => r.data.attempt.next_question)]
    .flat()
    .filter((q) => q.type !== 'INS')
    .map((q) => q.question_id);

describe('items met again', () => {
  it('gives the End-of-course test none of the questions the learner was asked in the placement check', async () => {
    const { client, userId } = await freshLearner([101, 428]);
    const placement = (await start(client, 428, 4281)).body.data.attempt;
    const placementAnswers = await answerAll(client, placement);
    expect(placementAnswers.at(-1)!.code).toBe(204);
    const seenFirst = askedIn(placement, placementAnswers);
    expect(seenFirst.length).toBeGreaterThanOrEqual(6);

    // The finishing transaction kept the questions in the learner's own partition.
    const seen = await itemsOf(userId, 'SEEN#');
    expect(seen).toEqual([
      expect.objectContaining({ sk: `SEEN#${placement.attempt_id}`, entity: 'seenItems', elementId: 4281 }),
    ]);
    expect([...(seen[0]!.ids as number[])].sort()).toEqual([...seenFirst].sort());

    // A new adult starts in the middle with nothing known (aimed with the wider steering prior); the next test starts
    // at the level shown.
    const first = (await itemsOf(userId, `ATTEMPT#${placement.attempt_id}`)).find((i) => i.entity === 'attempt')!;
    expect(first).toMatchObject({ startLevel: 6, startUnknown: true });
    const shown = placementAnswers.at(-1)!.data.completion?.o_level;

    const final = (await start(client, 101, 1010)).body.data.attempt;
    const stored = (await itemsOf(userId, `ATTEMPT#${final.attempt_id}`)).find((i) => i.entity === 'attempt')!;
    expect(stored).toMatchObject(shown ? { startLevel: shown } : { startLevel: 6, startUnknown: true });
    if (shown) expect(stored.startUnknown).toBeUndefined();
    expect((stored.poolIds as number[]).filter((id) => seenFirst.includes(id))).toEqual([]);
    const finalAnswers = await answerAll(client, final);
    expect(finalAnswers.at(-1)!.code).toBe(204);
    expect(askedIn(final, finalAnswers).filter((id) => seenFirst.includes(id))).toEqual([]);
  });
});

describe('aberrant sittings', () => {
  it("shows every answer wrong as level 1 and flags the sitting for staff, not on the learner's screens", async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1010)).body.data.attempt;
    const responses = await answerAll(client, attempt, { wrong: true });
    const done = responses.at(-1)!;
    expect(done.code).toBe(204);
    expect(done.data.completion).toMatchObject({ o_level: 1, band: 'Beginner', needs_more: [] });
    const learnerSees = JSON.stringify([
      responses.map((r) => r.data),
      (await client.get(`/v1/fetchattempt/${attempt.attempt_id}`)).body,
      (await client.get('/v1/mystep')).body,
    ]);
    expect(learnerSees).not.toMatch(/personFit|lzStar|flagged/);

    const stored = (await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).find((i) => i.entity === 'attempt')!;
    expect(stored.personFit).toMatchObject({ flagged: true, reasons: expect.arrayContaining(['chance']) });
    const day = new Date().toISOString().slice(0, 10);
    const item = (await partition(keys.flaggedSitting(day, shardOf(attempt.attempt_id), '').pk)).find(
      (i) => i.sk === attempt.attempt_id,
    );
    expect(item).toMatchObject({
      entity: 'flaggedSitting',
      userId,
      courseId: 101,
      elementId: 1010,
      levels: { o_level: 1 },
    });
    const listed = await flagged.flaggedSittings(1);
    expect(listed.find((f) => f.attemptId === attempt.attempt_id)).toMatchObject({
      userId,
      personFit: { flagged: true },
    });
  });

  it('does not flag a learner who answers every question right', async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1010)).body.data.attempt;
    await answerAll(client, attempt);
    const stored = (await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).find((i) => i.entity === 'attempt')!;
    expect(stored.personFit).toMatchObject({ flagged: false, reasons: [] });
    const day = new Date().toISOString().slice(0, 10);
    expect(
      (await partition(keys.flaggedSitting(day, shardOf(attempt.attempt_id), '').pk)).some(
        (i) => i.sk === attempt.attempt_id,
      ),
    ).toBe(false);
  });
});

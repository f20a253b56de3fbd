import { describe, expect, it } from 'vitest';
import type { KidsScoreData } from '#shared/api/contract-accounts';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { answerAll, freshLearner, rightSubmission, setDeadline, start } from '../support/attempts';
import { partition, putItem } from '../support/table';
import { extractText } from 'unpdf';
import { TestClient } from '../support/api-client';
import { signUp } from '../support/accounts';
import { CLASS_SCORE_PARTITIONS, shardOf } from '../../functions/core/class-scores';
import * as keys from '../../functions/data/keys';

/**
 * A child's percentile among the children of the same class (kidsscore): each finished final test
 * is counted in its class's histogram (a child's own mark in the finishing transaction, then one of
 * the class's shards), and the percentile is withheld, with the reason, while the class has fewer
 * than 20 scores. (The local stack seeds 40 demo scores per class in the class's first shard.)
 */
async function childFinishes(grade: number) {
  const child = await freshLearner([300], { type: 'w', grade });
  const attempt = (await start(child.client, 300, 3004)).body.data.attempt;
  await answerAll(child.client, attempt);
  return child;
}

/** Every shard item of a class, as the table holds them (and the one item from before the shards). */
async function shardItems(grade: number) {
  const parts = await Promise.all(
    Array.from({ length: CLASS_SCORE_PARTITIONS }, (_, p) => partition(keys.classScoreShard(grade, p, 0).pk)),
  );
  const legacy = (await partition(keys.classScoresBeforeShards(grade).pk)).filter((i) => i.sk === 'HIST');
  return [...parts.flat(), ...legacy];
}

/** The class's histogram summed from the raw items, independently of the product's reader. */
async function rawCounts(grade: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const item of await shardItems(grade))
    for (const [k, v] of Object.entries(item)) if (/^(l\d+|total)$/.test(k)) counts[k] = (counts[k] ?? 0) + Number(v);
  return counts;
}

/** Sets a class's histogram to `counts` (every shard emptied, the first one given the counts). */
async function setClassCounts(grade: number, counts: Record<string, number>) {
  for (const item of await shardItems(grade))
    await putItem({ pk: item.pk, sk: item.sk, entity: 'classScores', total: 0 });
  await putItem({ ...keys.classScoreShard(grade, 0, 0), entity: 'classScores', ...counts });
}

describe('a child’s percentile', () => {
  it('comes from the class’s scores, which the final test joins', async () => {
    const before = await rawCounts(7);
    const child = await childFinishes(7);
    const after = await rawCounts(7);
    expect(after.total).toBe(before.total! + 1);
    const mark = (await partition(`USER#${child.userId}`)).find((i) => String(i.sk).startsWith('CLASSSCORE#'))!;
    expect(mark).toMatchObject({ grade: 7, counted: true });
    expect(after[`l${mark.bucket}`]).toBe((before[`l${mark.bucket}`] ?? 0) + 1);
    const score = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
    expect(score.score).not.toBeNull();
    expect(score.percentile).toBeGreaterThanOrEqual(0);
    expect(score.percentile).toBeLessThanOrEqual(100);
    expect(score.grade).toBe(7);
    // The certificate of participation is made on this first read (decision 0840), once: a second read has the same.
    expect(score.cert_url).not.toBeNull();
    const again = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
    expect(new URL(again.cert_url!).pathname).toBe(new URL(score.cert_url!).pathname);
    expect((await partition(`USER#${child.userId}`)).filter((i) => String(i.sk).startsWith('CERT#'))).toHaveLength(1);
  }, 90_000); // a whole final test, then the certificate's PDF (the PDF kit loaded on its first use)

  it('is withheld with the reason while the class has fewer than 20 scores', async () => {
    // (Class 7, as above: its seeded final-test questions give a level on right answers.)
    await setClassCounts(7, { l3: 2, l5: 1, total: 3 });
    const child = await childFinishes(7);
    const score = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
    expect(score.percentile).toBeNull();
    expect(score.percentile_note).toBe(
      'Your percentile shows once 20 children of Class 7 have taken the final test (4 so far).',
    );
  });

  it('counts a finish whose count did not land when the child next reads it', async () => {
    const child = await childFinishes(7);
    const mark = (await partition(`USER#${child.userId}`)).find((i) => String(i.sk).startsWith('CLASSSCORE#'))!;
    const counted = await rawCounts(7);
    // As if the function had stopped between the finish and its count: the mark pending, the shard without it.
    const shardKey = keys.classScoreShard(7, shardOf(child.userId) % CLASS_SCORE_PARTITIONS, shardOf(child.userId));
    const shard = (await partition(shardKey.pk)).find((i) => i.sk === shardKey.sk)!;
    await putItem({ ...shard, [`l${mark.bucket}`]: shard[`l${mark.bucket}`] - 1, total: shard.total - 1 });
    await putItem({ ...mark, counted: false });
    expect((await rawCounts(7)).total).toBe(counted.total! - 1);
    await child.client.get<KidsScoreData>('/v1/kidsscore');
    expect(await rawCounts(7)).toEqual(counted);
    expect((await partition(`USER#${child.userId}`)).find((i) => i.sk === mark.sk)).toMatchObject({ counted: true });
    // Read again: nothing more is counted, the mark says counted.
    await child.client.get<KidsScoreData>('/v1/kidsscore');
    expect(await rawCounts(7)).toEqual(counted);
  });
});

describe('sixty children of one class finishing at once', () => {
  /**
   * Every child submits its current page in the same round; children answer choices wrong every other round, a third
   * of them every third round.
   */
  async function answerRounds(
    children: Array<{ client: TestClient; attempt: AttemptData; i: number }>,
    rounds: number,
  ) {
    const refusals: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const open = children.filter((c) => c.attempt.next_question.length);
      const answers = await Promise.all(
        open.map(async (c) => ({
          c,
          res: await c.client.post<SubmitAnswerData>(
            '/v1/submitAnswer',
            rightSubmission(c.attempt.attempt_id, c.attempt.next_question, {
              wrong:
                (round + c.i) % (c.i % 3 === 0 ? 3 : 2) === 0 && c.attempt.next_question.every((q) => q.type === 'MCQ'),
            }),
          ),
        })),
      );
      for (const { c, res } of answers) {
        if (!res.body.status) refusals.push(`${res.body.code} ${res.body.message}`);
        else c.attempt = res.body.data.attempt;
      }
    }
    return refusals;
  }

  it('are each counted once, and the percentile from the class totals is the one from every result', async () => {
    const grade = 8; // no other test finishes a Class 8 final test
    await setClassCounts(grade, { total: 0 });
    const children = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const learner = await freshLearner([300], { type: 'w', grade });
        const attempt = (await start(learner.client, 300, 3004)).body.data.attempt;
        return { ...learner, attempt, i };
      }),
    );
    expect(await answerRounds(children, 10)).toEqual([]);
    // The sitting's end (an olympiad's 10:45): every open attempt is past its deadline, and every
    // child's next call finishes it, all sixty at the same moment.
    for (const c of children) await setDeadline(c.userId, c.attempt.attempt_id, Date.now() - 3_600_000);
    const finished = await Promise.all(
      children.map((c) => c.client.get<AttemptData>(`/v1/fetchattempt/${c.attempt.attempt_id}`)),
    );
    expect(finished.map((r) => `${r.body.code} ${r.body.data?.is_graded}`)).toEqual(children.map(() => '200 Y'));

    // Every result, read from each child's own score item, independently of the class's totals.
    const levels = await Promise.all(
      children.map(
        async (c) =>
          (await partition(`USER#${c.userId}`)).find((i) => String(i.sk).startsWith('SCORE#'))?.levels.o_level as
            number | undefined,
      ),
    );
    const bucket = (l: number) => Math.min(12, Math.max(1, Math.round(l)));
    const all = levels.filter((l): l is number => typeof l === 'number');
    // A sitting cut short by the deadline has a level only on enough evidence; those without one are not counted.
    expect(all.length).toBeGreaterThanOrEqual(20);
    const expected: Record<string, number> = { total: all.length };
    for (const level of all) expected[`l${bucket(level)}`] = (expected[`l${bucket(level)}`] ?? 0) + 1;
    const raw = await rawCounts(grade);
    expect(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== 0))).toEqual(expected);

    // Each child's percentile from kidsscore against the rank among every result, computed here.
    for (const [i, child] of children.entries()) {
      const own = levels[i];
      const score = (await child.client.get<KidsScoreData>('/v1/kidsscore')).body.data;
      if (own === undefined) {
        expect(score.percentile).toBeNull();
        continue;
      }
      const below = all.filter((l) => bucket(l) < bucket(own)).length;
      const ties = all.filter((l) => bucket(l) === bucket(own)).length;
      expect(score.percentile).toBe(Math.round((100 * (below + ties / 2)) / all.length));
    }
  });
});

describe('a child’s final test, seen by the parent', () => {
  it('notifies the parent, and the report of it downloads with the child token', async () => {
    const parent = await signUp({ parentName: 'Lakshmi Rao' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Ishaan Rao', child_grade: '7', child_avatar: 1 })
    ).body.data.child;
    const acting = new TestClient();
    acting.token = (await parent.client.post('/v1/usertoken', { child_id: child.child_id })).body.data.token;
    const attempt = (await start(acting, 300, 3004)).body.data.attempt;
    await answerAll(acting, attempt);
    const notes = (await parent.client.get('/v1/notifications')).body.data.notifications as Array<{
      message: string;
      target: { name: string };
    }>;
    expect(notes[0]).toMatchObject({
      message: 'Ishaan Rao finished the Final Test. See the score and the report on their card.',
      target: { name: 'parentDashboard' },
    });
    const report = (await acting.get<{ file_url: string }>('/v1/detailreport')).body.data;
    const { text } = await extractText(new Uint8Array(await (await fetch(report.file_url)).arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain('Ishaan Rao');
  });
});

import { describe, expect, it } from 'vitest';
import type { AttemptRecord } from '../../../../functions/core/attempts/attempt-record';
import type { StoredQuestion } from '../../../../functions/core/question-pool';
import { excludesSeen, seenItemsPut, unseenPool } from '../../../../functions/core/attempts/seen-items';

/** Items met again: a summative test leaves out what the learner was asked in any earlier test. */
const q = (question_id: number, extra: Partial<StoredQuestion> = {}): StoredQuestion => ({
  question_id,
  type: 'SA',
  domain: 'R',
  qlevel: 5,
  question: 'Q',
  courseId: 1,
  ...extra,
});

describe('seen items', () => {
  it('leaves seen questions out of the pool, with their linked group, and keeps instruction pages', () => {
    const pool = [q(1, { type: 'INS' }), q(2), q(3), q(4, { linked_group: 7 }), q(5, { linked_group: 7 }), q(6)];
    expect(unseenPool(pool, new Set([1, 3, 5])).map((x) => x.question_id)).toEqual([1, 2, 6]);
    expect(unseenPool(pool, new Set()).map((x) => x.question_id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is what summative tests do; the record of a finished adaptive attempt holds the questions it asked, in the learner's own partition", () => {
    expect(['S', 'F', 'A', 'W', 'D'].map((t) => excludesSeen(t as AttemptRecord['elementType']))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const attempt = {
      attemptId: 'a1',
      userId: 'u1',
      elementId: 9,
      adaptive: true,
      responses: [
        { questionId: 1, skill: 'R', qlevel: 1, score: null, verdict: 'skipped', instruction: true },
        { questionId: 90101, skill: 'R', qlevel: 1, score: 1, verdict: 'correct' },
        { questionId: 90301, skill: 'L', qlevel: 1, score: null, verdict: 'skipped' },
      ],
    } as unknown as AttemptRecord;
    expect(seenItemsPut(attempt)).toEqual({
      pk: 'USER#u1',
      sk: 'SEEN#a1',
      entity: 'seenItems',
      attemptId: 'a1',
      elementId: 9,
      ids: [90101, 90301],
    });
    expect(seenItemsPut({ ...attempt, adaptive: false })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { AttemptRecord, Response } from '../../../functions/core/attempts/attempt-record';
import {
  firstPage,
  isAdaptive,
  levelsFor,
  nextPage,
  plannedLength,
  skillStillShort,
} from '../../../functions/assessment/adaptive';
import type { StoredQuestion } from '../../../functions/core/question-pool';

/** How the engine drives the level model: which page comes next, when a test ends, what it reports. */
const question = (
  question_id: number,
  domain: StoredQuestion['domain'],
  qlevel: number,
  extra: Partial<StoredQuestion> = {},
): StoredQuestion => ({
  question_id,
  domain,
  qlevel,
  type: 'MCQ',
  question: `Q${question_id}`,
  courseId: 1,
  ...extra,
});
const pool = [
  question(1, 'R', 1, { type: 'INS' }),
  question(2, 'R', 2),
  question(3, 'R', 6),
  question(4, 'R', 10),
  question(5, 'W', 3),
  question(6, 'W', 7),
  question(7, 'W', 11),
  question(8, 'L', 6, { linked_group: 8 }),
  question(9, 'L', 6, { linked_group: 8 }),
];
const byId = new Map(pool.map((q) => [q.question_id, q]));
const attempt = (over: Partial<AttemptRecord> = {}): AttemptRecord => ({
  attemptId: '0000abcd-0000-4000-8000-000000000000',
  userId: 'u',
  courseId: 1,
  unitId: 1,
  elementId: 1,
  elementType: 'F',
  elementName: 'Test',
  attemptName: 'F',
  adaptive: true,
  showFeedback: true,
  reviewable: true,
  startedAt: 0,
  deadline: null,
  holdSeconds: null,
  startLevel: 6,
  status: 'open',
  version: 0,
  poolIds: pool.map((q) => q.question_id),
  current: [],
  answeredIds: [],
  responses: [],
  plannedTotal: 9,
  ...over,
});
const answered = (ids: number[], score = 1): Partial<AttemptRecord> => ({
  answeredIds: ids,
  responses: ids.map((id): Response => ({
    questionId: id,
    skill: byId.get(id)!.domain,
    qlevel: byId.get(id)!.qlevel,
    score: byId.get(id)!.type === 'INS' ? null : score,
    verdict: byId.get(id)!.type === 'INS' ? 'skipped' : score >= 0.5 ? 'correct' : 'wrong',
  })),
});

describe('which activities are adaptive', () => {
  it('tests (F, S, A) and adaptive mysteries are; practice sets and daily activities go in order', () => {
    expect(['F', 'S', 'A'].map((t) => isAdaptive({ element_type: t as 'F', is_adaptive_mystery: false }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isAdaptive({ element_type: 'W', is_adaptive_mystery: false })).toBe(false);
    expect(isAdaptive({ element_type: 'D', is_adaptive_mystery: false })).toBe(false);
    expect(isAdaptive({ element_type: 'W', is_adaptive_mystery: true })).toBe(true);
  });

  it('plans every question in order, or up to 20 chosen ones; the instruction page is not a question', () => {
    expect(plannedLength(pool, false)).toBe(8);
    expect(plannedLength(pool, true)).toBe(8);
    const big = [
      question(1, 'R', 1, { type: 'INS' }),
      ...Array.from({ length: 30 }, (_, i) => question(100 + i, 'R', (i % 12) + 1)),
    ];
    expect(plannedLength(big, true)).toBe(20);
  });
});

describe('the next page of an adaptive test', () => {
  it('shows the instruction page first', () => {
    expect(firstPage(attempt(), pool)).toEqual([1]);
  });

  it("then takes the skills in turn, in the attempt's own order, each at the question nearest the estimate", () => {
    const pagesOf = (attemptId: string) => {
      const pages: number[][] = [];
      let ids = [1];
      for (let i = 0; i < 3; i++) {
        const page = nextPage(attempt({ attemptId, ...answered(ids) }), byId)!;
        pages.push(page);
        ids = [...ids, ...page];
      }
      return pages;
    };
    const pages = pagesOf('0000abcd-0000-4000-8000-000000000000');
    expect(pages.map((p) => byId.get(p[0]!)!.domain).sort()).toEqual(['L', 'R', 'W']);
    // One question of R and of W, and L's linked page whole; W's is its one near the start (7: 3 and 11 are far).
    expect(pages).toContainEqual([8, 9]);
    expect(pages).toContainEqual([6]);
    expect(pagesOf('0000abcd-0000-4000-8000-000000000000')).toEqual(pages); // the same attempt, the same pages
    const orders = new Set(
      ['00000001', '00000002', '00000003', '00000004', '00000005', '00000006'].map((id) =>
        pagesOf(`${id}-0000-4000-8000-000000000000`)
          .map((p) => byId.get(p[0]!)!.domain)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1); // classmates do not all start with the same skill
  });

  it('aims higher after right answers and lower after wrong ones', () => {
    const right = nextPage(attempt(answered([1, 3, 6, 8, 9], 1)), byId)!;
    const wrong = nextPage(attempt(answered([1, 3, 6, 8, 9], 0)), byId)!;
    expect(byId.get(right[0]!)!.qlevel).toBeGreaterThan(byId.get(wrong[0]!)!.qlevel);
  });

  it('ends when every question has been asked', () => {
    expect(nextPage(attempt(answered([1, 2, 3, 4, 5, 6, 7, 8, 9])), byId)).toBeNull();
  });

  it('goes in the authored order when not adaptive', () => {
    const practice = attempt({ adaptive: false });
    expect(firstPage(practice, pool)).toEqual([1]);
    expect(nextPage({ ...practice, ...answered([1, 2, 3, 4, 5, 6, 7]) }, byId)).toEqual([8, 9]);
  });
});

describe('levels of a finished attempt', () => {
  it('shows no level on a few answers: the skills asked need more answers (decision 0114, honest levels)', () => {
    const levels = levelsFor(attempt(answered([1, 2, 3, 5, 6])), byId);
    expect(levels).toMatchObject({
      o_level: null,
      r_level: null,
      w_level: null,
      l_level: null,
      s_level: null,
      band: null,
      o_level_range: null,
    });
    expect(levels.needs_more).toEqual(['R', 'W']);
  });

  it('reports overall and measured skills with ranges and band once the answers are enough, nothing for untested skills', () => {
    // Twelve reading and twelve writing answers around level 6, alternately right and wrong.
    const items = [
      ...Array.from({ length: 12 }, (_, i) => question(200 + i, 'R', 5 + (i % 3))),
      ...Array.from({ length: 12 }, (_, i) => question(300 + i, 'W', 5 + (i % 3))),
    ];
    const ids = new Map(items.map((q) => [q.question_id, q]));
    const responses = items.map((q, i): Response => ({
      questionId: q.question_id,
      skill: q.domain,
      qlevel: q.qlevel,
      score: i % 2,
      verdict: i % 2 ? 'correct' : 'wrong',
    }));
    const levels = levelsFor(
      attempt({ poolIds: items.map((q) => q.question_id), answeredIds: items.map((q) => q.question_id), responses }),
      ids,
    );
    expect(levels.o_level).toBeGreaterThanOrEqual(5);
    expect(levels.r_level).not.toBeNull();
    expect(levels.w_level).not.toBeNull();
    expect(levels.l_level).toBeNull();
    expect(levels.s_level).toBeNull();
    expect(levels.needs_more).toEqual([]);
    expect(levels.o_level_range![0]).toBeLessThanOrEqual(levels.o_level!);
    expect(levels.o_level_range![1]).toBeGreaterThanOrEqual(levels.o_level!);
    expect(levels.band).toBeTruthy();
  });

  it('has no level at all when nothing was answered (an instruction page is not evidence)', () => {
    expect(levelsFor(attempt(answered([1])), byId)).toMatchObject({ o_level: null, band: null, o_level_range: null });
  });
});

describe('the Speaking level of a test with spoken questions (decisions 0283–0284)', () => {
  // An End-of-course-like pool: reading, writing and listening at every level, read-aloud questions at 2–11.
  const written = (['R', 'W', 'L'] as const).flatMap((skill, s) =>
    Array.from({ length: 12 }, (_, i) => question(400 + s * 20 + i, skill, i + 1)),
  );
  const spoken = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((level, i) => question(500 + i, 'S', level, { type: 'SA' }));
  const items = [...written, ...spoken];
  const ids = new Map(items.map((q) => [q.question_id, q]));
  /**
   * Runs the engine to the end; a learner at level 6 who gets questions below 6 right, and scores `spokenScore` on
   * every spoken answer.
   */
  function sit(spokenScore: (level: number) => number): AttemptRecord {
    let record = attempt({ poolIds: items.map((q) => q.question_id), plannedTotal: 20 });
    for (let page = nextPage(record, ids); page; page = nextPage(record, ids)) {
      const responses = page.map((id): Response => {
        const q = ids.get(id)!;
        const score =
          q.domain === 'S' ? spokenScore(q.qlevel) : q.qlevel < 6 || (q.qlevel === 6 && id % 2 === 0) ? 1 : 0;
        return {
          questionId: id,
          skill: q.domain,
          qlevel: q.qlevel,
          score,
          verdict: score < 0 ? 'skipped' : score >= 0.5 ? 'correct' : 'wrong',
        };
      });
      record = {
        ...record,
        answeredIds: [...record.answeredIds, ...page],
        responses: [...record.responses, ...responses],
      };
    }
    return record;
  }

  it('gives a numeric Speaking level from scored spoken answers (graded scores, as the speech scorer gives)', () => {
    // Scores as recordings get them: fluent below level 5, poor (0.35) above.
    const record = sit((level) => (level < 5 ? 0.86 : 0.35));
    expect(record.responses.filter((r) => r.skill === 'S').length).toBeGreaterThanOrEqual(3);
    const levels = levelsFor(record, ids);
    expect(levels.s_level).toEqual(expect.any(Number));
    expect(levels.s_level!).toBeGreaterThanOrEqual(3);
    expect(levels.s_level!).toBeLessThanOrEqual(6);
    expect(levels.needs_more).toEqual([]);
  });

  it('does not stop on precision while the Speaking level still needs answers', () => {
    const answers = [400, 420, 440, 405, 425, 445, 406, 426, 446, 500].map((id) => {
      const q = ids.get(id)!;
      return { question_id: id, qlevel: q.qlevel, domain: q.domain, score: q.qlevel < 6 ? 1 : 0 };
    });
    expect(skillStillShort(items, answers, 6)).toBe(true);
  });

  it('does not wait for Speaking when every spoken answer was skipped (no microphone)', () => {
    const record = sit(() => -1);
    const skipped = record.responses.filter((r) => r.skill === 'S').length;
    expect(skipped).toBe(1); // asked once, then last while other skills have questions
    expect(levelsFor(record, ids)).toMatchObject({ s_level: null });
  });
});

import { describe, expect, it } from 'vitest';
import type { CourseDetails } from '#shared/api/contract';
import type { ReviewData, ScoreData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { answerAll, freshLearner, rightSubmission, start } from '../support/attempts';
import * as keys from '../../functions/data/keys';
import { shardOf } from '../../functions/core/attempts/kept-responses';
import { partition } from '../support/table';

/** A whole attempt through the local API: start, answers, completion, progress, review, score panel. */
const element = (course: CourseDetails, id: number) =>
  course.units.flatMap((u) => u.course_elements).find((e) => e.elementID === id)!;

describe('a practice activity from start to review', () => {
  it('starts, resumes, answers page by page, finishes with 204 and shows the progress and the review', async () => {
    const { client } = await freshLearner([101]);
    expect((await client.get('/v1/fetchinstructions/101/1011')).body.data).toMatchObject({
      continue_attempt_id: null,
      attempts_remaining: 3,
    });

    const started = await start(client, 101, 1011);
    expect(started.body).toMatchObject({ status: true, code: 200 });
    const attempt = started.body.data.attempt;
    expect(attempt).toMatchObject({
      course_id: 101,
      element_id: 1011,
      element_type: 'W',
      is_graded: 'N',
      adaptive: false,
      answered_questions: 0,
      total_questions: 2,
      time_remaining: null,
      deadline: null,
      show_feedback: true,
    });
    expect(attempt.next_question).toHaveLength(1);
    expect(attempt.next_question[0]).not.toHaveProperty('correct_answers');

    // The instruction popup now offers Continue; Start again resumes the same attempt.
    expect((await client.get('/v1/fetchinstructions/101/1011')).body.data.continue_attempt_id).toBe(attempt.attempt_id);
    expect((await start(client, 101, 1011)).body.data.attempt.attempt_id).toBe(attempt.attempt_id);
    expect(
      (await start(client, 101, 1011, { continue_attempt_id: attempt.attempt_id })).body.data.attempt.next_question,
    ).toEqual(attempt.next_question);

    const first = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, attempt.next_question),
    );
    expect(first.body).toMatchObject({ status: true, code: 200 });
    expect(first.body.data.feedback[0]).toMatchObject({
      question_id: attempt.next_question[0]!.question_id,
      verdict: 'correct',
      score: 1,
    });
    expect(first.body.data.completion).toBeNull();
    const page2 = first.body.data.attempt;
    expect(page2).toMatchObject({ answered_questions: 1, is_graded: 'N' });
    expect((await client.get(`/v1/fetchattempt/${attempt.attempt_id}`)).body.data).toMatchObject({
      answered_questions: 1,
      next_question: page2.next_question,
    });

    const last = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, page2.next_question, { wrong: true }),
    );
    expect(last.body).toMatchObject({ status: true, code: 204 });
    expect(last.body.data.feedback[0]!.verdict).toBe('wrong');
    expect(last.body.data.attempt).toMatchObject({ is_graded: 'Y', answered_questions: 2, next_question: [] });
    // The promo: the first product this retail learner may buy and does not hold (they hold 5001's course 101).
    const promo = { product_id: 5002, offer_price: 499, original_price: 799, currency: 'INR' };
    expect(last.body.data.completion).toMatchObject({
      attempt_id: attempt.attempt_id,
      element_type: 'W',
      attemptScore: 50,
      productPromo: promo,
      certLink: null,
      upNext: { element_id: 1012 },
    });

    const course = (await client.get('/v1/courses/101')).body.data as CourseDetails;
    expect(element(course, 1011)).toMatchObject({
      completed: true,
      completion_count: 1,
      percentcomplete: 100,
      attempt_id: null,
    });
    expect(course.completedElements).toBe(1);
    const list = (await client.get('/v1/courses')).body.data as Array<{ course_id: number; percentcomplete: number }>;
    expect(list.find((c) => c.course_id === 101)!.percentcomplete).toBe(course.completedPercent);
    expect((await client.get('/v1/fetchinstructions/101/1011')).body.data).toMatchObject({
      continue_attempt_id: null,
      attempts_remaining: 2,
      review_attempts: [attempt.attempt_id],
    });
    expect((await client.get(`/v1/fetchattempt/${attempt.attempt_id}`)).body.data).toMatchObject({
      is_graded: 'Y',
      next_question: [],
    });

    const review = (await client.get(`/v1/fetchattempt/${attempt.attempt_id}/1`)).body.data as ReviewData;
    expect(review).toMatchObject({ course_id: 101, element_type: 'W', reviewAttemptId: [attempt.attempt_id] });
    expect(review.items.map((i) => i.answers.verdict)).toEqual(['correct', 'wrong']);
    expect(review.items[0]!.question.correct_answers.length).toBeGreaterThan(0);
    expect(review.items[1]!.answers.user_answer).toBeTruthy();
  });

  it('gives a linked page in one submission, and refuses it answered in part', async () => {
    const { client } = await freshLearner([300], { type: 'w', grade: 6 });
    let attempt = (await start(client, 300, 3006)).body.data.attempt;
    while (attempt.next_question.length === 1) {
      attempt = (await client.post('/v1/submitAnswer', rightSubmission(attempt.attempt_id, attempt.next_question))).body
        .data.attempt;
    }
    expect(attempt.next_question.map((q) => q.question_id)).toEqual([30041, 30042]);
    const partial = await client.post(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, attempt.next_question.slice(0, 1)),
    );
    expect(partial.body).toMatchObject({ code: 422, message: 'Please answer every question on this page.' });
    const whole = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, attempt.next_question),
    );
    expect(whole.body.data.feedback.map((f) => f.verdict)).toEqual(['correct', 'correct']);
    expect(whole.body.data.attempt.answered_questions).toBe(attempt.answered_questions + 2);
  });

  it('lets a spoken question be skipped (not scored) and refuses a typed answer to it (recordings: speech-answers.test.ts)', async () => {
    const { client } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1001)).body.data.attempt;
    const responses = await answerAll(client, attempt);
    const spoken = responses.flatMap((r) => r.data.feedback).find((f) => f.type === 'VK')!;
    expect(spoken).toMatchObject({ verdict: 'skipped', user_answer: null });
    expect(responses.at(-1)!.code).toBe(204);

    const again = (await start(client, 101, 1001)).body.data.attempt;
    let page = again;
    while (!page.next_question[0]!.spoken)
      page = (await client.post('/v1/submitAnswer', rightSubmission(page.attempt_id, page.next_question))).body.data
        .attempt;
    const typed = await client.post('/v1/submitAnswer', {
      attempt_id: page.attempt_id,
      question_id: page.next_question[0]!.question_id,
      user_answer: 'Good morning',
    });
    expect(typed.body).toMatchObject({
      code: 422,
      message: 'This question needs a spoken answer. Please record your answer, or press Skip.',
    });
  });
});

describe('an adaptive timed test and the score panel', () => {
  it('times a formative test by the server; its few answers give feedback and no level (decision 0114)', async () => {
    const { client } = await freshLearner([101]);
    const empty = (await client.get('/v1/mystep')).body.data as ScoreData;
    expect(empty).toMatchObject({ oLevel: null, history: [], showScore: true, free_test: false });

    const attempt = (await start(client, 101, 1002)).body.data.attempt;
    expect(attempt).toMatchObject({ element_type: 'F', adaptive: true, submit_when_remaining: null });
    expect(attempt.time_remaining).toBeGreaterThan(15 * 60 - 5);
    expect(attempt.time_remaining).toBeLessThanOrEqual(15 * 60);
    expect(Date.parse(attempt.deadline!) - Date.parse(attempt.start_time)).toBe(15 * 60_000);

    const responses = await answerAll(client, attempt);
    const done = responses.at(-1)!;
    expect(done.code).toBe(204);
    expect(done.data.completion).toMatchObject({
      o_level: null,
      band: null,
      r_level: null,
      w_level: null,
      needs_more: ['R', 'W'],
    });
    expect((await client.get('/v1/mystep')).body.data).toMatchObject({ oLevel: null, history: [] });
  });

  it('levels a summative test drawn from the item bank, and the score panel shows them', async () => {
    const { client } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1010)).body.data.attempt;
    const responses = await answerAll(client, attempt);
    const done = responses.at(-1)!;
    expect(done.code).toBe(204);
    // Every answer right: the top of the scale, shown (not 'needs more answers'); the spoken ones were skipped.
    expect(done.data.completion).toMatchObject({
      o_level: 12,
      r_level: 12,
      w_level: 12,
      l_level: 12,
      s_level: null,
      needs_more: [],
    });

    // The bank's listening questions come with their audio, uploaded with the course's media.
    const asked = [attempt.next_question, ...responses.map((r) => r.data.attempt.next_question)].flat();
    const listening = asked.filter((q) => q.domain === 'L');
    expect(listening.length).toBeGreaterThan(0);
    for (const q of listening) expect([q.question_id, q.media_kind]).toEqual([q.question_id, 'audio']);
    const audio = await fetch(new URL(listening[0]!.media_url!, client.base));
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/ogg']);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
    expect(done.data.completion!.band).toBeTruthy();

    const panel = (await client.get('/v1/mystep')).body.data as ScoreData;
    expect(panel.oLevel).toBe(done.data.completion!.o_level);
    expect(panel.history).toHaveLength(1);
    expect(panel.history[0]).toMatchObject({ attempt_id: attempt.attempt_id, o_level: done.data.completion!.o_level });

    // Kept for calibration: each scored answer with the question's level when asked, no learner id.
    const day = new Date().toISOString().slice(0, 10);
    const kept = (await partition(keys.responses(day, shardOf(attempt.attempt_id), '').pk)).find(
      (i) => i.sk === attempt.attempt_id,
    )!;
    expect(kept).toMatchObject({ entity: 'responses', courseId: 101, elementId: 1010 });
    const kept4 = kept.responses as Array<[number, number, number, number]>;
    expect(kept4.length).toBeGreaterThanOrEqual(6);
    for (const [id, level, score, guessing] of kept4)
      expect([id > 0, level >= 1 && level <= 12, score >= 0 && score <= 1, guessing >= 0 && guessing < 1]).toEqual([
        true,
        true,
        true,
        true,
      ]);
    expect(kept.userId).toBeUndefined();
  });
});

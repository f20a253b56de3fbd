import { describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { answerAll, freshLearner, itemsOf, rightSubmission, setDeadline, start } from '../support/attempts';

/**
 * The engine's refusals and invariants through the local API: one summative sitting however many
 * tabs start it, the server's clock, ownership, and malformed answers that must write nothing.
 */
const MINUTE = 60_000;

/** The attempt item and its answers, to prove a refusal changed nothing. */
const snapshot = (userId: string, attemptId: string) => itemsOf(userId, `ATTEMPT#${attemptId}`);

describe('a summative test', () => {
  it('is one sitting: tabs starting at once get one attempt, and it cannot be taken again', async () => {
    const { client, userId } = await freshLearner([101]);
    const starts = await Promise.all(Array.from({ length: 6 }, () => start(client, 101, 1010)));
    expect(starts.map((s) => s.body.code)).toEqual(Array(6).fill(200));
    const ids = new Set(starts.map((s) => s.body.data.attempt.attempt_id));
    expect(ids.size).toBe(1);
    const attempts = (await itemsOf(userId, 'ATTEMPT#')).filter((i) => i.entity === 'attempt');
    expect(attempts).toHaveLength(1);
    const attempt = starts[0]!.body.data.attempt;
    expect(attempt).toMatchObject({ element_type: 'S', show_feedback: false });
    expect(Date.parse(attempt.deadline!) - Date.parse(attempt.start_time)).toBe(25 * MINUTE);

    // No feedback during a summative test; the sitting ends at its deadline, then no second one.
    const first = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, attempt.next_question),
    );
    expect(first.body.data.feedback).toEqual([]);
    await setDeadline(userId, attempt.attempt_id, Date.now() - 10_000);
    const ended = (await client.get(`/v1/fetchattempt/${attempt.attempt_id}`)).body.data as AttemptData;
    expect(ended).toMatchObject({
      is_graded: 'Y',
      next_question: [],
      time_remaining: 0,
      message: 'Time is up. Your answers have been submitted.',
    });
    expect((await start(client, 101, 1010)).body).toMatchObject({
      code: 403,
      message: 'You have already taken this test. It can be taken only once.',
    });
    expect((await client.get('/v1/fetchinstructions/101/1010')).body.data).toMatchObject({
      hide_start: true,
      continue_attempt_id: null,
    });
  });
});

describe('the server clock', () => {
  it('accepts an answer inside the 5-second grace, refuses a later one with nothing written, and finishes the attempt on the next call', async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1002)).body.data.attempt;
    await setDeadline(userId, attempt.attempt_id, Date.now() - 2_000);
    const inGrace = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, attempt.next_question),
    );
    expect(inGrace.body.code).toBe(200);
    const page = inGrace.body.data.attempt;
    expect(page.time_remaining).toBe(0);

    await setDeadline(userId, attempt.attempt_id, Date.now() - 6_000);
    const before = await snapshot(userId, attempt.attempt_id);
    const late = await client.post('/v1/submitAnswer', rightSubmission(attempt.attempt_id, page.next_question));
    expect(late.body).toMatchObject({
      status: false,
      code: 409,
      message: 'Time is up for this test, so this answer was not saved. Your earlier answers have been submitted.',
    });
    expect(await snapshot(userId, attempt.attempt_id)).toEqual(before);

    expect((await client.get(`/v1/fetchattempt/${attempt.attempt_id}`)).body.data).toMatchObject({
      is_graded: 'Y',
      answered_questions: 1,
    });
    expect((await client.get('/v1/fetchinstructions/101/1002')).body.data).toMatchObject({
      continue_attempt_id: null,
      attempts_remaining: 2,
    });
  });

  it('holds Submit on the last question of the organisation’s term test until 29 minutes or less remain', async () => {
    const { client, userId } = await freshLearner([315], { orgId: 'org-sunrise' });
    const attempt = (await start(client, 315, 3153)).body.data.attempt;
    // 20 questions after the instruction page (not counted as one): the bank's, up to the cap.
    expect(attempt).toMatchObject({ submit_when_remaining: 29 * 60, total_questions: 20 });
    expect(attempt.time_remaining).toBeGreaterThan(34 * 60);
    let page = attempt;
    while (
      page.answered_questions + page.next_question.filter((q: { type: string }) => q.type !== 'INS').length <
      page.total_questions
    ) {
      page = (await client.post('/v1/submitAnswer', rightSubmission(page.attempt_id, page.next_question))).body.data
        .attempt;
    }
    const before = await snapshot(userId, attempt.attempt_id);
    const early = await client.post('/v1/submitAnswer', rightSubmission(page.attempt_id, page.next_question));
    expect(early.body).toMatchObject({
      code: 409,
      message: 'You can submit this test when 29 minutes or less remain. Please check your answers.',
    });
    expect(await snapshot(userId, attempt.attempt_id)).toEqual(before);

    await setDeadline(userId, attempt.attempt_id, Date.now() + 29 * MINUTE - 1_000);
    const done = await client.post('/v1/submitAnswer', rightSubmission(page.attempt_id, page.next_question));
    expect(done.body.code).toBe(204);

    const other = await freshLearner([315]);
    expect((await start(other.client, 315, 3153)).body.data.attempt.submit_when_remaining).toBeNull();
  });
});

describe('ownership', () => {
  it('finds no attempt of another learner, whatever the call', async () => {
    const owner = await freshLearner([101]);
    const stranger = await freshLearner([101]);
    const attempt = (await start(owner.client, 101, 1011)).body.data.attempt;
    const id = attempt.attempt_id;
    const notFound = { status: false, code: 404, message: 'We could not find this test attempt.' };
    expect((await stranger.client.get(`/v1/fetchattempt/${id}`)).body).toMatchObject(notFound);
    expect((await stranger.client.get(`/v1/fetchattempt/${id}/1`)).body).toMatchObject(notFound);
    expect(
      (await stranger.client.post('/v1/submitAnswer', rightSubmission(id, attempt.next_question))).body,
    ).toMatchObject(notFound);
    expect(
      (
        await stranger.client.post('/v1/questionFeedback', {
          attempt_id: id,
          question_id: attempt.next_question[0]!.question_id,
          feedback: 'I like this question',
        })
      ).body,
    ).toMatchObject(notFound);
    expect((await start(stranger.client, 101, 1011, { continue_attempt_id: id })).body).toMatchObject(notFound);
    expect((await owner.client.get(`/v1/fetchattempt/${id}`)).body.data.answered_questions).toBe(0);
  });

  it('starts nothing beyond the preview units of a course the learner has not bought, or in a locked activity', async () => {
    const { client } = await freshLearner([201]);
    expect((await start(client, 101, 1011)).body).toMatchObject({
      code: 403,
      message: 'User has not purchased the course.',
    }); // unit 4
    // Unit 3 is free to try, but its 'purchase now' activity waits for the purchase…
    expect((await start(client, 101, 1008)).body).toMatchObject({ code: 403, message: 'purchase now' });
    // …and opens for a learner who holds the course.
    const enrolled = await freshLearner([101]);
    expect((await start(enrolled.client, 101, 1008)).body.code).toBe(200);
    expect((await start(enrolled.client, 101, 99999)).body.code).toBe(404);
  });
});

describe('malformed answers', () => {
  it('refuses a wrong question, a wrong shape, oversized text and a repeat, and writes nothing', async () => {
    const { client, userId } = await freshLearner([300], { type: 'w', grade: 5 });
    const attempt = (await start(client, 300, 3001)).body.data.attempt;
    const asked = attempt.next_question[0]!;
    expect(asked.type).toBe('MCQ');
    const before = await snapshot(userId, attempt.attempt_id);
    const send = (body: Record<string, unknown>) =>
      client.post('/v1/submitAnswer', { attempt_id: attempt.attempt_id, question_id: asked.question_id, ...body });

    expect((await send({ question_id: 30002, user_answer: ['has', 'rides'] })).body).toMatchObject({
      code: 409,
      message: 'This is not the question being asked now. Please reload the test.',
    });
    expect((await send({ user_answer: 'z' })).body.code).toBe(422);
    expect((await send({ user_answer: ['a', 'b'] })).body.code).toBe(422);
    expect((await send({ user_answer: '' })).body).toMatchObject({ code: 422, message: 'Please answer the question' });
    // Oversized text: over the schema's 20,000 characters (any type), and over the route's 48 KB body.
    const long = (await send({ user_answer: 'x'.repeat(20_001) })).body;
    expect(long).toMatchObject({ code: 422, data: { fields: { user_answer: 'Your answer is too long.' } } });
    expect((await send({ user_answer: 'x'.repeat(50_000) })).body.code).toBe(413);
    expect((await send({ user_answer: 42 })).body.code).toBe(422);
    expect((await send({ attempt_id: 'no-such-attempt', user_answer: 'b' })).body.code).toBe(404);
    expect(await snapshot(userId, attempt.attempt_id)).toEqual(before);

    // Double submission: both sent at once, one lands; the repeat is refused.
    const right = rightSubmission(attempt.attempt_id, attempt.next_question);
    const twice = await Promise.all([client.post('/v1/submitAnswer', right), client.post('/v1/submitAnswer', right)]);
    expect(twice.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect((await client.post('/v1/submitAnswer', right)).body).toMatchObject({
      code: 409,
      message: 'This question has already been answered.',
    });
    const answers = (await snapshot(userId, attempt.attempt_id)).filter((i) => i.entity === 'answer');
    expect(answers).toHaveLength(1);
  });
});

describe('review and question feedback', () => {
  it('reviews only finished attempts of elements that allow it, and an empty one has no items', async () => {
    const { client, userId } = await freshLearner([101, 428]);
    const open = (await start(client, 101, 1011)).body.data.attempt;
    expect((await client.get(`/v1/fetchattempt/${open.attempt_id}/1`)).body).toMatchObject({
      code: 409,
      message: 'You can review the answers once the test is finished.',
    });

    const timed = (await start(client, 101, 1012)).body.data.attempt;
    await setDeadline(userId, timed.attempt_id, Date.now() - 60_000);
    const empty = (await client.get(`/v1/fetchattempt/${timed.attempt_id}/1`)).body;
    expect(empty).toMatchObject({ code: 200, data: { items: [], reviewAttemptId: [timed.attempt_id] } });

    const placement = (await start(client, 428, 4281)).body.data.attempt;
    await answerAll(client, placement);
    expect((await client.get(`/v1/fetchattempt/${placement.attempt_id}/1`)).body).toMatchObject({
      code: 403,
      message: 'Answers cannot be reviewed for this activity.',
    });
  });

  it('keeps one feedback per question of the learner’s own attempt, replaced on a second send', async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1011)).body.data.attempt;
    const questionId = attempt.next_question[0]!.question_id;
    const send = (feedback: string, question_id = questionId) =>
      client.post('/v1/questionFeedback', { attempt_id: attempt.attempt_id, question_id, feedback });
    expect((await send('I like this question|Question is unclear or badly worded')).body).toMatchObject({
      status: true,
      code: 200,
    });
    expect((await send('Media did not play or cannot be heard')).body.code).toBe(200);
    expect((await send('')).body).toMatchObject({ code: 422, message: 'Please select a feedback' });
    expect((await send('Something else')).body).toMatchObject({ code: 422, message: 'Please select a feedback' });
    expect((await send('I like this question', 30001)).body).toMatchObject({
      code: 404,
      message: 'This question is not part of your test.',
    });
    const stored = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#F#`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ questionId, options: ['Media did not play or cannot be heard'] });
  });
});

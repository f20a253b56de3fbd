import { describe, expect, it } from 'vitest';
import type { CoachSlots } from '#shared/api/contract-coach';
import type { SubmitAnswerData } from '#shared/api/contract-assessment';
import { freshLearner, itemsOf, rightSubmission, start } from '../support/attempts';
import { getItem, partition, putItem, setFields } from '../support/table';
import { paytmCheckout, postPaytm, startPayment } from '../support/payments';
import { doActivities, finalTestSpokenOnce } from '../support/complete-course';
import type { CertificateData } from '#shared/api/contract-certificates';

/**
 * Races the attack run did not try, each on data of its own: the last use of a nearly exhausted coupon raced by
 * 8 buyers, two learners racing one coach slot, and 30 parallel finishes of one attempt.
 */
describe('the last use of a coupon, raced by 8 buyers', () => {
  it('is won by exactly one: one order paid at the coupon’s price, the others granted nothing and due a refund', async () => {
    const code = `LASTUSE${Date.now().toString(36).toUpperCase()}`;
    await putItem({
      pk: `COUPON#${code}`,
      sk: 'COUPON',
      entity: 'coupon',
      code,
      kind: 'percent',
      value: 20,
      productIds: [],
      validFrom: '2025-01-01',
      validTo: '2035-01-01',
      maxUses: 5,
      used: 4,
    });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const learner = await freshLearner([]);
        const begun = await startPayment(learner.client, { product_id: 5002, coupon: code });
        expect(begun.body.code, begun.body.message).toBe(200);
        const { fields } = await paytmCheckout(begun.body.data, 'approve', { webhook: false });
        return { ...learner, orderId: begun.body.data.trans_id, fields };
      }),
    );
    // Every buyer paid at Paytm; their callbacks arrive together.
    const callbacks = await Promise.all(buyers.map((b) => postPaytm('paytmcallback', b.fields)));
    expect(callbacks.every((c) => c.status === 303)).toBe(true);
    const orders = await Promise.all(buyers.map((b) => getItem(`USER#${b.userId}`, `ORDER#${b.orderId}`)));
    const paid = orders.filter((o) => o?.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 399, coupon: code });
    const lost = orders.filter((o) => o?.status !== 'paid');
    expect(lost).toHaveLength(7);
    for (const order of lost)
      expect(order).toMatchObject({
        status: 'failed',
        refundDue: true,
        failedReason: 'coupon used up before payment completed: refund due',
      });
    expect(await getItem(`COUPON#${code}`, 'COUPON')).toMatchObject({ used: 5 });
    const enrolled = await Promise.all(buyers.map((b) => getItem(`USER#${b.userId}`, 'COURSE#683#ENROL')));
    expect(enrolled.filter(Boolean)).toHaveLength(1);
  });
});

describe('two learners racing one coach slot', () => {
  const coachLearner = async () => {
    const learner = await freshLearner([487]);
    await setFields(`USER#${learner.userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${learner.userId}@example.com`,
      fullName: 'Ravi Menon',
    });
    return learner;
  };

  it('gives each slot to exactly one of them: one booking, one call, one taken slot', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, () => Promise.all([coachLearner(), coachLearner()])));
    const offer = (await pairs[0]![0].client.get<CoachSlots>('/v1/coach_slots/487')).body.data.slots;
    // The calendar's eighth day, which no other integration file books on.
    const days = [...new Set(offer.map((s) => s.slice(0, 10)))];
    const day = days[Math.min(7, days.length - 1)]!;
    const slots = offer.filter((s) => s.startsWith(day)).slice(0, pairs.length);
    expect(slots).toHaveLength(pairs.length);
    await Promise.all(
      pairs.map(async (pair, i) => {
        const answers = await Promise.all(
          pair.map((l) => l.client.post('/v1/book_coach_call', { course_id: 487, start: slots[i] })),
        );
        expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409]);
        // The one who lost hears why, whether the booking was seen by the slot check or by the transaction.
        expect(answers.find((a) => a.body.code === 409)!.body.message).toBe(
          'Someone has just booked this time. Please choose another slot.',
        );
        const calls = await Promise.all(pair.map((l) => itemsOf(l.userId, 'CALL#')));
        expect(calls.flat()).toHaveLength(1);
        expect(await getItem('COACH#coach-meera', `BOOKED#${slots[i]}`)).toBeDefined();
      }),
    );
  });
});

describe('30 parallel finishes of one attempt', () => {
  /** Answers every page but the last, and returns the last page's submission. */
  async function lastPage(client: Awaited<ReturnType<typeof freshLearner>>['client']) {
    let attempt = (await start(client, 101, 1011)).body.data.attempt;
    for (;;) {
      const submission = rightSubmission(attempt.attempt_id, attempt.next_question);
      if (attempt.answered_questions + attempt.next_question.length >= attempt.total_questions) return submission;
      attempt = (await client.post<SubmitAnswerData>('/v1/submitAnswer', submission)).body.data.attempt;
    }
  }

  /** What a learner's partition holds, by kind of item (its sort key without ids), and their progress. */
  const shape = async (userId: string) => {
    const items = await partition(`USER#${userId}`);
    const kinds = items.map((i) => String(i.sk).replace(/[0-9a-f-]{36}|\d{6,}/g, '#')).sort();
    const enrolment = items.find((i) => i.sk === 'COURSE#101#ENROL');
    return { kinds, percentComplete: enrolment?.percentComplete, enrolment };
  };

  it('of a practice activity give one result, one score and one progress, as one finish does', async () => {
    const [once, raced] = await Promise.all([freshLearner([101]), freshLearner([101])]);
    const [onceLast, racedLast] = await Promise.all([lastPage(once.client), lastPage(raced.client)]);
    const single = await once.client.post<SubmitAnswerData>('/v1/submitAnswer', onceLast);
    expect(single.body.code).toBe(204);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => raced.client.post<SubmitAnswerData>('/v1/submitAnswer', racedLast)),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const finished = answers.filter((a) => a.body.code === 204);
    expect(finished.length).toBeGreaterThanOrEqual(1);
    const scores = new Set(finished.map((a) => a.body.data.completion?.attemptScore));
    expect([...scores]).toEqual([single.body.data.completion!.attemptScore]);
    const [a, b] = await Promise.all([shape(once.userId), shape(raced.userId)]);
    expect(b.kinds).toEqual(a.kinds);
    expect(b.percentComplete).toBe(a.percentComplete);
  });

  it('of a course’s final test, every page raced: one score, one completion, then one certificate', async () => {
    const { client, userId } = await freshLearner([101]);
    await doActivities(client);
    let attempt = await finalTestSpokenOnce(client);
    const finishes: Array<Awaited<ReturnType<typeof client.post<SubmitAnswerData>>>> = [];
    for (let guard = 0; guard < 60 && attempt.next_question.length; guard++) {
      const submission = rightSubmission(attempt.attempt_id, attempt.next_question);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => client.post<SubmitAnswerData>('/v1/submitAnswer', submission)),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      const accepted = answers.find((a) => a.body.status);
      expect(accepted, answers[0]!.body.message).toBeDefined();
      finishes.push(...answers.filter((a) => a.body.code === 204));
      attempt = accepted!.body.data.attempt;
    }
    expect(finishes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(finishes.map((f) => f.body.data.completion?.attemptScore)).size).toBe(1);
    const items = await partition(`USER#${userId}`);
    expect(
      items.filter((i) => String(i.sk).startsWith('SCORE#') && String(i.sk).endsWith(attempt.attempt_id)),
    ).toHaveLength(1);
    // The final test's progress counts the attempt once: one completion, one attempt to review.
    expect(items.find((i) => i.entity === 'progress' && i.elementId === 1010)).toMatchObject({
      completed: true,
      completionCount: 1,
      reviewAttempts: [attempt.attempt_id],
    });
    const claims = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.post<CertificateData[]>('/v1/customcertificate', { fullname: 'Ravi Kumar', course_id: 101 }),
      ),
    );
    expect(claims.map((c) => c.body.code)).toEqual(Array(30).fill(200));
    expect(new Set(claims.map((c) => c.body.data[0]!.cert_id)).size).toBe(1);
    expect(await itemsOf(userId, 'CERT#')).toHaveLength(1);
  });
});

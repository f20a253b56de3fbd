import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SubmitAnswerData } from '#shared/api/contract-assessment';
import { freshLearner, itemsOf, rightSubmission, start } from '../support/attempts';
import { doActivities, sitFinalTestSpeaking } from '../support/complete-course';
import { paytmCheckout, postPaytm } from '../support/payments';
import { partition, setFields } from '../support/table';
import { signUp } from '../support/accounts';

/**
 * Writes a client may retry (functions/lib/idempotency.ts): the same idempotency key answers the
 * original result and writes nothing more; the same key with another body is refused; racing
 * repeats write once. Without a key a request behaves as before.
 */
const key = () => `k-${crypto.randomUUID()}`;

describe('a repeated write', () => {
  it('submitAnswer: a retry after the answer landed gets the original result, not “already answered”', async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1011)).body.data.attempt;
    const body = rightSubmission(attempt.attempt_id, attempt.next_question);
    const k = key();
    const first = await client.call<SubmitAnswerData>('POST', '/v1/submitAnswer', body, { 'idempotency-key': k });
    const answersAfterFirst = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#`);
    const again = await client.call<SubmitAnswerData>('POST', '/v1/submitAnswer', body, { 'idempotency-key': k });
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#`)).toEqual(answersAfterFirst);
    // Without the key, the same answer again is the engine's own refusal.
    expect((await client.post('/v1/submitAnswer', body)).body.message).toBe('This question has already been answered.');
  });

  it('refuses the same key with a different body, and a malformed key', async () => {
    const { client } = await freshLearner([101]);
    const k = key();
    const first = await client.call(
      'POST',
      '/v1/startAttempt',
      { course_id: 101, element_id: 1011 },
      { 'idempotency-key': k },
    );
    expect(first.body.code).toBe(200);
    const other = await client.call(
      'POST',
      '/v1/startAttempt',
      { course_id: 101, element_id: 1002 },
      { 'idempotency-key': k },
    );
    expect(other.body).toMatchObject({
      code: 422,
      message: 'This request was already sent with different details. Please reload the page and try again.',
    });
    expect(
      (await client.call('POST', '/v1/startAttempt', { course_id: 101, element_id: 1011 }, { 'idempotency-key': 'x' }))
        .body.code,
    ).toBe(400);
  });

  it('writes once when 30 repeats race', async () => {
    const { client, userId } = await freshLearner([101]);
    const attempt = (await start(client, 101, 1011)).body.data.attempt;
    const body = rightSubmission(attempt.attempt_id, attempt.next_question);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.call('POST', '/v1/submitAnswer', body, { 'idempotency-key': k })),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.code === 409)).toBe(true);
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#`)).toHaveLength(1);
    // Once it has landed, a repeat gets the result.
    expect((await client.call('POST', '/v1/submitAnswer', body, { 'idempotency-key': k })).body.code).toBe(200);
  });

  it('a retried payment start makes one order', async () => {
    const { client, userId } = await freshLearner([]);
    const k = key();
    const body = { product_id: 5001, state_name: 'Karnataka', payment_type: 'paytm' };
    const [a, b] = await Promise.all([
      client.call('POST', '/v1/startpayment', body, { 'idempotency-key': k }),
      client.call('POST', '/v1/startpayment', body, { 'idempotency-key': k }),
    ]);
    const again = await client.call('POST', '/v1/startpayment', body, { 'idempotency-key': k });
    expect([a.body.code, b.body.code].sort()).toEqual(expect.arrayContaining([200]));
    expect(again.body.data.params.ORDER_ID).toBe((a.body.code === 200 ? a : b).body.data.params.ORDER_ID);
    expect(await itemsOf(userId, 'ORDER#')).toHaveLength(1);
  });
});

describe('every retried write answers once', () => {
  const twice = async (client: Awaited<ReturnType<typeof freshLearner>>['client'], path: string, body: unknown) => {
    const k = key();
    const [a, b] = [
      await client.call('POST', path, body, { 'idempotency-key': k }),
      await client.call('POST', path, body, { 'idempotency-key': k }),
    ];
    expect(b.body).toEqual(a.body);
    return a.body;
  };

  it('processpayment: the repeat of a paid callback is the payment result again, not “already processed”', async () => {
    const { client, userId } = await freshLearner([]);
    const start = (
      await client.post('/v1/startpayment', { product_id: 5002, state_name: 'Karnataka', payment_type: 'paytm' })
    ).body.data;
    // Paytm's callback settles it; the learner's page then asks processpayment, twice under one key.
    expect(
      (await postPaytm('paytmcallback', (await paytmCheckout(start, 'approve', { webhook: false })).fields)).status,
    ).toBe(303);
    expect(
      await twice(client, '/v1/processpayment', { ORDERID: start.params.ORDER_ID, payment_type: 'paytm', ISWEB: 1 }),
    ).toMatchObject({ code: 200, message: 'Payment successful' });
    expect(
      (await itemsOf(userId, 'NOTE#')).filter((n) => String(n.message).startsWith('Payment received')),
    ).toHaveLength(1);
  });

  it('book_coach_call: a retried booking is the same call', async () => {
    const { client, userId } = await freshLearner([487]);
    await setFields(`USER#${userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${userId}@example.com`,
      fullName: 'Nila Das',
    });
    // A slot from the middle of the offer: other files book the seeded coach from its start and its end meanwhile.
    const offer: string[] = (await client.get('/v1/coach_slots/487')).body.data.slots;
    const start = offer[Math.floor(offer.length / 3) + randomInt(Math.floor(offer.length / 3))];
    expect(await twice(client, '/v1/book_coach_call', { course_id: 487, start })).toMatchObject({ code: 200 });
    expect(await itemsOf(userId, 'CALL#')).toHaveLength(1);
  });

  it('POST childprofile: a retried child is one child', async () => {
    const parent = await signUp({ parentName: 'Ritu Sen' });
    expect(
      await twice(parent.client, '/v1/childprofile', { child_name: 'Tara Sen', child_grade: '4', child_avatar: 2 }),
    ).toMatchObject({ code: 200 });
    expect((await parent.client.get('/v1/childprofile')).body.data.childrenList).toHaveLength(1);
  });

  it('customcertificate: a retried certificate is the same certificate', async () => {
    const { client } = await freshLearner([101]);
    await doActivities(client);
    await sitFinalTestSpeaking(client);
    expect(await twice(client, '/v1/customcertificate', { fullname: 'Dev Patel', course_id: 101 })).toMatchObject({
      code: 200,
    });
  });
});

describe('a stored answer keeps no secret in clear', () => {
  /** The caller's idempotency records: each keeps only a sealed answer, and none of `secrets` in any attribute. */
  async function expectSealed(userId: string, secrets: string[]) {
    const records = await partition(`IDEMPOTENCY#${userId}`);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual([
        'data',
        'expiresAt',
        'in_progress_expiration',
        'pk',
        'sk',
        'status',
        'validation',
      ]);
      const { data, ...rest } = record as { data: { sealed: string } };
      expect(Object.keys(data)).toEqual(['sealed']);
      // Neither the ciphertext's bytes nor any other attribute hold a secret.
      const sealed = Buffer.from(data.sealed, 'base64');
      for (const secret of secrets) {
        expect(sealed.includes(Buffer.from(secret)), secret).toBe(false);
        expect(JSON.stringify(rest), secret).not.toContain(secret);
      }
    }
  }

  it('POST childprofile: the retry shows the same PIN, and no record holds the PIN, the username or the key', async () => {
    const parent = await signUp({ parentName: 'Asha Rao' });
    const k = key();
    const body = { child_name: 'Ishaan Rao', child_grade: '6', child_avatar: 1 };
    const first = await parent.client.call<{ kind: 'child'; child: { child_pin: string; child_user_name: string } }>(
      'POST',
      '/v1/childprofile',
      body,
      { 'idempotency-key': k },
    );
    const { child_pin: pin, child_user_name: username } = first.body.data.child;
    expect(pin).toMatch(/^\d{6}$/);
    await expectSealed(parent.userId, [pin, username, k]);
    // The parent whose answer was lost gets it again, PIN included: only the key's holder can open it.
    expect((await parent.client.call('POST', '/v1/childprofile', body, { 'idempotency-key': k })).body).toEqual(
      first.body,
    );
    // Another key is another request: it cannot open this record, and makes a second child.
    const other = await parent.client.call<{ kind: 'child'; child: { child_user_name: string } }>(
      'POST',
      '/v1/childprofile',
      body,
      { 'idempotency-key': key() },
    );
    expect(other.body.data.child.child_user_name).not.toBe(username);
  });

  it('startpayment: the retry answers the same txnToken, which no record holds; every other idempotent route is sealed too', async () => {
    const { client, userId } = await freshLearner([101]);
    const k = key();
    const body = { product_id: 5002, state_name: 'Karnataka', payment_type: 'paytm' };
    const first = await client.call<{ txnToken: string; postUrl: string }>('POST', '/v1/startpayment', body, {
      'idempotency-key': k,
    });
    expect(first.body.data.txnToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await client.call('POST', '/v1/startpayment', body, { 'idempotency-key': k })).body).toEqual(first.body);
    // A certificate's signed link, an attempt: sealed alike.
    await doActivities(client);
    await sitFinalTestSpeaking(client);
    const certificate = await client.call<Array<{ url: string }>>(
      'POST',
      '/v1/customcertificate',
      { fullname: 'Dev Patel', course_id: 101 },
      { 'idempotency-key': key() },
    );
    const link = JSON.stringify(certificate.body.data).match(/X-Amz-Signature=([0-9a-f]+)/)?.[1];
    expect(link, 'the certificate’s signed link').toMatch(/^[0-9a-f]{64}$/);
    await expectSealed(userId, [first.body.data.txnToken, k, link!]);
  });

  it('refuses a key under 16 characters, which could be guessed to open a record', async () => {
    const { client } = await freshLearner([101]);
    expect(
      (
        await client.call(
          'POST',
          '/v1/startAttempt',
          { course_id: 101, element_id: 1011 },
          { 'idempotency-key': 'abcdefgh12345' },
        )
      ).body,
    ).toMatchObject({ code: 400, message: 'The request key is not valid.' });
  });
});

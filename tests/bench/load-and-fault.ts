import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JWK } from 'jose';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import type { PaymentStart } from '#shared/api/contract-commerce';
import type { CoachSlots } from '#shared/api/contract-coach';
import { reconnect } from '../../functions/lib/aws';
import { injected } from '../../infra/local/fault-injection';
import { rightAnswer, seededQuestions, stackData } from '../support/learners';
import { checkoutInSandbox, postCallback } from '../support/paytm-forms';

/**
 * The load-and-fault run (decision 0222, `npm run bench`, section `faults`): learners answering for a
 * while, payments and coach bookings racing, all while a share of the server's DynamoDB and S3
 * calls fail (FAULT_RATE). Clients retry as the web does: the same idempotency key until an
 * answer. Then the tables are read to check that every acknowledged answer is stored exactly once,
 * nothing unacknowledged is stored twice, every paid order granted once and every slot booked once.
 */
export interface FaultFigures {
  faultRate: number;
  injected: number;
  answers: {
    acknowledged: number;
    stored: number;
    lost: number;
    duplicated: number;
    failed: number;
    perSecond: number;
    p50: number;
    p99: number;
  };
  payments: { paid: number; granted: number; grantedTwice: number; paidWithoutGrant: number };
  bookings: { booked: number; slotsTaken: number; doubleBooked: number };
}

interface Stack {
  url: string;
  endpoints: { dynamodb: string };
  keys: { privateJwk: JWK };
}

const questions = seededQuestions();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A POST retried with the same idempotency key until it is answered (or 6 tries), as the web client does. */
async function post<T>(
  stack: Stack,
  token: string,
  path: string,
  body: unknown,
): Promise<{ ok: boolean; code: number; data: T; message: string }> {
  const key = randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(stack.url + path, {
        method: 'POST',
        headers: { platform: 'w1', 'content-type': 'application/json', 'access-token': token, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { status: boolean; code: number; data: T; message: string };
      const retry =
        res.status >= 500 ||
        (json.code === 409 && json.message.startsWith('Your earlier request is still being processed'));
      if (!retry || attempt >= 5) return { ok: json.status, code: json.code, data: json.data, message: json.message };
    } catch {
      if (attempt >= 5) return { ok: false, code: 0, data: undefined as T, message: 'network' };
    }
    await sleep(100 * 2 ** attempt);
  }
}

async function get<T>(stack: Stack, token: string, path: string): Promise<T> {
  return (
    (await (await fetch(stack.url + path, { headers: { platform: 'w1', 'access-token': token } })).json()) as {
      data: T;
    }
  ).data;
}

export async function measureFaults(
  stack: Stack,
  options: { learners: number; seconds: number; rate: number },
): Promise<FaultFigures> {
  const previous = process.env.FAULT_RATE;
  process.env.FAULT_RATE = String(options.rate);
  reconnect(); // the server's clients are made again, with the injector
  const injectedBefore = injected.count;
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const reader = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.endpoints.dynamodb,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  try {
    const [answers, payments, bookings] = await Promise.all([
      answerLoad(stack, store, options, reader),
      paymentRace(stack, store, reader),
      bookingRace(stack, store, reader),
    ]);
    return { faultRate: options.rate, injected: injected.count - injectedBefore, answers, payments, bookings };
  } finally {
    if (previous === undefined) delete process.env.FAULT_RATE;
    else process.env.FAULT_RATE = previous;
    reconnect();
    store.destroy();
    reader.destroy();
  }
}

async function partition(
  reader: DynamoDBDocumentClient,
  userId: string,
  prefix: string,
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await reader.send(
      new QueryCommand({
        TableName: 'fluentia-test-main',
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

async function answerLoad(
  stack: Stack,
  store: ReturnType<typeof stackData>,
  options: { learners: number; seconds: number },
  reader: DynamoDBDocumentClient,
): Promise<FaultFigures['answers']> {
  const until = Date.now() + options.seconds * 1000;
  const acknowledged = new Map<string, Set<string>>(); // userId → "attempt#question"
  const latencies: number[] = [];
  let failed = 0;
  const began = Date.now();
  await Promise.all(
    Array.from({ length: options.learners }, async () => {
      const { userId, token } = await store.learner([300], { type: 'w', grade: 6 });
      const mine = new Set<string>();
      acknowledged.set(userId, mine);
      for (let round = 0; round < 3 && Date.now() < until; round++) {
        const started = await post<{ attempt: AttemptData }>(stack, token, '/v1/startAttempt', {
          course_id: 300,
          element_id: 3001,
        });
        if (!started.ok) {
          failed++;
          break;
        }
        let attempt = started.data.attempt;
        while (attempt.next_question.length && Date.now() < until) {
          const page = attempt.next_question;
          const body =
            page.length > 1
              ? {
                  attempt_id: attempt.attempt_id,
                  question_id: page[0]!.question_id,
                  is_linked_ques: true,
                  linked_answers: page.map((q) => ({
                    question_id: q.question_id,
                    user_answer: rightAnswer(questions.get(q.question_id)!),
                  })),
                }
              : {
                  attempt_id: attempt.attempt_id,
                  question_id: page[0]!.question_id,
                  user_answer: rightAnswer(questions.get(page[0]!.question_id)!) ?? undefined,
                };
          const t = performance.now();
          const res = await post<SubmitAnswerData>(stack, token, '/v1/submitAnswer', body);
          latencies.push(performance.now() - t);
          if (!res.ok) {
            failed++;
            break;
          }
          for (const q of page) mine.add(`${attempt.attempt_id}#${q.question_id}`);
          attempt = res.data.attempt;
        }
      }
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  let stored = 0;
  let lost = 0;
  let duplicated = 0;
  for (const [userId, mine] of acknowledged) {
    const items = await partition(reader, userId, 'ATTEMPT#');
    const answers = items.filter((i) => /#A#\d+$/.test(String(i.sk)));
    stored += answers.length;
    const keys = new Set(answers.map((a) => `${a.attemptId}#${a.questionId}`));
    for (const k of mine) if (!keys.has(k)) lost++;
    // An answer is a key per (attempt, question), so a double store would show as the attempt's
    // list of answered questions repeating one, or holding more than its answer items.
    for (const attempt of items.filter((i) => i.entity === 'attempt')) {
      const ids = (attempt.answeredIds as number[] | undefined) ?? [];
      if (new Set(ids).size !== ids.length) duplicated++;
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const acked = [...acknowledged.values()].reduce((n, s) => n + s.size, 0);
  return {
    acknowledged: acked,
    stored,
    lost,
    duplicated,
    failed,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function paymentRace(
  stack: Stack,
  store: ReturnType<typeof stackData>,
  reader: DynamoDBDocumentClient,
): Promise<FaultFigures['payments']> {
  const buyers = await Promise.all(Array.from({ length: 20 }, () => store.learner([])));
  const results = await Promise.all(
    buyers.map(async (b) => {
      const start = await post<PaymentStart>(stack, b.token, '/v1/startpayment', {
        product_id: 5002,
        state_name: 'Karnataka',
        payment_type: 'paytm',
      });
      if (!start.ok) return false;
      // Paytm's page, then its callback through the browser (its webhook races it), then the learner's page.
      const { callbackUrl, fields } = await checkoutInSandbox(stack.url, start.data, 'approve');
      await postCallback(callbackUrl, fields);
      return (
        await post(stack, b.token, '/v1/processpayment', {
          ORDERID: start.data.trans_id,
          payment_type: 'paytm',
          ISWEB: 1,
        })
      ).ok;
    }),
  );
  let granted = 0;
  let grantedTwice = 0;
  let paidWithoutGrant = 0;
  for (const b of buyers) {
    const orders = (await partition(reader, b.userId, 'ORDER#')).filter((o) => o.status === 'paid');
    const enrolment = await partition(reader, b.userId, 'COURSE#683#ENROL');
    if (orders.length > 1) grantedTwice++;
    if (orders.length === 1 && enrolment.length === 1) granted++;
    if (orders.length === 1 && enrolment.length === 0) paidWithoutGrant++;
  }
  return { paid: results.filter(Boolean).length, granted, grantedTwice, paidWithoutGrant };
}

async function bookingRace(
  stack: Stack,
  store: ReturnType<typeof stackData>,
  reader: DynamoDBDocumentClient,
): Promise<FaultFigures['bookings']> {
  const learners = await Promise.all(Array.from({ length: 50 }, () => store.learner([487])));
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  for (const l of learners) {
    await reader.send(
      new PutCommand({
        TableName: 'fluentia-test-main',
        Item: {
          pk: `USER#${l.userId}`,
          sk: 'PROFILE',
          entity: 'user',
          userId: l.userId,
          type: 'T',
          retail: true,
          loginId: l.userId,
          phone: '9123456780',
          email: `${l.userId}@example.com`,
          fullName: 'Load Test',
        },
      }),
    );
  }
  const slots = (await get<CoachSlots>(stack, learners[0]!.token, '/v1/coach_slots/487')).slots.slice(-10);
  const answers = await Promise.all(
    learners.map((l, i) =>
      post(stack, l.token, '/v1/book_coach_call', { course_id: 487, start: slots[i % slots.length] }),
    ),
  );
  const booked = answers.filter((a) => a.ok).length;
  let slotsTaken = 0;
  let doubleBooked = 0;
  const calls = (await Promise.all(learners.map((l) => partition(reader, l.userId, 'CALL#')))).flat();
  for (const s of slots) {
    const holders = calls.filter((c) => c.start === s && c.status === 'scheduled').length;
    if (holders > 0) slotsTaken++;
    if (holders > 1) doubleBooked++;
  }
  return { booked, slotsTaken, doubleBooked };
}

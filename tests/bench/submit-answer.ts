import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JWK } from 'jose';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { rightAnswer, seededQuestions, stackData } from '../support/learners';

/**
 * POST v1/submitAnswer under load: `learners` learners answer at once, each its own attempt (a
 * 9-question olympiad practice set, every written type but essays), page after page, starting a
 * new attempt when one finishes. Each learner waits for its answer before sending the next, as a
 * person does, so this is the latency of 50 concurrent learners, not of a flood.
 */
export interface SubmitLoad {
  p50: number;
  p99: number;
  submits: number;
  perSecond: number;
  errors: number;
}

/**
 * DynamoDB Local (SQLite on disk) runs writes one at a time, and every answer is one write
 * transaction: its write rate with as many writers is the ceiling of the figure above, so the
 * bench prints it beside (DynamoDB itself has no such ceiling).
 */
export async function measureLocalWrites(dynamodbEndpoint: string, writers: number, perWriter = 10): Promise<number> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamodbEndpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  const began = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++)
        await db.send(
          new PutCommand({
            TableName: 'fluentia-test-main',
            Item: { pk: `BENCH#${w}`, sk: String(i), at: Date.now() },
          }),
        );
    }),
  );
  db.destroy();
  return Math.round((writers * perWriter) / ((performance.now() - began) / 1000));
}

const COURSE = 300;
const ELEMENT = 3001;
const questions = seededQuestions();

export async function measureSubmit(
  stack: { url: string; endpoints: { dynamodb: string }; keys: { privateJwk: JWK } },
  learners: number,
  seconds: number,
): Promise<SubmitLoad> {
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;

  const call = async <T>(token: string, path: string, body: unknown) => {
    const res = await fetch(stack.url + path, {
      method: 'POST',
      headers: { platform: 'w1', 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { status: boolean; code: number; data: T };
  };

  async function learnerLoop(): Promise<void> {
    while (Date.now() < until) {
      const { token } = await store.learner([COURSE], { type: 'w', grade: 6 });
      // Three attempts each (the element's limit), then a fresh learner.
      for (let round = 0; round < 3 && Date.now() < until; round++) {
        const started = await call<{ attempt: AttemptData }>(token, '/v1/startAttempt', {
          course_id: COURSE,
          element_id: ELEMENT,
        });
        if (!started.status) {
          errors++;
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
          const res = await call<SubmitAnswerData>(token, '/v1/submitAnswer', body);
          latencies.push(performance.now() - t);
          if (!res.status) {
            errors++;
            break;
          }
          attempt = res.data.attempt;
        }
      }
    }
  }

  const began = Date.now();
  await Promise.all(Array.from({ length: learners }, learnerLoop));
  store.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    p50: at(0.5),
    p99: at(0.99),
    submits: latencies.length,
    perSecond: Math.round(latencies.length / ((Date.now() - began) / 1000)),
    errors,
  };
}

import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JWK } from 'jose';
import type { Question } from '#shared/schemas/content';
import * as keys from '../../functions/data/keys';
import { signIdToken } from './tokens';

/**
 * Fresh learners for tests that change data: a profile and enrolments written straight into the
 * stack's DynamoDB Local (as a purchase or licence would), and an ID token signed with the stack's
 * local key, so each test owns its learner and no sign-in flow is spent. Used by the integration
 * tests and the bench (which has no vitest context, hence the explicit endpoint and key).
 */
export interface StackAccess {
  dynamodbEndpoint: string;
  signingKey: JWK;
  table?: string;
}

export interface Learner {
  userId: string;
  token: string;
}

function documentClient(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function stackData(access: StackAccess) {
  const db = documentClient(access.dynamodbEndpoint);
  const TableName = access.table ?? 'fluentia-test-main';

  /** An enrolment as a purchase writes it: percent complete 0, whatever the learner did in the course's preview. */
  async function enrol(
    userId: string,
    courseId: number,
    courseTitle = `Course ${courseId}`,
    more: { courseType?: string; calendlyUrl?: string } = {},
  ): Promise<void> {
    await db.send(
      new PutCommand({
        TableName,
        Item: {
          ...keys.enrolment(userId, courseId),
          entity: 'enrolment',
          gsi1pk: `ENROLMENTS#${userId}`,
          gsi1sk: String(courseId).padStart(6, '0'),
          userId,
          courseId,
          courseTitle,
          courseType: 'online',
          purchaseStatus: 'purchased',
          openDate: '2020-01-01',
          percentComplete: 0,
          grantedBy: 'test',
          ...more,
        },
      }),
    );
  }

  return {
    enrol,
    /** A learner enrolled in `courseIds`; speaking answers on (as after the echo test) unless `speechOn: false`. */
    async learner(
      courseIds: number[],
      options: { type?: 'T' | 'w'; orgId?: string; retail?: boolean; grade?: number; speechOn?: boolean } = {},
    ): Promise<Learner> {
      const userId = `test-${randomUUID()}`;
      const type = options.type ?? 'T';
      const retail = options.retail ?? !options.orgId;
      await db.send(
        new PutCommand({
          TableName,
          Item: {
            ...keys.user(userId),
            entity: 'user',
            userId,
            type,
            retail,
            loginId: userId,
            isPaid: true,
            onboarding: false,
            speechOn: options.speechOn ?? true,
            createdAt: new Date().toISOString(),
            ...(options.orgId ? { orgId: options.orgId } : {}),
            ...(options.grade ? { grade: options.grade } : {}),
          },
        }),
      );
      for (const courseId of courseIds) await enrol(userId, courseId);
      const token = await signIdToken(access.signingKey, {
        sub: userId,
        type,
        retail,
        ...(options.orgId ? { orgId: options.orgId } : {}),
      });
      return { userId, token };
    },

    /**
     * A staff coach of `coachId` (a coach profile the stack has, e.g. the seeded `coach-meera`): the `coach` group in
     * record and token.
     */
    /**
     * A staff account's authenticator removed, as an operator resets a lost one: the next sign-in sets one up again.
     *
     */
    async forgetAuthenticator(userId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.staffTotp(userId) }));
    },

    async coach(coachId: string, fullName = 'Test Coach'): Promise<Learner> {
      const userId = `test-coach-${randomUUID()}`;
      await db.send(
        new PutCommand({
          TableName,
          Item: {
            ...keys.user(userId),
            entity: 'user',
            userId,
            type: 'T',
            retail: true,
            loginId: userId,
            fullName,
            isPaid: false,
            onboarding: false,
            groups: ['coach'],
            coachId,
            createdAt: new Date().toISOString(),
          },
        }),
      );
      return {
        userId,
        token: await signIdToken(access.signingKey, { sub: userId, type: 'T', retail: true, groups: ['coach'] }),
      };
    },

    destroy: () => db.destroy(),
  };
}

/** Every question of the seeded content packages and item banks, by id (tests answer from the package's own key). */
export function seededQuestions(): Map<number, Question> {
  const root = path.resolve(import.meta.dirname, '../../infra/content/packages');
  const all = new Map<number, Question>();
  for (const folder of readdirSync(root)) {
    for (const q of JSON.parse(readFileSync(path.join(root, folder, 'questions.json'), 'utf8')) as Question[])
      all.set(q.question_id, q);
  }
  const banks = path.resolve(import.meta.dirname, '../../infra/content/banks');
  for (const file of readdirSync(banks).filter((f) => f.endsWith('.json'))) {
    for (const q of (JSON.parse(readFileSync(path.join(banks, file), 'utf8')) as { questions: Question[] }).questions)
      all.set(q.question_id, q);
  }
  return all;
}

/** A right answer to a written question, from its answer key; null for pages that take none. */
export function rightAnswer(q: Question): string | string[] | null {
  const key = q.correct_answers ?? [];
  switch (q.type) {
    case 'INS':
      return null;
    case 'MCQ':
      return key[0]!;
    case 'MS':
    case 'Wordcloud':
      return key;
    case 'Cloze':
    case 'Cloze_with_passage':
    case 'Cloze_with_conversation':
      return key.map((k) => k.split('|')[0]!);
    default:
      return key[0]!.split('|')[0]!;
  }
}

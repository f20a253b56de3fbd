import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { indexKeys, prefixes, RANGE_END } from '../data/keys';
import type { Expression, TransactItem } from '../lib/transactions';
import { userItems } from '../lib/user-items';
import { batchGetAll } from '../lib/batch-get';
import type { UserRecord } from '../core/users';
import * as z from 'zod/mini';
import { parseItems, parseOptional, type ItemSchema } from '../lib/stored-items';

export interface Coach {
  coach_id: string;
  name: string;
  meeting_url: string;
  /** Day of the week (0 Sunday … 6 Saturday) and India times, 'HH:MM'. */
  availability: Array<{ day: number; from: string; to: string }>;
  /** India dates, inclusive. */
  time_off: Array<{ from: string; to: string }>;
}

export interface CourseCoaching {
  course_id: number;
  coach_id: string;
  total_calls: number;
  reschedules_per_call: number;
  /**
   * By call number (1 first): the unit whose activities must be 60 % complete before that call may
   * be booked (spec 02 §4, §9 "the linked module"), or null for none. Missing entries: the last one.
   */
  linked_units?: Array<number | null>;
  /** By call number: the task set with that call (spec 02 §3 Task). Missing entries: the last one. */
  tasks?: string[];
}

export interface SpeakingTestCoaching {
  product_id: string;
  coach_id: string;
}

export interface StoredCall {
  scheduleId: string;
  userId: string;
  courseId: number;
  coachId: string;
  coachName: string;
  start: string;
  end: string;
  status: 'scheduled' | 'Completed' | 'No show' | 'Cancelled';
  meetingUrl: string;
  rescheduleCount: number;
  maxReschedules: number;
  cancelRequest?: 'pending';
  reason?: string;
  recordingUrl?: string;
  audioFiles?: string[];
  bookedAt: string;
  /** Which call of the course this is (1 first): picks its task and linked module. */
  callNumber?: number;
  /** The learner's name as the coach sees it in the workspace. */
  learnerName?: string;
  /** The task set with this call (spec 02 §3 Task), its submission and the coach's review. */
  taskName?: string;
  task?: { key: string; fileName: string; submittedAt: string };
  review?: { key: string; fileName: string; reviewedAt: string };
  /** When the coach marked it Completed or No show. */
  markedAt?: string;
  /** The feedback form the coach set for the learner (spec 02 §3 Coach details `feedback_url`). */
  feedbackUrl?: string;
  /** The coach's own notes on the call: the workspace only, never in a learner's answer. */
  coachNotes?: string;
}

// The schemas the coach area's items are read through (decision 0714).
const text = z.string();
const coachSchema: ItemSchema<Coach> = z.looseObject({
  coach_id: text,
  name: text,
  meeting_url: text,
  availability: z.array(z.object({ day: z.number(), from: text, to: text })),
  time_off: z.array(z.object({ from: text, to: text })),
});
const courseCoachingSchema: ItemSchema<CourseCoaching> = z.looseObject({
  course_id: z.number(),
  coach_id: text,
  total_calls: z.number(),
  reschedules_per_call: z.number(),
  linked_units: z.optional(z.array(z.nullable(z.number()))),
  tasks: z.optional(z.array(text)),
});
const speakingTestSchema: ItemSchema<SpeakingTestCoaching> = z.looseObject({ product_id: text, coach_id: text });
const fileSchema = z.object({ key: text, fileName: text, submittedAt: text });
const callSchema: ItemSchema<StoredCall> = z.looseObject({
  scheduleId: text,
  userId: text,
  courseId: z.number(),
  coachId: text,
  coachName: text,
  start: text,
  end: text,
  status: z.enum(['scheduled', 'Completed', 'No show', 'Cancelled']),
  meetingUrl: text,
  rescheduleCount: z.number(),
  maxReschedules: z.number(),
  cancelRequest: z.optional(z.literal('pending')),
  reason: z.optional(text),
  recordingUrl: z.optional(text),
  audioFiles: z.optional(z.array(text)),
  bookedAt: text,
  callNumber: z.optional(z.number()),
  learnerName: z.optional(text),
  taskName: z.optional(text),
  task: z.optional(fileSchema),
  review: z.optional(z.object({ key: text, fileName: text, reviewedAt: text })),
  markedAt: z.optional(text),
  feedbackUrl: z.optional(text),
  coachNotes: z.optional(text),
});
const openCallSchema = z.looseObject({ scheduleId: text, start: text });
const coachCallSchema = z.looseObject({ userId: z.optional(z.unknown()) });
const enrolmentFieldsSchema = z.looseObject({ closeDate: z.optional(text), lastReviewAt: z.optional(z.unknown()) });
const bookingSchema = z.looseObject({ userId: text, scheduleId: text });
const intakeSchema: ItemSchema<Pick<UserRecord, 'userId' | 'coachIntake'>> = z.looseObject({
  userId: text,
  coachIntake: z.optional(z.object({ background: text, role: z.number(), skill: z.number() })),
});

/**
 * The coach area's store: the only place it reads or writes DynamoDB (keys in functions/data/keys.ts).
 * Coaches, course coaching and speaking tests (imported content), booked slots under the coach, calls
 * and the open-call marker under the learner. The rules live in the callers: they compose the
 * transactions from the items below, whose conditions and update expressions they pass in.
 */

async function get<T>(
  Key: Record<string, unknown>,
  schema: ItemSchema<T>,
  options: { consistent?: boolean; projection?: string } = {},
): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: mainTable(),
      Key,
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
    }),
  );
  return parseOptional(schema, Item);
}

export const getCoach = (coachId: string) => get(keys.coach(coachId), coachSchema);
export const getCourseCoaching = (courseId: number) => get(keys.courseCoaching(courseId), courseCoachingSchema);
export const getSpeakingTest = (productId: string) => get(keys.speakingTest(productId), speakingTestSchema);
export const getCall = (userId: string, scheduleId: string) =>
  get(keys.call(userId, scheduleId), callSchema, { consistent: true });
export const getOpenCall = (userId: string) => get(keys.openCall(userId), openCallSchema, { consistent: true });
/** Which learner holds this call of the coach. */
export const getCoachCall = (coachId: string, scheduleId: string) =>
  get(keys.coachCall(coachId, scheduleId), coachCallSchema, { consistent: true });
/** The coach-related fields of a learner's enrolment (calls booked, last review, close date). */
export const getEnrolmentFields = (userId: string, courseId: number, projection: string, consistent = false) =>
  get(keys.enrolment(userId, courseId), enrolmentFieldsSchema, { consistent, projection });

/** The learner's calls, every status. */
export const listUserCalls = (userId: string) => userItems(userId, prefixes.call, callSchema, { consistent: true });

/** Starts already booked with this coach from `from` (an ISO time) on. */
export async function bookedStartsFrom(coachId: string, from: string): Promise<string[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': keys.coach(coachId).pk, ':from': keys.booked(coachId, from).sk },
      ProjectionExpression: 'sk',
    }),
  );
  return (result.Items ?? []).map((i) => String(i.sk).slice(prefixes.booked.length));
}

/** Who booked each of the coach's slots from `from` (an ISO time) on, all pages. */
export async function coachBookingsFrom(
  coachId: string,
  from: string,
): Promise<Array<{ userId: string; scheduleId: string }>> {
  const bookings: Array<{ userId: string; scheduleId: string }> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.coach(coachId).pk,
          ':from': keys.booked(coachId, from).sk,
          ':to': `${prefixes.booked}${RANGE_END}`,
        },
        ProjectionExpression: 'userId, scheduleId',
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    bookings.push(...parseItems(bookingSchema, page.Items));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return bookings;
}

/** Calls starting in (from, to] on one UTC day, from the calls-by-start index (gsi2), all pages. */
export async function callsStartingOn(day: string, from: string, to: string): Promise<StoredCall[]> {
  const calls: StoredCall[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :day AND gsi2sk BETWEEN :from AND :to',
        // The bound sorts after the '#<scheduleId>' suffix, so a call starting exactly at `to` is in.
        ExpressionAttributeValues: {
          ':day': indexKeys.callStartsPk(day),
          ':from': indexKeys.callStartBound(from),
          ':to': indexKeys.callStartBound(to),
        },
        ExclusiveStartKey,
      }),
    );
    calls.push(...parseItems(callSchema, page.Items));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return calls;
}

/** One conditional update of a coach's profile item. */
export async function updateCoach(coachId: string, expression: Expression): Promise<void> {
  await db().send(new UpdateCommand({ TableName: mainTable(), Key: keys.coach(coachId), ...expression }));
}

/** One conditional update of a call; its new attributes when asked for. */
export async function updateCall(
  userId: string,
  scheduleId: string,
  expression: Expression & { ReturnValues?: 'ALL_NEW' },
): Promise<StoredCall | undefined> {
  const result = await db().send(
    new UpdateCommand({ TableName: mainTable(), Key: keys.call(userId, scheduleId), ...expression }),
  );
  return parseOptional(callSchema, result.Attributes);
}

/** The items of the transactions that book, move, cancel and mark calls (their conditions are the callers' rules). */
export const callItems = {
  /** Takes the coach's slot: fails when it is taken. */
  putBooking: (coachId: string, start: string, userId: string, scheduleId: string): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.booked(coachId, start), entity: 'booking', userId, scheduleId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** Frees the coach's slot, if this call holds it. */
  deleteBooking: (coachId: string, start: string, scheduleId: string): TransactItem => ({
    Delete: {
      TableName: mainTable(),
      Key: keys.booked(coachId, start),
      ConditionExpression: 'scheduleId = :id',
      ExpressionAttributeValues: { ':id': scheduleId },
    },
  }),
  /** The call itself, indexed by its start for the reminders. */
  putCall: (call: StoredCall): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: {
        ...keys.call(call.userId, call.scheduleId),
        entity: 'call',
        ...call,
        ...indexKeys.callStart(call.start, call.scheduleId),
      },
    },
  }),
  updateCall: (userId: string, scheduleId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.call(userId, scheduleId), ...expression },
  }),
  /** The learner's one open call: fails when they hold another. */
  putOpenCall: (userId: string, scheduleId: string, start: string): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.openCall(userId), entity: 'openCall', scheduleId, start },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  updateOpenCall: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.openCall(userId), ...expression },
  }),
  deleteOpenCall: (userId: string, condition: Omit<Expression, 'UpdateExpression'> = {}): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.openCall(userId), ...condition },
  }),
  /** The course's call count and review time, on the learner's enrolment. */
  updateEnrolment: (userId: string, courseId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.enrolment(userId, courseId), ...expression },
  }),
  /** Lets the coach's workspace find the call by its id (the call lives in the learner's partition). */
  putCoachCall: (coachId: string, scheduleId: string, userId: string, courseId: number): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.coachCall(coachId, scheduleId), entity: 'coachCall', userId, courseId, scheduleId },
    },
  }),
};

/** These calls (order not kept; the missing left out). */
export const getCalls = (refs: ReadonlyArray<{ userId: string; scheduleId: string }>) =>
  batchGetAll(
    refs.map((r) => keys.call(r.userId, r.scheduleId)),
    callSchema,
  );

/** The coach intake answers of these learners (their user records' `coachIntake`). */
export const getIntakes = (userIds: readonly string[]) =>
  batchGetAll(
    userIds.map((id) => keys.user(id)),
    intakeSchema,
    'userId, coachIntake',
  );

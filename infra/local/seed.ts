import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import { hashPin } from '../../functions/core/pins';
import { createUser, getUser, LoginIdTakenError, type LoginIdRef, type UserRecord } from '../../functions/core/users';
import { BRIGHTPATH_ADMIN, seedOrganisations, SUNRISE } from './seed-orgs';
import { loadCourse } from '../../functions/core/catalogue';
import { enrolOnce, todayIst } from '../../functions/core/learner-state';

/**
 * Demo accounts for the local stack, written through the same repository code the handlers use.
 * Idempotent: an account whose login id exists is left as it is (so a changed PIN stays changed).
 */
export interface DemoAccount {
  who: string;
  how: string;
}

const now = () => new Date().toISOString();

function base(userId: string, fields: Partial<UserRecord>): UserRecord {
  return {
    userId,
    type: 'T',
    retail: true,
    loginId: '',
    isPaid: false,
    onboarding: false,
    createdAt: now(),
    ...fields,
  };
}

async function put(item: Record<string, unknown>, condition = 'attribute_not_exists(pk)'): Promise<void> {
  await db()
    .send(new PutCommand({ TableName: config().table('main'), Item: item, ConditionExpression: condition }))
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

async function ensure(user: UserRecord, refs: LoginIdRef[], extra: Array<Record<string, unknown>> = []): Promise<void> {
  const TableName = config().table('main');
  try {
    await createUser(
      user,
      refs,
      extra.map((Item) => ({ Put: { TableName, Item } })),
    );
  } catch (error) {
    if (!(error instanceof LoginIdTakenError)) throw error;
  }
}

export async function seedDemoAccounts(): Promise<DemoAccount[]> {
  // The demo learners have passed the echo test (speechOn), so a speaking test opens straight away;
  // a new account meets the echo test in its first speaking test (spec 02 §4).
  await ensure(
    base('demo-adult-asha', {
      loginId: 'asha@example.com',
      email: 'asha@example.com',
      fullName: 'Asha Rao',
      pinHash: await hashPin('246810'),
      speechOn: true,
    }),
    [{ kind: 'email', value: 'asha@example.com' }],
  );

  // An international learner (spec 02 §6): dollar prices, card payments through the sandbox playing Stripe.
  await ensure(
    base('demo-adult-sam', {
      loginId: 'sam@example.com',
      email: 'sam@example.com',
      fullName: 'Sam Carter',
      pinHash: await hashPin('864200'),
      international: true,
    }),
    [{ kind: 'email', value: 'sam@example.com' }],
  );

  // The demo coach: a staff account of the seeded coach Meera (infra/content/coaches.json, course 487).
  await ensure(
    base('demo-coach-meera', {
      loginId: 'meera.coach@example.com',
      email: 'meera.coach@example.com',
      fullName: 'Meera Krishnan',
      pinHash: await hashPin('135790'),
      groups: ['coach'],
      coachId: 'coach-meera',
    }),
    [{ kind: 'email', value: 'meera.coach@example.com' }],
  );

  // The organisations (./seed-orgs.ts): Vikram signs in with Sunrise's key FLU-ORG1-0001, which he holds.
  await ensure(
    base('demo-org-vikram', {
      loginId: '9876543210',
      phone: '9876543210',
      fullName: 'Vikram Iyer',
      retail: false,
      orgId: SUNRISE.orgId,
      isPaid: true,
      speechOn: true,
    }),
    [{ kind: 'phone', value: '9876543210' }],
  );
  await seedOrganisations((await getUser('demo-org-vikram'))!);

  const parentId = 'demo-parent-priya';
  await ensure(base(parentId, { type: 'k', loginId: '9812345678', phone: '9812345678', fullName: 'Priya Menon' }), [
    { kind: 'phone', value: '9812345678' },
  ]);
  const children = [
    { id: 'demo-child-kabir', username: 'kabir4821', pin: '482913', name: 'Kabir Menon', grade: 5 },
    { id: 'demo-child-meera', username: 'meera7315', pin: '731594', name: 'Meera Menon', grade: 8 },
  ];
  for (const c of children) {
    await ensure(
      base(c.id, {
        type: 'w',
        parentId,
        loginId: c.username,
        username: c.username,
        fullName: c.name,
        grade: c.grade,
        pinHash: await hashPin(c.pin),
        speechOn: true,
      }),
      [{ kind: 'username', value: c.username }],
      [{ ...keys.child(parentId, c.id), entity: 'childLink', childId: c.id, createdAt: now() }],
    );
  }

  await seedFamilyExtras(parentId, children.length);
  await seedNotifications();
  await seedClassScores();

  await enrolDemo('demo-adult-asha', [101, 201, 487, 507, 0]);
  await enrolDemo('demo-adult-asha', [683], { closeDate: daysFromToday(-1) }); // shows the expired-course path
  await enrolDemo('demo-org-vikram', [315, 428, 101]);
  for (const c of children) await enrolDemo(c.id, [300]);
  await enrolDemo('demo-child-kabir', [202]); // a live junior course: its live classes open the junior room

  return [
    { who: 'Adult learner (retail)', how: 'asha@example.com with PIN 246810' },
    { who: 'International learner (pays in dollars)', how: 'sam@example.com with PIN 864200' },
    {
      who: 'Organisation learner',
      how: '9876543210 with licence key FLU-ORG1-0001 (unused keys: FLU-ORG1-0002 to 0005)',
    },
    {
      who: 'Company admin (staff)',
      how: `${BRIGHTPATH_ADMIN.loginId} with PIN ${BRIGHTPATH_ADMIN.pin}, then an authenticator code (as the coach); lands in Brightpath Consulting's console (/org): issue keys, see who used them, revoke one, people and exports`,
    },
    {
      who: 'Parent of two children',
      how: '/parent/login with 9812345678, then the OTP from /_local/outbox (holds one purchased licence to apply to a child)',
    },
    { who: 'Junior (Class 5)', how: '/junior/signin with kabir4821 and PIN 482913' },
    { who: 'Junior (Class 8)', how: '/junior/signin with meera7315 and PIN 731594' },
    {
      who: 'Coach (staff)',
      how: 'meera.coach@example.com with PIN 135790, then an authenticator code: the first sign-in shows a QR code and a key to add to any authenticator app (or run `oathtool --totp -b KEY`), later ones ask for its code; lands in the Coach workspace (/coach/workspace)',
    },
    { who: 'Anyone new', how: 'sign up or use OTP sign-in with any phone or e-mail; codes appear in /_local/outbox' },
  ];
}

/**
 * The demo parent's child counter (the eight-children rule counts on it) and one purchased speaking
 * test not yet given to a child, so the parent dashboard shows 'Apply License'.
 */
async function seedFamilyExtras(parentId: string, childCount: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: config().table('main'),
      Key: keys.user(parentId),
      UpdateExpression: 'SET childCount = if_not_exists(childCount, :n)',
      ExpressionAttributeValues: { ':n': childCount },
    }),
  );
  await put({
    ...keys.childLicence(parentId, 'demo-licence-speaking'),
    entity: 'childLicence',
    licenceId: 'demo-licence-speaking',
    productId: 'kids-speaking-test',
    productName: 'Kids Speaking Test',
    courseId: 683,
    courseTitle: 'Quick Speaking Drills',
    courseType: 'online',
    calendlyUrl: 'https://calendly.com/fluentia-coach/30min',
    speakingTest: true,
    purchasedAt: '2025-01-15T10:00:00.000Z',
  });
  // Data folders seeded before licences were told apart keep theirs: mark it the speaking test it is.
  await db().send(
    new UpdateCommand({
      TableName: config().table('main'),
      Key: keys.childLicence(parentId, 'demo-licence-speaking'),
      UpdateExpression: 'SET speakingTest = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** A few notifications (fixed ids, so a restart does not add more). */
/**
 * Demo data: 40 earlier final-test scores in each class (3–10), so a demo child's percentile shows
 * on a fresh `npm start` (a class needs MIN_COHORT scores first), in the class's first shard. Written
 * once; real finished final tests add to the class's shards (functions/core/class-scores.ts).
 */
async function seedClassScores(): Promise<void> {
  const spread = [1, 2, 4, 6, 7, 7, 5, 4, 2, 1, 1, 0]; // children at levels 1–12
  for (let grade = 3; grade <= 10; grade++) {
    const counts = Object.fromEntries(spread.map((n, i) => [`l${i + 1}`, n]));
    await put({
      ...keys.classScoreShard(grade, 0, 0),
      entity: 'classScores',
      ...counts,
      total: spread.reduce((a, b) => a + b, 0),
    });
  }
}

async function seedNotifications(): Promise<void> {
  const notes = [
    {
      userId: 'demo-adult-asha',
      at: '2025-01-10T09:00:00.000Z',
      message: 'Welcome to Fluentia! Start with Everyday English for Adults.',
      target: { name: 'mycourse', params: { course_id: 101 } },
      status: 'info',
      unread: false,
    },
    {
      userId: 'demo-adult-asha',
      at: '2025-01-12T09:00:00.000Z',
      message: 'Your live class Live Spoken English starts this week.',
      target: { name: 'mycourse', params: { course_id: 201 } },
      status: 'info',
      unread: true,
    },
    {
      userId: 'demo-parent-priya',
      at: '2025-01-15T10:00:00.000Z',
      message: 'Thank you for buying the Kids Speaking Test. Apply it to a child on the parent dashboard.',
      target: { name: 'parent_dashboard', params: {} },
      status: 'success',
      unread: true,
    },
  ];
  for (const [i, n] of notes.entries()) {
    const noteId = `${n.at}#00000000-0000-4000-8000-00000000000${i}`;
    await put({
      ...keys.notification(n.userId, noteId),
      entity: 'notification',
      noteId,
      message: n.message,
      target: n.target,
      status: n.status,
      unread: n.unread,
      createdAt: n.at,
    });
  }
}

function daysFromToday(days: number): string {
  return todayIst(Date.now() + days * 86_400_000);
}

/** Enrols a demo account in seeded courses (valid for a year unless told otherwise); missing courses are skipped. */
async function enrolDemo(userId: string, courseIds: number[], dates: { closeDate?: string } = {}): Promise<void> {
  for (const courseId of courseIds) {
    const course = await loadCourse(courseId);
    if (!course) continue;
    await enrolOnce({
      userId,
      courseId,
      courseTitle: course.meta.course_name,
      courseType: course.meta.courseType,
      purchaseStatus: 'purchased',
      openDate: todayIst(),
      closeDate: dates.closeDate ?? daysFromToday(365),
      percentComplete: 0,
      ...(course.meta.calendly_url ? { calendlyUrl: course.meta.calendly_url } : {}),
      grantedBy: 'demo',
    });
  }
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import { getUser, LoginIdTakenError } from '../../functions/core/users';
import {
  createAdult,
  createCoach,
  createOrgLearner,
  createParent,
  daysFromToday,
  enrol,
  putOnce,
  SEEDED_COURSES,
} from './seed-accounts';
import { BRIGHTPATH_ADMIN, seedOrganisations, SUNRISE_COORDINATOR } from './seed-orgs';

/**
 * Demo accounts for the local stack, written by the makers of seed-accounts.ts (which the e2e suite's
 * own accounts share). Idempotent: an account whose login id exists is left as it is (so a changed PIN
 * stays changed).
 */
export interface DemoAccount {
  who: string;
  how: string;
}

const DEMO = {
  adult: { userId: 'demo-adult-asha', email: 'asha@example.com', fullName: 'Asha Rao', pin: '246810', speechOn: true },
  // An international learner (spec 02 §6): dollar prices, card payments through the sandbox playing Stripe.
  international: {
    userId: 'demo-adult-sam',
    email: 'sam@example.com',
    fullName: 'Sam Carter',
    pin: '864200',
    international: true,
  },
  // The demo coach: a staff account of the seeded coach Meera (infra/content/coaches.json, course 487).
  coach: {
    userId: 'demo-coach-meera',
    email: 'meera.coach@example.com',
    fullName: 'Meera Krishnan',
    pin: '135790',
    coachId: 'coach-meera',
  },
  orgLearner: { userId: 'demo-org-vikram', phone: '9876543210', fullName: 'Vikram Iyer', licenceKey: 'FLU-ORG1-0001' },
  parent: {
    userId: 'demo-parent-priya',
    phone: '9812345678',
    fullName: 'Priya Menon',
    speakingLicenceId: 'demo-licence-speaking',
    children: [
      { userId: 'demo-child-kabir', username: 'kabir4821', pin: '482913', fullName: 'Kabir Menon', grade: 5 },
      { userId: 'demo-child-meera', username: 'meera7315', pin: '731594', fullName: 'Meera Menon', grade: 8 },
    ],
  },
};

/** Makes an account unless its login id is taken (then it is kept as it is). */
async function ensure(make: () => Promise<void>): Promise<void> {
  await make().catch((error: unknown) => {
    if (!(error instanceof LoginIdTakenError)) throw error;
  });
}

export async function seedDemoAccounts(): Promise<DemoAccount[]> {
  // The demo learners have passed the echo test (speechOn), so a speaking test opens straight away;
  // a new account meets the echo test in its first speaking test (spec 02 §4).
  await ensure(() => createAdult(DEMO.adult));
  await ensure(() => createAdult(DEMO.international));
  await ensure(() => createCoach(DEMO.coach));
  // The organisations (./seed-orgs.ts): Vikram signs in with Sunrise's key FLU-ORG1-0001, which he holds; its other
  // demo keys and Brightpath Consulting, with its admin, come after.
  await ensure(() => createOrgLearner(DEMO.orgLearner));
  await seedOrganisations((await getUser(DEMO.orgLearner.userId))!);

  const { parent } = DEMO;
  await ensure(() => createParent(parent));
  await seedFamilyExtras(parent.userId, parent.children.length);
  await seedNotifications();
  await seedClassScores();

  await enrol(DEMO.adult.userId, SEEDED_COURSES.adult);
  await enrol(DEMO.adult.userId, SEEDED_COURSES.adultExpired, { closeDate: daysFromToday(-1) });
  await enrol(DEMO.orgLearner.userId, SEEDED_COURSES.orgLearner);
  for (const c of parent.children) await enrol(c.userId, SEEDED_COURSES.child);
  await enrol(parent.children[0]!.userId, SEEDED_COURSES.youngerChild);

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
      who: 'School coordinator (staff)',
      how: `${SUNRISE_COORDINATOR.loginId} with PIN ${SUNRISE_COORDINATOR.pin}, then an authenticator code (as the coach); Sunrise Public School's console: Classes (/org/classes) to register a class from a CSV file, print its login cards, then see and export its results`,
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
 * Data folders seeded before the demo parent had a child counter (the eight-children rule counts on it) or before
 * licences were told apart keep theirs: the counter set, and the unapplied licence marked the speaking test it is.
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
  await db().send(
    new UpdateCommand({
      TableName: config().table('main'),
      Key: keys.childLicence(parentId, DEMO.parent.speakingLicenceId),
      UpdateExpression: 'SET speakingTest = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/**
 * Demo data: 40 earlier final-test scores in each class (3–10), so a demo child's percentile shows
 * on a fresh `npm start` (a class needs MIN_COHORT scores first), in the class's first shard. Written
 * once; real finished final tests add to the class's shards (functions/core/class-scores.ts).
 */
async function seedClassScores(): Promise<void> {
  const spread = [1, 2, 4, 6, 7, 7, 5, 4, 2, 1, 1, 0]; // children at levels 1–12
  for (let grade = 3; grade <= 10; grade++) {
    const counts = Object.fromEntries(spread.map((n, i) => [`l${i + 1}`, n]));
    await putOnce({
      ...keys.classScoreShard(grade, 0, 0),
      entity: 'classScores',
      ...counts,
      total: spread.reduce((a, b) => a + b, 0),
    });
  }
}

/** A few notifications (fixed ids, so a restart does not add more). */
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
    await putOnce({
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

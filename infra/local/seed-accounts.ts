import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import { hashPin } from '../../functions/core/pins';
import { createUser, type UserRecord } from '../../functions/core/users';
import { consentPut, parentConsent } from '../../functions/core/consent';
import { loadCourse } from '../../functions/core/catalogue';
import { enrolOnce, todayIst } from '../../functions/core/learner-state';

/**
 * The kinds of account the local stack seeds, made from the ids and login details they are given:
 * the demo accounts (seed.ts) and the accounts an e2e test file makes for itself
 * (tests/support/own-accounts.ts, decision 0741) are written by this one code, through the repository
 * code the handlers use. A maker throws LoginIdTakenError when a login id is taken.
 */
export const SUNRISE = {
  orgId: 'org-sunrise',
  orgName: 'Sunrise Public School',
  // The school's own support desk: two numbers, comma separated as the login data carries them (spec 01 §9).
  supportPhone: '080 4718 2211, 98450 12345',
};
/** What a Sunrise key grants: the school's own course and the placement check (enrolled when a key is claimed). */
export const SUNRISE_COURSES = [
  { courseId: 315, courseTitle: 'Sunrise School English', courseType: 'online' },
  { courseId: 428, courseTitle: 'Placement Check', courseType: 'online' },
];

const now = () => new Date().toISOString();

function account(userId: string, fields: Partial<UserRecord>): UserRecord {
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

/** An item written in the same transaction as the account it belongs to. */
function putItem(Item: Record<string, unknown>) {
  return { Put: { TableName: config().table('main'), Item } };
}

/** Writes an item unless its key exists (a restarted stack keeps what it has). */
export async function putOnce(item: Record<string, unknown>): Promise<void> {
  await db()
    .send(
      new PutCommand({
        TableName: config().table('main'),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

export interface Adult {
  userId: string;
  email: string;
  fullName: string;
  pin: string;
  /** Passed the echo test, so a speaking test opens straight away (a new account meets it first, spec 02 §4). */
  speechOn?: boolean;
  /** Pays in dollars through the sandbox playing Stripe (spec 02 §6). */
  international?: boolean;
}

/** An adult learner who signs in with an e-mail and a PIN. */
export async function createAdult(adult: Adult): Promise<void> {
  await createUser(
    account(adult.userId, {
      loginId: adult.email,
      email: adult.email,
      fullName: adult.fullName,
      pinHash: await hashPin(adult.pin),
      ...(adult.speechOn ? { speechOn: true } : {}),
      ...(adult.international ? { international: true } : {}),
    }),
    [{ kind: 'email', value: adult.email }],
  );
}

export interface Coach {
  userId: string;
  email: string;
  fullName: string;
  pin: string;
  /** The coach profile (infra/content/coaches.json) whose calls this staff account works. */
  coachId: string;
}

/** A coach's staff account: an e-mail and a PIN, then an authenticator set up on the first sign-in (decision 570). */
export async function createCoach(coach: Coach): Promise<void> {
  await createUser(
    account(coach.userId, {
      loginId: coach.email,
      email: coach.email,
      fullName: coach.fullName,
      pinHash: await hashPin(coach.pin),
      groups: ['coach'],
      coachId: coach.coachId,
    }),
    [{ kind: 'email', value: coach.email }],
  );
}

export interface OrgLearner {
  userId: string;
  phone: string;
  fullName: string;
  /** The Sunrise licence key the learner holds and signs in with. */
  licenceKey: string;
}

/** An organisation's learner (Sunrise Public School) who signs in with a phone number and a licence key. */
export async function createOrgLearner(learner: OrgLearner): Promise<void> {
  await putOnce({ ...keys.org(SUNRISE.orgId), entity: 'org', ...SUNRISE });
  const licence = { entity: 'licence', licenceKey: learner.licenceKey, ...SUNRISE, courses: SUNRISE_COURSES };
  await createUser(
    account(learner.userId, {
      loginId: learner.phone,
      phone: learner.phone,
      fullName: learner.fullName,
      retail: false,
      orgId: SUNRISE.orgId,
      isPaid: true,
      speechOn: true,
    }),
    [{ kind: 'phone', value: learner.phone }],
    [putItem({ ...keys.licence(learner.licenceKey), ...licence, userId: learner.userId, appliedAt: now() })],
  );
  await putOnce({
    ...keys.userLicence(learner.userId, learner.licenceKey),
    entity: 'userLicence',
    licenceKey: learner.licenceKey,
    ...SUNRISE,
    appliedAt: now(),
  });
}

export interface Child {
  userId: string;
  username: string;
  pin: string;
  fullName: string;
  grade: number;
}

export interface Parent {
  userId: string;
  phone: string;
  fullName: string;
  children: Child[];
  /** A purchased Kids Speaking Test not yet given to a child, so the dashboard shows 'Apply License'. */
  speakingLicenceId: string;
}

/** A parent who signs in by OTP, their children (juniors with a username and a PIN) and one unapplied licence. */
export async function createParent(parent: Parent): Promise<void> {
  await createUser(
    account(parent.userId, {
      type: 'k',
      loginId: parent.phone,
      phone: parent.phone,
      fullName: parent.fullName,
      // The eight-children rule counts on it.
      childCount: parent.children.length,
    }),
    [{ kind: 'phone', value: parent.phone }],
  );
  for (const child of parent.children) {
    await createUser(
      account(child.userId, {
        type: 'w',
        parentId: parent.userId,
        loginId: child.username,
        username: child.username,
        fullName: child.fullName,
        grade: child.grade,
        pinHash: await hashPin(child.pin),
        speechOn: true,
      }),
      [{ kind: 'username', value: child.username }],
      [
        putItem({
          ...keys.child(parent.userId, child.userId),
          entity: 'childLink',
          childId: child.userId,
          createdAt: now(),
        }),
        // As if the parent had added the child on the form: the consent is recorded with it (decision 0800).
        consentPut(parentConsent(account(parent.userId, { loginId: parent.phone, phone: parent.phone }), child.userId)),
      ],
    );
  }
  await putOnce({
    ...keys.childLicence(parent.userId, parent.speakingLicenceId),
    entity: 'childLicence',
    licenceId: parent.speakingLicenceId,
    productId: 'kids-speaking-test',
    productName: 'Kids Speaking Test',
    courseId: 683,
    courseTitle: 'Quick Speaking Drills',
    courseType: 'online',
    calendlyUrl: 'https://calendly.com/fluentia-coach/30min',
    speakingTest: true,
    purchasedAt: '2025-01-15T10:00:00.000Z',
  });
}

/** Each account's seeded courses, as the demo accounts have them. */
export const SEEDED_COURSES = {
  adult: [101, 201, 487, 507, 0],
  /** An adult's course that closed yesterday: the expired-course path. */
  adultExpired: [683],
  orgLearner: [315, 428, 101],
  child: [300],
  /** A live junior course: its live classes open the junior room. */
  youngerChild: [202],
};

export function daysFromToday(days: number): string {
  return todayIst(Date.now() + days * 86_400_000);
}

/** Enrols an account in seeded courses (valid for a year unless told otherwise); missing courses are skipped. */
export async function enrol(userId: string, courseIds: number[], dates: { closeDate?: string } = {}): Promise<void> {
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

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { keys } from '../../functions/data/keys';
import { hashPin } from '../../functions/identity/pins';
import { createUser, type UserRecord } from '../../functions/identity/users';
import { enrolOnce, todayIst } from '../../functions/courses/learner-state';

/**
 * The olympiad's children, made before the day as schools and parents make them, with the
 * product's own repository code (as the local seed does): a junior account per child under a
 * parent, enrolled in the olympiad course; children who sit it through their parent's sign-in;
 * and a school's children who sign in with a licence key of their school. Each gets an ability
 * (the level they truly have), from which the simulated child answers.
 */
export const OLYMPIAD = { courseId: 300, elementId: 3004 } as const;
export const PIN = '482913';

export type Path = 'junior' | 'parent' | 'licence';

export interface Child {
  path: Path;
  /** The account that sits the test. */
  userId: string;
  fullName: string;
  ability: number;
  grade?: number;
  username?: string;
  parentId?: string;
  parentPhone?: string;
  phone?: string;
  licenceKey?: string;
}

export interface PopulationPlan {
  children: number;
  /** Shares of the sign-in paths (junior, parent, licence); the rest of the shares go to juniors. */
  parentShare: number;
  licenceShare: number;
  grades: readonly number[];
  schools: number;
}

const table = () => config().table('main');
const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: table(), Item: item }));

/** A normal draw (Box–Muller), for abilities. */
function normal(mean: number, sd: number): number {
  const u = 1 - Math.random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
}

const clampAbility = (x: number) => Math.min(12.5, Math.max(0.5, x));
/** A mobile number of this run: `lead` is 7 for parents, 8 for a school's children; `n` is below 10⁹. */
const phoneFor = (lead: 7 | 8, n: number) => `${lead}${String(n % 1e9).padStart(9, '0')}`;

export async function seedPopulation(plan: PopulationPlan, runId = randomUUID().slice(0, 6)): Promise<Child[]> {
  const pinHash = await hashPin(PIN);
  const now = new Date().toISOString();
  const schools = Array.from({ length: plan.schools }, (_, i) => ({ orgId: `olymp-${runId}-school-${i}`, orgName: `Olympiad School ${i + 1}` }));
  for (const s of schools) await put({ ...keys.org(s.orgId), entity: 'org', ...s });
  const base = Math.floor(Math.random() * 9e8); // numbers of this run, apart from earlier runs' on the same stack
  const children: Child[] = [];
  for (let i = 0; i < plan.children; i++) {
    const share = i / plan.children;
    const path: Path = share < plan.licenceShare ? 'licence' : share < plan.licenceShare + plan.parentShare ? 'parent' : 'junior';
    children.push(path === 'licence' ? await licenceLearner(i, schools[i % schools.length]!, runId, base + i) : await junior(i, path, plan.grades[i % plan.grades.length]!, pinHash, now, base + i, runId));
  }
  for (const c of children) {
    await enrolOnce({ userId: c.userId, courseId: OLYMPIAD.courseId, courseTitle: 'English Olympiad Practice', courseType: 'online', purchaseStatus: 'purchased', openDate: todayIst(), percentComplete: 0, grantedBy: 'olympiad' });
  }
  return children;
}

async function junior(i: number, path: Path, grade: number, pinHash: string, now: string, n: number, runId: string): Promise<Child> {
  const parentId = `olymp-${runId}-parent-${i}`;
  const parentPhone = phoneFor(7, n);
  const parent: UserRecord = { userId: parentId, type: 'k', retail: true, loginId: parentPhone, phone: parentPhone, fullName: `Parent ${i}`, isPaid: false, onboarding: false, createdAt: now, childCount: 1 };
  await createUser(parent, [{ kind: 'phone', value: parentPhone }]);
  const userId = `olymp-${runId}-child-${i}`;
  const username = `olymp${runId}c${i}`;
  const fullName = `Child ${i} of Class ${grade}`;
  const child: UserRecord = { userId, type: 'w', retail: true, parentId, loginId: username, username, fullName, grade, avatar: 1, isPaid: false, onboarding: false, pinHash, createdAt: now };
  await createUser(child, [{ kind: 'username', value: username }], [
    { Put: { TableName: table(), Item: { ...keys.child(parentId, userId), entity: 'childLink', childId: userId, createdAt: now } } },
  ]);
  return { path, userId, fullName, ability: clampAbility(normal(grade - 1, 1.5)), grade, username, parentId, parentPhone };
}

async function licenceLearner(i: number, school: { orgId: string; orgName: string }, runId: string, n: number): Promise<Child> {
  const userId = `olymp-${runId}-pupil-${i}`;
  const phone = phoneFor(8, n);
  const licenceKey = `OLY-${runId.toUpperCase()}-${String(i).padStart(5, '0')}`;
  const fullName = `Pupil ${i} of ${school.orgName}`;
  const user: UserRecord = { userId, type: 'T', retail: false, orgId: school.orgId, loginId: phone, phone, fullName, isPaid: true, onboarding: false, keySignIn: 'unproven', createdAt: new Date().toISOString() };
  await createUser(user, [{ kind: 'phone', value: phone }], [
    { Put: { TableName: table(), Item: { ...keys.licence(licenceKey), entity: 'licence', licenceKey, ...school, userId, appliedAt: new Date().toISOString() } } },
    { Put: { TableName: table(), Item: { ...keys.userLicence(userId, licenceKey), entity: 'userLicence', licenceKey, ...school, appliedAt: new Date().toISOString() } } },
  ]);
  return { path: 'licence', userId, fullName, ability: clampAbility(normal(6, 2)), phone, licenceKey };
}

import { randomUUID } from 'node:crypto';
import { createUser, type UserRecord } from '../../functions/core/users';
import { addChild } from '../../functions/core/children';
import { cognitoKnows } from '../../functions/identity/cognito-calls';
import { enrolOnce, todayIst } from '../../functions/core/learner-state';
import type { OrgRecord } from '../../functions/core/store';
import { issueKeys } from '../../functions/orgs/issue';
import { saveOrg, savePool } from '../../functions/orgs/org-records';
import { MAX_KEYS_PER_ISSUE } from '#shared/schemas/orgs';

/**
 * The olympiad's children, made before the day as parents and schools make them, with the
 * product's own code: a parent adds each child (`addChild`, as POST v1/childprofile does: the
 * junior account, its PIN, and its Cognito user made then), enrolled in the olympiad course; a
 * school hands out licence keys that carry the course, and its children's accounts are made by
 * their first sign-in with the key (`practiseSignIn` in ./olympiad-run.ts: once before the day, as
 * docs/operations.md, "Before an olympiad", asks). Each child has an ability (the level they truly
 * have), from which the simulated child answers.
 */
export const OLYMPIAD = { courseId: 300, elementId: 3004 } as const;

export type Path = 'junior' | 'parent' | 'licence';

export interface Child {
  path: Path;
  /** Who the load generator says is asking (the account's id once it has one). */
  label: string;
  /** The account that sits the test; a school's child has one only after signing in. */
  userId: string;
  fullName: string;
  ability: number;
  grade?: number;
  username?: string;
  pin?: string;
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

const COURSE = { courseId: OLYMPIAD.courseId, courseTitle: 'English Olympiad Practice', courseType: 'online' as const };

/** A normal draw (Box–Muller), for abilities. */
function normal(mean: number, sd: number): number {
  const u = 1 - Math.random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
}

const clampAbility = (x: number) => Math.min(12.5, Math.max(0.5, x));
/** A mobile number of this run: `lead` is 7 for parents, 8 for a school's children; `n` is below 10⁹. */
const phoneFor = (lead: 7 | 8, n: number) => `${lead}${String(n % 1e9).padStart(9, '0')}`;

export async function seedPopulation(plan: PopulationPlan, runId = randomUUID().slice(0, 6)): Promise<Child[]> {
  const schools = await Promise.all(
    Array.from({ length: plan.schools }, (_, i) =>
      school(`olymp-${runId}-school-${i}`, `Olympiad School ${i + 1}`, plan),
    ),
  );
  const base = Math.floor(Math.random() * 9e8); // numbers of this run, apart from earlier runs' on the same stack
  const children: Child[] = [];
  for (let i = 0; i < plan.children; i++) {
    const share = i / plan.children;
    const path: Path =
      share < plan.licenceShare ? 'licence' : share < plan.licenceShare + plan.parentShare ? 'parent' : 'junior';
    children.push(
      path === 'licence'
        ? schoolKey(i, schools[i % schools.length]!.org.orgName, runId, base + i)
        : await junior(i, path, plan.grades[i % plan.grades.length]!, runId, base + i),
    );
  }
  // Each school's keys, issued as its admin or an operator issues them: stored by their hash, within its seats.
  for (const [s, { org, poolId }] of schools.entries()) {
    const texts = children.filter((c, i) => c.licenceKey && i % schools.length === s).map((c) => c.licenceKey!);
    for (let at = 0; at < texts.length; at += MAX_KEYS_PER_ISSUE)
      await issueKeys(org, {
        poolId,
        count: Math.min(MAX_KEYS_PER_ISSUE, texts.length - at),
        by: 'olympiad',
        texts: texts.slice(at, at + MAX_KEYS_PER_ISSUE),
      });
  }
  return children;
}

/** A school as an operator onboards it (docs/operations.md): the organisation and seats of the olympiad course. */
async function school(
  orgId: string,
  orgName: string,
  plan: PopulationPlan,
): Promise<{ org: OrgRecord; poolId: string }> {
  const org: OrgRecord = { orgId, orgName, kind: 'school', contact: { name: 'Olympiad coordinator' } };
  await saveOrg(org, { dryRun: false });
  const poolId = `${orgId}-olympiad`;
  await savePool(
    {
      orgId,
      poolId,
      name: 'Olympiad',
      courses: [COURSE],
      seats: plan.children,
      expiresOn: todayIst(Date.now() + 30 * 86_400_000),
    },
    { dryRun: false },
  );
  return { org, poolId };
}

async function junior(i: number, path: Path, grade: number, runId: string, n: number): Promise<Child> {
  const parentPhone = phoneFor(7, n);
  const parent: UserRecord = {
    userId: `olymp-${runId}-parent-${i}`,
    type: 'k',
    retail: true,
    loginId: parentPhone,
    phone: parentPhone,
    fullName: `Parent ${i}`,
    isPaid: false,
    onboarding: false,
    createdAt: new Date().toISOString(),
  };
  await createUser(parent, [{ kind: 'phone', value: parentPhone }]);
  cognitoKnows(parent); // the parent has signed in before, to add the child: Cognito knows them
  const fullName = `Child ${i} of Class ${grade}`;
  const { child, pin } = await addChild(parent, {
    child_name: fullName,
    child_grade: grade,
    child_avatar: 1,
  } as Parameters<typeof addChild>[1]);
  await enrolOnce({
    userId: child.userId,
    ...COURSE,
    purchaseStatus: 'purchased',
    openDate: todayIst(),
    percentComplete: 0,
    grantedBy: 'olympiad',
  });
  return {
    path,
    label: child.userId,
    userId: child.userId,
    fullName,
    ability: clampAbility(normal(grade - 1, 1.5)),
    grade,
    username: child.username,
    pin,
    parentId: parent.userId,
    parentPhone,
  };
}

/** A school's key for one child: the olympiad course comes with it, the account with its first use. */
function schoolKey(i: number, orgName: string, runId: string, n: number): Child {
  return {
    path: 'licence',
    label: `olymp-${runId}-pupil-${i}`,
    userId: '',
    fullName: `Pupil ${i} of ${orgName}`,
    ability: clampAbility(normal(6, 2)),
    phone: phoneFor(8, n),
    licenceKey: `OLY-${runId.toUpperCase()}-${String(i).padStart(5, '0')}`,
  };
}

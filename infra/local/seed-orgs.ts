import { todayIst } from '../../functions/core/learner-state';
import { findLicence } from '../../functions/core/licence-keys';
import { readOrg, readSeatPool, type OrgRecord, type SeatPool } from '../../functions/core/store';
import { hashPin } from '../../functions/core/pins';
import { findUserByLoginId, updateUser, type UserRecord } from '../../functions/core/users';
import { AppError } from '#shared/errors';
import { addAdmin } from '../../functions/orgs/admins';
import { createClass } from '../../functions/orgs/classes';
import { applyLicence, licenceSignIn } from '../../functions/identity/licences';
import { issueKeys } from '../../functions/orgs/issue';
import { saveOrg, savePool } from '../../functions/orgs/org-records';

/**
 * The demo organisations of the local stack (README, "Run it"), made with the same code the operator
 * commands run (functions/orgs/), so their records, seats and keys are what an onboarded
 * organisation's are. Idempotent: an organisation, pool or key that exists is left as it is.
 *
 * - Sunrise Public School keeps today's behaviour as data: the term test's submit hold and the
 *   workbook and manual of course 315 (its settings), and its five demo keys FLU-ORG1-0001 to 0005
 *   (stored by their hash like every key; Vikram holds 0001); its coordinator, with classes 5 A and 6 B.
 * - Brightpath Consulting, a company, has 25 seats of the adult courses, an admin (the console) and
 *   two people who joined with its keys.
 */
export const SUNRISE: OrgRecord = {
  orgId: 'org-sunrise',
  orgName: 'Sunrise Public School',
  kind: 'school',
  contact: { name: 'Anita Desai', email: 'office@sunrise.example', phone: '08047182211' },
  // The school's own support desk: two numbers, comma separated as the login data carries them (spec 01 §9).
  supportPhone: '080 4718 2211, 98450 12345',
  settings: { submitHold: [{ courseId: 315, elementId: 3153, remainingSeconds: 29 * 60 }], downloads: [315] },
};
/** Sunrise's school coordinator (the console's classes): a staff-style sign-in like every organisation admin. */
export const SUNRISE_COORDINATOR = { loginId: 'coordinator@sunrise.example', pin: '515151', name: 'Anita Desai' };
export const SUNRISE_KEYS = ['FLU-ORG1-0001', 'FLU-ORG1-0002', 'FLU-ORG1-0003', 'FLU-ORG1-0004', 'FLU-ORG1-0005'];

export const BRIGHTPATH: OrgRecord = {
  orgId: 'org-brightpath',
  orgName: 'Brightpath Consulting',
  kind: 'company',
  contact: { name: 'Rohan Mehta', email: 'learning@brightpath.example', phone: '9845001122' },
};
export const BRIGHTPATH_ADMIN = { loginId: 'admin@brightpath.example', pin: '424242', name: 'Rohan Mehta' };

const inAYear = () => todayIst(Date.now() + 365 * 86_400_000);

function pool(org: OrgRecord, poolId: string, name: string, seats: number, courses: SeatPool['courses']) {
  return { orgId: org.orgId, poolId, name, courses, seats, expiresOn: inAYear() };
}

/** Sunrise Public School and its seats, made once. */
async function sunrisePool(): Promise<SeatPool> {
  await ensureOrg(SUNRISE);
  return ensurePool(
    pool(SUNRISE, 'sunrise-english', 'Sunrise School English', 200, [
      { courseId: 315, courseTitle: 'Sunrise School English', courseType: 'online' },
      { courseId: 428, courseTitle: 'Placement Check', courseType: 'online' },
    ]),
  );
}

/** A Sunrise key with this text, issued within the seats if it is not yet, used by this account while unused. */
export async function holdSunriseKey(user: UserRecord, text: string): Promise<void> {
  const seats = await sunrisePool();
  if (!(await findLicence(text)))
    await issueKeys(SUNRISE, { poolId: seats.poolId, count: 1, by: 'seed', texts: [text] });
  if ((await findLicence(text))?.state === 'unused') await applyLicence(user, text);
}

export async function seedOrganisations(vikram: UserRecord): Promise<void> {
  const sunrise = await sunrisePool();
  const missing = [];
  for (const text of SUNRISE_KEYS) if (!(await findLicence(text))) missing.push(text);
  if (missing.length)
    await issueKeys(SUNRISE, { poolId: sunrise.poolId, count: missing.length, by: 'seed', texts: missing });
  if ((await findLicence(SUNRISE_KEYS[0]!))?.state === 'unused') await applyLicence(vikram, SUNRISE_KEYS[0]!);
  await ensureAdmin(SUNRISE, SUNRISE_COORDINATOR);
  // Two empty classes, so the coordinator can register one from a file on a fresh start.
  for (const [grade, section, teacher] of [
    [5, 'A', 'Meera Iyer'],
    [6, 'B', 'Ravi Kumar'],
  ] as const)
    await createClass(SUNRISE, { grade, section, teacher }, 'seed').catch((error: unknown) => {
      if (!(error instanceof AppError && error.key === 'classExists')) throw error;
    });

  await ensureOrg(BRIGHTPATH);
  const brightpathPool = await ensurePool(
    pool(BRIGHTPATH, 'brightpath-2026', 'Business English 2026', 25, [
      { courseId: 101, courseTitle: 'Everyday English for Adults', courseType: 'online' },
      { courseId: 507, courseTitle: 'Business Writing Essentials', courseType: 'online' },
    ]),
  );
  await ensureAdmin(BRIGHTPATH, BRIGHTPATH_ADMIN);
  // Two people who joined with the company's keys, so the console's lists have rows on a fresh start.
  if (brightpathPool.issued === 0) {
    const issued = await issueKeys(BRIGHTPATH, { poolId: brightpathPool.poolId, count: 2, by: 'seed' });
    const people = [
      { loginId: 'kiran@brightpath.example', name: 'Kiran Shah' },
      { loginId: 'divya@brightpath.example', name: 'Divya Pillai' },
    ];
    for (const [i, person] of people.entries()) {
      const ref = { kind: 'email' as const, value: person.loginId };
      if (await findUserByLoginId(ref)) continue;
      const user = await licenceSignIn(ref, undefined, issued.keys[i]!.key);
      await updateUser(user.userId, { fullName: person.name, onboarding: false });
    }
  }
}

/** The organisation, or the fields an earlier data folder's record lacks (its settings were code then). */
async function ensureOrg(org: OrgRecord): Promise<void> {
  const existing = await readOrg(org.orgId, true);
  const missing = Object.fromEntries(
    Object.entries(org).filter(
      ([name]) => !existing || (existing as unknown as Record<string, unknown>)[name] === undefined,
    ),
  );
  if (Object.keys(missing).length) await saveOrg({ ...missing, orgId: org.orgId }, { dryRun: false });
}

/** The organisation's demo admin, with a PIN (an operator's admin proves their login id at their first sign-in). */
async function ensureAdmin(org: OrgRecord, admin: { loginId: string; pin: string; name: string }): Promise<void> {
  const { user } = await addAdmin(
    org,
    { kind: 'email', value: admin.loginId },
    { fullName: admin.name, dryRun: false },
  );
  if (!user.pinHash) await updateUser(user.userId, { pinHash: await hashPin(admin.pin) });
}

async function ensurePool(fields: Omit<SeatPool, 'issued' | 'createdAt'>): Promise<SeatPool> {
  const existing = await readSeatPool(fields.orgId, fields.poolId);
  if (existing) return existing;
  await savePool(fields, { dryRun: false });
  return (await readSeatPool(fields.orgId, fields.poolId))!;
}

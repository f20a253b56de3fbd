import { randomBytes, randomInt } from 'node:crypto';
import { freshPhone } from './api-client';
import { useLocalStackDirectly } from './direct-env';

/**
 * A test file's own accounts (decision 0741): the kinds the local stack seeds as demo accounts (infra/local/seed.ts),
 * with the demo's names and courses, made by the same code (infra/local/seed-accounts.ts), but with fresh ids, login
 * ids and PINs. A test may sign them in and out, change them or spend their codes while other files run beside it;
 * the shared demo accounts are for people trying the product, not for tests. docs/testing.md, "How to write a new
 * e2e test".
 *
 *     const adult = await ownAdult();
 *     await signInWithPin(page, adult.loginId, adult.pin);
 */
async function makers() {
  useLocalStackDirectly();
  return import('../../infra/local/seed-accounts');
}

const tag = () => randomBytes(4).toString('hex');
const newPin = () => String(randomInt(100_000, 1_000_000));

export interface OwnAccount {
  userId: string;
  /** What the login page takes: an e-mail, a phone number or a junior's username. */
  loginId: string;
  /** The PIN (a licence key for an organisation's learner; none for a parent, who signs in by OTP). */
  pin: string;
  name: string;
}

/**
 * An adult learner like the demo adult (Asha Rao): e-mail and PIN, speaking answers on, enrolled in the demo adult's
 * courses (one of them expired), or in `courses`. `international` makes one like Sam Carter, who pays in dollars.
 */
export async function ownAdult(options: { name?: string; courses?: number[]; international?: boolean } = {}) {
  const { createAdult, daysFromToday, enrol, SEEDED_COURSES } = await makers();
  const t = tag();
  const adult = {
    userId: `e2e-adult-${t}`,
    email: `adult-${t}@example.com`,
    fullName: options.name ?? (options.international ? 'Sam Carter' : 'Asha Rao'),
    pin: newPin(),
    ...(options.international ? { international: true } : { speechOn: true }),
  };
  await createAdult(adult);
  if (options.courses) await enrol(adult.userId, options.courses);
  else if (!options.international) {
    await enrol(adult.userId, SEEDED_COURSES.adult);
    await enrol(adult.userId, SEEDED_COURSES.adultExpired, { closeDate: daysFromToday(-1) });
  }
  return { userId: adult.userId, loginId: adult.email, pin: adult.pin, name: adult.fullName } satisfies OwnAccount;
}

/** A learner of Sunrise Public School like the demo one (Vikram Iyer): a phone number and a licence key. */
export async function ownOrgLearner(options: { name?: string } = {}) {
  const { createOrgLearner, enrol, SEEDED_COURSES } = await makers();
  const learner = {
    userId: `e2e-org-${tag()}`,
    phone: freshPhone(),
    fullName: options.name ?? 'Vikram Iyer',
    licenceKey: `FLU-E2E-${tag().toUpperCase()}`,
  };
  await createOrgLearner(learner);
  await enrol(learner.userId, SEEDED_COURSES.orgLearner);
  return {
    userId: learner.userId,
    loginId: learner.phone,
    pin: learner.licenceKey,
    name: learner.fullName,
  } satisfies OwnAccount;
}

/**
 * A parent like the demo parent (Priya Menon), who signs in by OTP with `phone`, with two children like Kabir (Class 5,
 * also in the live junior course) and Meera (Class 8), each a junior who signs in with `loginId` (the username) and
 * `pin`; and one purchased speaking test not yet given to a child.
 */
export async function ownParent(options: { name?: string } = {}) {
  const { createParent, enrol, SEEDED_COURSES } = await makers();
  const t = tag();
  const child = (first: string, fullName: string, grade: number) => ({
    userId: `e2e-child-${first}-${t}`,
    username: `${first}${t}`,
    pin: newPin(),
    fullName,
    grade,
  });
  const parent = {
    userId: `e2e-parent-${t}`,
    phone: freshPhone(),
    fullName: options.name ?? 'Priya Menon',
    speakingLicenceId: `e2e-licence-${t}`,
    children: [child('kabir', 'Kabir Menon', 5), child('meera', 'Meera Menon', 8)],
  };
  await createParent(parent);
  for (const c of parent.children) await enrol(c.userId, SEEDED_COURSES.child);
  await enrol(parent.children[0]!.userId, SEEDED_COURSES.youngerChild);
  const [kabir, meera] = parent.children.map((c): OwnAccount => ({
    userId: c.userId,
    loginId: c.username,
    pin: c.pin,
    name: c.fullName,
  }));
  return { userId: parent.userId, phone: parent.phone, name: parent.fullName, kabir: kabir!, meera: meera! };
}

/** A junior (Class 5, like Kabir) of a parent of its own: username and PIN. */
export async function ownJunior(): Promise<OwnAccount> {
  return (await ownParent()).kabir;
}

/**
 * A coach's staff account like the demo coach (Meera Krishnan, working the seeded coach `coach-meera`'s calls):
 * e-mail and PIN, no authenticator yet. Sign it in with `signInAsCoach` (tests/e2e/coach-sign-in.ts), which sets one
 * up on the first sign-in and keeps it on the returned object for the next.
 */
export async function ownCoach(options: { name?: string; coachId?: string } = {}) {
  const { createCoach } = await makers();
  const t = tag();
  const coach = {
    userId: `e2e-coach-${t}`,
    email: `coach-${t}@example.com`,
    fullName: options.name ?? 'Meera Krishnan',
    pin: newPin(),
    coachId: options.coachId ?? 'coach-meera',
  };
  await createCoach(coach);
  return { userId: coach.userId, loginId: coach.email, pin: coach.pin, name: coach.fullName, coachId: coach.coachId };
}

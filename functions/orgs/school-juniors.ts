import * as keys from '../data/keys';
import { cancelledIndexes, isWriteConflict, type TransactItem } from '../lib/transactions';
import { consentPut, schoolConsent } from '../core/consent';
import { juniorUsername } from '../core/children';
import { generatePin, hashPin } from '../core/pins';
import { newUserId, type UserRecord } from '../core/users';
import { newUserItems, orgWrites, type OrgRecord } from '../core/store';
import type { SchoolClass } from './classes';
import type { RosterRow } from './roster';
import { classStore } from './store';

/**
 * The juniors a school registers (decision 0890): accounts like a parent's children (type w, a username
 * and a 6-digit PIN stored as its scrypt hash), of the school (`orgId`, so its name is on their
 * certificates) and of their class (`school`), with the school's consent attestation in their own
 * partition and a row in the class's partition. Four items a child, so 25 children a transaction.
 */
const PER_CHUNK = 25;
const ITEMS_PER_CHILD = 4;
const ROUNDS = 5;

export interface NewJunior {
  user: UserRecord;
  pin: string;
  card: { name: string; loginId: string; pin: string };
  items: (user: UserRecord) => TransactItem[];
}

interface Context {
  org: OrgRecord;
  klass: SchoolClass;
  admin: UserRecord;
  registrationId: string;
  at: Date;
}

export async function newJuniors(rows: RosterRow[], c: Context): Promise<NewJunior[]> {
  const createdAt = c.at.toISOString();
  // The hashes run on libuv's pool, four at a time: about 60 ms each (docs/performance.md).
  return Promise.all(
    rows.map(async ({ name }) => {
      const pin = generatePin();
      const username = juniorUsername(name);
      const user: UserRecord = {
        userId: newUserId(),
        type: 'w',
        retail: false,
        orgId: c.org.orgId,
        school: { orgId: c.org.orgId, classId: c.klass.classId, registrationId: c.registrationId },
        loginId: username,
        username,
        fullName: name,
        grade: c.klass.grade,
        avatar: 1,
        isPaid: false,
        onboarding: false,
        pinHash: await hashPin(pin),
        createdAt,
      };
      const items = (u: UserRecord): TransactItem[] => [
        ...newUserItems(u, [{ kind: 'username', value: u.username! }]),
        consentPut(schoolConsent(c.admin, u.userId, c.org.orgId, c.at)),
        orgWrites.put(
          {
            ...keys.classChild(c.org.orgId, c.klass.classId, u.userId),
            entity: 'classChild',
            childId: u.userId,
            name,
            loginId: u.username!,
            registrationId: c.registrationId,
            registeredAt: createdAt,
          },
          { ConditionExpression: 'attribute_not_exists(pk)' },
        ),
      ];
      return { user, pin, card: { name, loginId: username, pin }, items };
    }),
  );
}

/**
 * Writes the juniors in chunks; a username someone already has is drawn again for that child and its
 * chunk tried again. Answers what was written, for `removeJuniors` should a later step fail; on a
 * failure here it removes what it wrote first.
 */
export async function writeJuniors(juniors: NewJunior[]): Promise<NewJunior[]> {
  const written: NewJunior[] = [];
  try {
    for (let i = 0; i < juniors.length; i += PER_CHUNK) {
      const chunk = juniors.slice(i, i + PER_CHUNK);
      await writeChunk(chunk);
      written.push(...chunk);
    }
    return written;
  } catch (error) {
    await removeJuniors(written);
    throw error;
  }
}

async function writeChunk(chunk: NewJunior[]): Promise<void> {
  for (let round = 1; ; round++) {
    try {
      await classStore.write(chunk.flatMap((j) => j.items(j.user)));
      return;
    } catch (error) {
      const failed = cancelledIndexes(error);
      // Only a taken username (the second item of a child) is drawn again; anything else ends the run.
      if (round >= ROUNDS || !isWriteConflict(error) || !failed.length) throw error;
      if (failed.some((i) => i % ITEMS_PER_CHILD !== 1)) throw error;
      for (const i of failed) redraw(chunk[Math.floor(i / ITEMS_PER_CHILD)]!);
    }
  }
}

function redraw(junior: NewJunior): void {
  const username = juniorUsername(junior.card.name);
  junior.user = { ...junior.user, username, loginId: username };
  junior.card = { ...junior.card, loginId: username };
}

/** Deletes what `writeJuniors` wrote: a registration that did not complete leaves no account that signs in. */
export async function removeJuniors(juniors: NewJunior[]): Promise<void> {
  for (let i = 0; i < juniors.length; i += PER_CHUNK) {
    const deletes = juniors
      .slice(i, i + PER_CHUNK)
      .flatMap(({ user }) => [
        orgWrites.delete(keys.user(user.userId)),
        orgWrites.delete(keys.loginId('username', user.username!)),
        orgWrites.delete(keys.consent(user.userId)),
        orgWrites.delete(keys.classChild(user.school!.orgId, user.school!.classId, user.userId)),
      ]);
    await classStore.write(deletes);
  }
}

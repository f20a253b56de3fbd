import { randomUUID } from 'node:crypto';
import type { RosterPreviewData, RosterRegisteredData } from '#shared/api/contract-schools';
import { AppError } from '#shared/errors';
import { NOTICE_VERSION } from '#shared/privacy/notice';
import { isConditionFailure } from '../data/keys';
import { displayName } from '../core/users';
import { classChildren, readClass, type Registration, type SchoolClass } from './classes';
import type { AdminScope } from './admin';
import { loginCardsPdf } from './login-cards';
import { nameKey, readRoster, type Roster } from './roster';
import { newJuniors, removeJuniors, writeJuniors } from './school-juniors';
import { classStore } from './store';

/**
 * Registering a class from its file (decision 0891). The preview reads the file against the class and
 * writes nothing. The registration is all or none beyond DynamoDB's 100 items a transaction:
 *   1. one conditional write claims the class (`pending`), so of two coordinators uploading at once one
 *      goes on and the other is told at once; a claim older than STALE_MS (a crashed run) may be taken over;
 *   2. the children are written in transactions of 25 (user, login id, consent, class row), each row named
 *      by this registration's id; a failure deletes what was written and lets the claim go;
 *   3. one conditional write (the claim is still ours) adds the registration, with the school's
 *      attestation, to the class. Only rows of registrations the class names are its children, so a run
 *      that never reaches step 3 registers nobody, and its PINs never left the function.
 */
const STALE_MS = 5 * 60_000;

async function registeredNames(klass: SchoolClass): Promise<Set<string>> {
  return new Set((await classChildren(klass)).map((c) => nameKey(c.name)));
}

function preview(roster: Roster): RosterPreviewData {
  return { rows: roster.rows, good: roster.good.length, problems: roster.problems, duplicates: roster.duplicates };
}

export async function previewRegistration(scope: AdminScope, classId: string, file: Uint8Array) {
  const klass = await readClass(scope.org, classId);
  return preview(readRoster(file, klass, await registeredNames(klass)));
}

export async function registerClass(
  scope: AdminScope,
  classId: string,
  file: Uint8Array,
  site: string,
): Promise<RosterRegisteredData> {
  const { org, admin } = scope;
  const klass = await readClass(org, classId);
  // Checked before the claim too, so a bad file is answered without touching the class.
  if (!readRoster(file, klass, new Set()).good.length) throw new AppError('rosterNothingToRegister');
  const id = randomUUID();
  const at = new Date();
  await claim(klass, id, at);
  try {
    // Read again under the claim (the class as it is now, with every registration completed before it):
    // no other registration of this class can add a name until the claim goes.
    const roster = readRoster(file, klass, await registeredNames(await readClass(org, classId)));
    if (!roster.good.length) throw new AppError('rosterNothingToRegister');
    const juniors = await newJuniors(roster.good, { org, klass, admin, registrationId: id, at });
    const written = await writeJuniors(juniors);
    try {
      const cards = await loginCardsPdf(
        juniors.map((j) => ({ ...j.card, grade: klass.grade, section: klass.section })),
        site,
        org.orgName,
      );
      const registration: Registration = {
        id,
        by: admin.userId,
        byName: displayName(admin),
        at: at.toISOString(),
        noticeVersion: NOTICE_VERSION,
        children: juniors.length,
      };
      await complete(klass, registration);
      return {
        ...preview(roster),
        registered: juniors.length,
        cards_pdf: Buffer.from(cards).toString('base64'),
        file_name: `login-cards-class-${klass.classId}.pdf`,
      };
    } catch (error) {
      await removeJuniors(written);
      throw error;
    }
  } catch (error) {
    await release(klass, id);
    throw error;
  }
}

async function claim(klass: SchoolClass, id: string, at: Date): Promise<void> {
  try {
    await classStore.update(klass.orgId, klass.classId, {
      UpdateExpression: 'SET pending = :pending',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(pending) OR pending.#at < :stale)',
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: {
        ':pending': { id, at: at.toISOString() },
        ':stale': new Date(at.getTime() - STALE_MS).toISOString(),
      },
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('classBeingRegistered');
    throw error;
  }
}

async function complete(klass: SchoolClass, registration: Registration): Promise<void> {
  try {
    await classStore.update(klass.orgId, klass.classId, {
      UpdateExpression: 'SET registrations = list_append(registrations, :r), children = children + :n REMOVE pending',
      ConditionExpression: 'pending.id = :id',
      ExpressionAttributeValues: { ':r': [registration], ':n': registration.children, ':id': registration.id },
    });
  } catch (error) {
    // Another run took the claim over (ours had gone stale): this one registers nobody.
    if (isConditionFailure(error)) throw new AppError('classBeingRegistered');
    throw error;
  }
}

async function release(klass: SchoolClass, id: string): Promise<void> {
  await classStore
    .update(klass.orgId, klass.classId, {
      UpdateExpression: 'REMOVE pending',
      ConditionExpression: 'pending.id = :id',
      ExpressionAttributeValues: { ':id': id },
    })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

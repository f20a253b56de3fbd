import * as keys from '../data/keys';
import { indexKeys } from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import { expiryIndex, todayIst, type Enrolment } from './learner-state';
import { orgWrites, readEnrolments, type LicenceRecord } from './store';

/**
 * The courses a licence key grants (docs/organisations.md, "What a key grants"): enrolled with the key's
 * first use, until its seats' last day; closed the day its key is revoked. An enrolment the learner
 * holds another way (bought, the olympiad's, the free placement check) is never touched: it keeps its
 * own dates and grant. Every write names the grant it expects, so a transaction fails rather than
 * change an enrolment that changed hands since it was read.
 */
export const grantOf = (ref: string): string => `orgLicence:${ref}`;
const isKeyGrant = (e: Enrolment) => e.grantedBy.startsWith('orgLicence:');

export type Held = Map<number, Enrolment>;

/** The learner's enrolments of the key's courses now (none to read for an account the key is making). */
export function heldEnrolments(userId: string, key: Pick<LicenceRecord, 'courses'>): Promise<Held> {
  return readEnrolments(
    userId,
    (key.courses ?? []).map((c) => c.courseId),
  );
}

/** What the key's first use writes of its courses: new enrolments, and the learner's earlier key grants renewed. */
export function grantItems(
  userId: string,
  key: Pick<LicenceRecord, 'ref' | 'courses'>,
  closeDate: string | undefined,
  held: Held,
  now = Date.now(),
): TransactItem[] {
  const by = grantOf(key.ref);
  return (key.courses ?? []).flatMap((c): TransactItem[] => {
    const current = held.get(c.courseId);
    if (!current) {
      const enrolment = {
        userId,
        courseId: c.courseId,
        courseTitle: c.courseTitle,
        courseType: c.courseType,
        purchaseStatus: 'purchased',
        openDate: todayIst(now),
        ...(closeDate ? { closeDate } : {}),
        percentComplete: 0,
        grantedBy: by,
      };
      return [
        orgWrites.put(
          {
            ...keys.enrolment(userId, c.courseId),
            entity: 'enrolment',
            ...indexKeys.enrolment(userId, c.courseId),
            ...expiryIndex(userId, c.courseId, closeDate),
            ...enrolment,
          },
          { ConditionExpression: 'attribute_not_exists(pk)' },
        ),
      ];
    }
    if (!isKeyGrant(current)) return [];
    // An earlier key of theirs granted it (a revoked one, or another organisation's): this key's dates now.
    return [redate(userId, c.courseId, current.grantedBy, by, closeDate)];
  });
}

/** The course closes yesterday (India time): the learner keeps their progress and results, not the access. */
export function closeItems(userId: string, ref: string, held: Held, now = Date.now()): TransactItem[] {
  const by = grantOf(ref);
  const yesterday = todayIst(now - 86_400_000);
  return [...held.values()]
    .filter((e) => e.grantedBy === by && !(e.closeDate && e.closeDate <= yesterday))
    .map((e) => redate(userId, e.courseId, by, by, yesterday));
}

/** The courses a key granted, to close on the seats' new last day (an operator extended or shortened them). */
export function renewItems(userId: string, ref: string, held: Held, closeDate: string): TransactItem[] {
  const by = grantOf(ref);
  return [...held.values()]
    .filter((e) => e.grantedBy === by && e.closeDate !== closeDate)
    .map((e) => redate(userId, e.courseId, by, by, closeDate));
}

function redate(
  userId: string,
  courseId: number,
  was: string,
  by: string,
  closeDate: string | undefined,
): TransactItem {
  const expiry = expiryIndex(userId, courseId, closeDate);
  return orgWrites.update(keys.enrolment(userId, courseId), {
    UpdateExpression: closeDate
      ? 'SET grantedBy = :by, closeDate = :close, gsi2pk = :g2, gsi2sk = :g2s'
      : 'SET grantedBy = :by REMOVE closeDate, gsi2pk, gsi2sk',
    ConditionExpression: 'grantedBy = :was',
    ExpressionAttributeValues: {
      ':by': by,
      ':was': was,
      ...(closeDate ? { ':close': closeDate, ':g2': expiry.gsi2pk, ':g2s': expiry.gsi2sk } : {}),
    },
  });
}

import type { OrgPersonRow } from '#shared/api/contract-orgs';
import * as keys from '../data/keys';
import { prefixes } from '../data/keys';
import { batchGetAll } from '../lib/batch-get';
import { userItems } from '../lib/user-items';
import { latestLevels } from '../core/attempts/score-history';
import { certificateSchema } from '../core/certificate-record';
import { skillLevels } from './skill-levels';
import { enrolmentSchema, licenceSchema, userSchema, type OrgMember, type SeatPool } from '../core/store';

/**
 * A page of people as the console shows them (docs/organisations.md, "People"): who they are, the
 * organisation's courses with their progress, the levels of their latest levelled test and their
 * certificates. A page of 25 is three BatchGets (accounts, keys, enrolments) and two small Queries
 * a person (newest score, certificates), all at once: its cost grows with the page, never with the
 * organisation. The export job reads the same rows a page at a time.
 */
export async function personRows(
  members: readonly OrgMember[],
  pools: ReadonlyMap<string, SeatPool>,
): Promise<OrgPersonRow[]> {
  if (!members.length) return [];
  const refs = members.flatMap((m) => (m.ref ? [m.ref] : []));
  const [users, licences] = await Promise.all([
    batchGetAll(
      members.map((m) => keys.user(m.userId)),
      userSchema,
    ),
    refs.length
      ? batchGetAll(
          refs.map((ref) => keys.licence(ref)),
          licenceSchema,
        )
      : [],
  ]);
  const userById = new Map(users.map((u) => [u.userId, u]));
  const keyByRef = new Map(licences.map((k) => [k.ref, k]));
  const coursesOf = (m: OrgMember) => (m.ref ? (keyByRef.get(m.ref)?.courses ?? []) : []);
  const enrolments = await batchGetAll(
    members.flatMap((m) => coursesOf(m).map((c) => keys.enrolment(m.userId, c.courseId))),
    enrolmentSchema,
  );
  const enrolled = new Map(enrolments.map((e) => [`${e.userId}#${e.courseId}`, e]));
  return Promise.all(
    members.map(async (m): Promise<OrgPersonRow> => {
      const [levels, certificates] = await Promise.all([
        latestLevels(m.userId),
        userItems(m.userId, prefixes.certificate, certificateSchema),
      ]);
      const user = userById.get(m.userId);
      return {
        user_id: m.userId,
        name: user?.fullName || null,
        login_id: m.loginId,
        joined_at: m.joinedAt,
        key: m.masked ?? null,
        seats_name: (m.poolId && pools.get(m.poolId)?.name) || null,
        access: m.endedAt ? 'ended' : 'active',
        progress: coursesOf(m).flatMap((c) => {
          const e = enrolled.get(`${m.userId}#${c.courseId}`);
          return e
            ? [
                {
                  course_id: c.courseId,
                  course_title: e.courseTitle,
                  percent: e.percentComplete ?? 0,
                  closes_on: e.closeDate ?? null,
                },
              ]
            : [];
        }),
        levels: skillLevels(levels),
        certificates: certificates.map((c) => ({ course_name: c.courseName, issued_on: c.attemptDate })),
      };
    }),
  );
}

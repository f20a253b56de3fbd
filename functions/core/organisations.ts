import { courseSettings, type CourseSettings, type OrgSettings } from '#shared/orgs/org-settings';
import { readCache } from '../lib/read-cache';
import { readOrg } from './store';

/**
 * An organisation (`ORG#<orgId>` / `ORG`; docs/organisations.md): its name, shown on its learners'
 * results and certificates, its support numbers, given to its learners at sign-in (spec 01 §3
 * supportPhone), and its settings (the submit hold, downloads, the hosted video player). A school's
 * children all finish within minutes and all read the same item, so a warm function keeps each for
 * a minute (../lib/read-cache.ts); a change shows within it.
 */
interface OrgInfo {
  name: string | null;
  supportPhone: string | null;
  settings: OrgSettings | null;
}

const orgs = readCache<OrgInfo>('organisations', { seconds: 60, maxEntries: 500 });

function orgInfo(orgId: string): Promise<OrgInfo> {
  return orgs.get(orgId, async () => {
    const org = await readOrg(orgId);
    return { name: org?.orgName ?? null, supportPhone: org?.supportPhone ?? null, settings: org?.settings ?? null };
  });
}

export async function orgName(orgId: string): Promise<string | null> {
  return (await orgInfo(orgId)).name;
}

export async function orgSupportPhone(orgId: string | undefined): Promise<string | null> {
  return orgId ? (await orgInfo(orgId)).supportPhone : null;
}

/**
 * What applies to a learner of `orgId` in a course (decision 0770): the one question the course page,
 * the test's start and the bench ask. A learner of no organisation gets no special behaviour.
 */
export async function orgCourseSettings(orgId: string | undefined, courseId: number): Promise<CourseSettings> {
  return courseSettings(await orgRecordSettings(orgId), courseId);
}

/** The organisation's settings as its record keeps them (none without an organisation). */
export async function orgRecordSettings(orgId: string | undefined): Promise<OrgSettings | null> {
  return orgId ? (await orgInfo(orgId)).settings : null;
}

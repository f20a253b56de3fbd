import { readCache } from '../lib/read-cache';
import { readOrg } from './store';

/**
 * An organisation (`ORG#<orgId>`): its name, shown on its learners' results and certificates, and
 * its support numbers, given to its learners at sign-in (spec 01 §3 supportPhone). A school's
 * children all finish within minutes and all read the same item, so a warm function keeps each
 * for a minute (../lib/read-cache.ts); a change shows within it.
 */
interface OrgInfo {
  name: string | null;
  supportPhone: string | null;
}

const orgs = readCache<OrgInfo>('organisations', { seconds: 60, maxEntries: 500 });

function orgInfo(orgId: string): Promise<OrgInfo> {
  return orgs.get(orgId, async () => {
    const org = await readOrg(orgId);
    return { name: org?.orgName ?? null, supportPhone: org?.supportPhone ?? null };
  });
}

export async function orgName(orgId: string): Promise<string | null> {
  return (await orgInfo(orgId)).name;
}

export async function orgSupportPhone(orgId: string | undefined): Promise<string | null> {
  return orgId ? (await orgInfo(orgId)).supportPhone : null;
}

import type { LicencesData } from '#shared/api/contract-accounts';
import * as z from 'zod/mini';
import { userItems } from '../lib/user-items';
import type { ItemSchema } from '../lib/stored-items';
import type { UserRecord } from '../core/users';
import { orgName } from '../core/profile';
import { prefixes } from '../data/keys';

/** The settings page's licence panel (spec 01 §3: organisationID, organisation_name, keys). */
interface StoredUserLicence {
  licenceKey: string;
  orgId: string;
  orgName: string;
  appliedAt: string;
}

const userLicenceSchema: ItemSchema<StoredUserLicence> = z.looseObject({
  licenceKey: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  appliedAt: z.string(),
});

export async function licencesData(user: UserRecord): Promise<LicencesData> {
  const items = await userItems(user.userId, prefixes.userLicence, userLicenceSchema);
  return {
    organisationID: user.orgId ?? null,
    organisation_name: await orgName(user.orgId),
    keys: items.map((k) => ({
      license_key: k.licenceKey,
      organisationID: k.orgId,
      organisation_name: k.orgName,
      applied_at: k.appliedAt,
    })),
  };
}

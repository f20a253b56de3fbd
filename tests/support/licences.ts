import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { localLicenceHashKey } from '../../infra/local/derived-keys';
import * as keys from '../../functions/data/keys';
import { indexKeys } from '../../functions/data/keys';
import { licenceRef, maskLicenceKey } from '../../functions/core/licence-keys';
import type { LicenceCourse } from '../../functions/core/store';
import { putItem } from './table';

/**
 * Licence keys as the suites write them straight into the test stack's table: stored by their keyed hash,
 * as the product stores every key (decision 0771), with the stack's own hash key (derived from its
 * identity key, infra/local/derived-keys.ts), so a test can look an item up by the key it typed.
 */
process.env.LICENCE_HMAC_KEY ??= localLicenceHashKey(JSON.parse(inject('signingKey')));

/** The ref (the table's id) of a key's text. */
export function refOf(key: string): Promise<string> {
  return licenceRef(key);
}

/** The key's item in the table: `LICENCE#<ref>` / `KEY`. */
export async function licencePk(key: string): Promise<string> {
  return keys.licence(await refOf(key)).pk;
}

/** An unused key of an organisation (no seats: it grants `courses` with no last day). */
export async function putLicence(
  key: string,
  fields: { orgId?: string; orgName?: string; courses?: LicenceCourse[] } = {},
): Promise<string> {
  const ref = await refOf(key);
  const orgId = fields.orgId ?? 'org-sunrise';
  const at = new Date().toISOString();
  await putItem({
    ...keys.licence(ref),
    entity: 'licence',
    ref,
    orgId,
    orgName: fields.orgName ?? 'Sunrise Public School',
    ...(fields.courses ? { courses: fields.courses } : {}),
    masked: maskLicenceKey(key),
    state: 'unused',
    issuedAt: at,
    issuedBy: 'test',
    ...indexKeys.orgKeyByState(orgId, 'unused', at, ref),
    ...indexKeys.orgKeyIssued(orgId, at, ref),
  });
  return ref;
}

/** A new unused key of an organisation, written straight to the table (the seed has only five). */
export async function newLicence(orgId = 'org-sunrise', orgName = 'Sunrise Public School'): Promise<string> {
  const key = `FLU-T${randomUUID().slice(0, 8).toUpperCase()}`;
  await putLicence(key, { orgId, orgName });
  return key;
}

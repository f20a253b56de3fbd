import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { keyRow, poolsById } from '../key-view';
import { revokeKey } from '../revoke';
import { seatPools } from '../seats';

/** POST v1/org/keys/revoke: revoke one of the organisation's keys (its holder's access ends at once). */
export const handler = http('orgRevokeKey', async ({ caller, input }) => {
  const { admin, org } = await adminScope(caller);
  const revoked = await revokeKey(org.orgId, input.key_id, admin.userId);
  const row = keyRow(revoked.key, poolsById(await seatPools(org.orgId)));
  return ok({ key: row }, revoked.already ? successMessages.keyAlreadyRevoked : successMessages.keyRevoked);
});

import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { adminScope } from '../admin';
import { issueKeys } from '../issue';

/**
 * POST v1/org/keys: issue keys within the seats bought. The answer is the only place the keys are in
 * full; a retry under the same idempotency key gets the same keys back, never new ones.
 */
export const handler = http(
  'orgIssueKeys',
  async ({ caller, input }) => {
    const { admin, org } = await adminScope(caller);
    const issued = await issueKeys(org, { poolId: input.seats_id, count: input.count, by: admin.userId });
    return ok(
      {
        seats_id: issued.pool.poolId,
        seats_name: issued.pool.name,
        expires_on: issued.pool.expiresOn,
        keys: issued.keys.map((k) => ({ key: k.key, key_id: k.ref })),
        left: issued.left,
      },
      successMessages.keysIssued,
    );
  },
  { idempotency },
);

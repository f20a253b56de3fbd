import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { deleteChild } from '../child-deletion';

/** POST v1/privacy/withdraw_consent: the parent withdraws consent; the child is deleted and erased after the window. */
export const handler = http('withdrawConsent', async ({ caller, input }) => {
  const parent = await requireUser(caller.userId);
  const { eraseAfter } = await deleteChild(parent, input.child_id, 'consentWithdrawn');
  return ok({ child_id: input.child_id, erase_after: eraseAfter }, 'Consent withdrawn.');
});

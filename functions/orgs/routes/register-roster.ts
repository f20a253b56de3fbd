import { successMessages } from '#shared/success-messages';
import { siteUrl } from '../../core/site-url';
import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { registerClass } from '../registration';

/**
 * POST v1/org/classes/{classId}/register: the file's good rows become juniors of the school, all or none,
 * with the school's consent attestation; the answer carries their login cards, the only copy of the PINs.
 */
export const handler = http('orgRegisterRoster', async ({ caller, params, input, event }) => {
  const file = Buffer.from(input.file, 'base64');
  const registered = await registerClass(await adminScope(caller), params.classId!, file, siteUrl(event.headers));
  return ok(registered, successMessages.classRegistered);
});

import { successMessages } from '#shared/success-messages';
import { siteUrl } from '../../core/site-url';
import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { resetChildPin } from '../pin-reset';

/** POST v1/org/classes/{classId}/children/{childId}/pin: a new PIN and login card for one child of the class. */
export const handler = http('orgResetChildPin', async ({ caller, params, event }) =>
  ok(
    await resetChildPin(await adminScope(caller), params.classId!, params.childId!, siteUrl(event.headers)),
    successMessages.childPinReset,
  ),
);

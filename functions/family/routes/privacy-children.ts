import { http, ok } from '../../lib/http';
import { childrenPrivacy } from '../children-privacy';

/** GET v1/privacy/children: the parent's children with their consent, and the deleted ones that can be restored. */
export const handler = http('privacyChildren', async ({ caller }) => ok(await childrenPrivacy(caller.userId)));

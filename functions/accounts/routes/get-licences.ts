import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { licencesData } from '../licences-view';

/** GET v1/licenses: the user's organisation and the keys they applied. */
export const handler = http('licences', async ({ caller }) => ok(await licencesData(await requireUser(caller.userId))));

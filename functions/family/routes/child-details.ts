import { http, ok } from '../../lib/http';
import { childDetails } from '../child-dashboard';

/** GET v1/childdetails: the child dashboard of the child the token names, and no other. */
export const handler = http('childDetails', async ({ caller }) => ok(await childDetails(caller.userId)));

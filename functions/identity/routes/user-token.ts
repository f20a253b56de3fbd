import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { getUser } from '../../core/users';
import { signChildToken } from '../delegation';
import { waitOutMarker } from '../end-tokens';
import { readChildLink } from '../../core/store';

/**
 * POST v1/usertoken: a child-delegation token so a parent can act for their own child. Another
 * parent's child, or no such child, is 'Child Token not found!' — the same answer, so ids cannot be probed.
 */
export const handler = http('userToken', async ({ input, caller }) => {
  const link = await readChildLink(caller.userId, input.child_id);
  const child = link ? await getUser(input.child_id) : undefined;
  if (!child || child.type !== 'w' || child.parentId !== caller.userId) throw new AppError('childNotFound');
  await waitOutMarker(child.userId);
  const { token, expiresIn } = await signChildToken(child, caller.userId);
  return ok({ token, expires_in: expiresIn, child_id: child.userId }, 'Child token issued.');
});

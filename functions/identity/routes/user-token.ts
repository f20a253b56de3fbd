import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { db } from '../../lib/aws';
import { config } from '../../lib/config';
import { keys } from '../../data/keys';
import { getUser } from '../../core/users';
import { signChildToken } from '../delegation';
import { waitOutMarker } from '../end-tokens';

/**
 * POST v1/usertoken: a child-delegation token so a parent can act for their own child. Another
 * parent's child, or no such child, is 'Child Token not found!' — the same answer, so ids cannot be probed.
 */
export const handler = http('userToken', async ({ input, caller }) => {
  const link = await db().send(new GetCommand({ TableName: config().table('main'), Key: keys.child(caller.userId, input.child_id) }));
  const child = link.Item ? await getUser(input.child_id) : undefined;
  if (!child || child.type !== 'w' || child.parentId !== caller.userId) throw new AppError('childNotFound');
  await waitOutMarker(child.userId);
  const { token, expiresIn } = await signChildToken(child, caller.userId);
  return ok({ token, expires_in: expiresIn, child_id: child.userId }, 'Child token issued.');
});

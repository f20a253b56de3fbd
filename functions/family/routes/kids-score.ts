import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { getUser } from '../../core/users';
import { kidsScore } from '../child-score';
import { siteUrl } from '../../core/site-url';

/** GET v1/kidsscore: the signed-in child's olympiad result (the child's own token or a parent's child token). */
export const handler = http('kidsScore', async ({ caller, event }) => {
  const child = await getUser(caller.userId);
  if (!child || child.type !== 'w' || child.deletedAt) throw new AppError('childNotFound');
  return ok(await kidsScore(child, siteUrl(event.headers)));
});

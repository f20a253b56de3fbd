import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { displayName, getUser } from '../../core/users';

/**
 * GET v1/validateuser (single sign-on, spec 01 §2 /sso): the token the authorizer accepted, with the
 * account it belongs to, so the web can store a session from a link.
 */
export const handler = http('validateUser', async ({ caller, event }) => {
  const user = await getUser(caller.userId);
  if (!user) throw new AppError('tokenInvalid');
  const token = event.headers['access-token'] ?? '';
  const exp = Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}').exp ?? 0);
  return ok(
    {
      token,
      expires_in: Math.max(0, exp - Math.floor(Date.now() / 1000)),
      user_name: displayName(user),
      login_id: user.loginId,
      user_pic: user.pic ?? null,
      user_id: user.userId,
      email: user.email ?? null,
      phone: user.phone ?? null,
      user_type: caller.type,
      is_retail: user.retail,
    },
    'Redirecting you to your course...',
  );
});

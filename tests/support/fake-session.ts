import type { Session } from '../../web/src/lib/session';

/** A signed-in adult's stored session (spec 01 §3), for web unit and e2e tests. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-adult',
    username: 'asha',
    login_id: 'asha@example.com',
    user_pic: '',
    login_user_id: 'u-1',
    sso: '1',
    email: 'asha@example.com',
    phone: '9876543210',
    userDetails: { user_mail: 'asha@example.com', user_phone: '9876543210', full_name: 'Asha Rao' },
    userType: 'T',
    isParent: overrides.userType === 'k',
    isRetail: true,
    ...overrides,
  };
}

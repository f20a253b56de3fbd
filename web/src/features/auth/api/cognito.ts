import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { clearAppStorage, stored } from '../../../lib/storage';
import type { SocialProvider } from '#shared/schemas/auth';

/**
 * Amplify, only for Google and Facebook sign-in on AWS (VITE_IDENTITY_MODE=cognito). This module is
 * imported dynamically, so Amplify never weighs on the first download. Fluentia keeps its own
 * session: Amplify's tokens live in this tab's storage under the app's prefix only until the ID
 * token has been handed to POST v1/login, and logout clears them with everything else.
 */
const tabStorage: KeyValueStorageInterface = {
  async setItem(key, value) {
    stored.amplify(key).write(value);
  },
  async getItem(key) {
    return stored.amplify(key).read();
  },
  async removeItem(key) {
    stored.amplify(key).remove();
  },
  async clear() {
    clearAppStorage(['session'], 'amplify:');
  },
};

function setting(name: 'VITE_COGNITO_USER_POOL_ID' | 'VITE_COGNITO_CLIENT_ID' | 'VITE_COGNITO_DOMAIN'): string {
  const value = import.meta.env[name];
  if (typeof value !== 'string' || !value)
    throw new Error(`${name} must be set when VITE_IDENTITY_MODE is cognito (web/.env.example)`);
  return value;
}

async function loadAuth() {
  const [{ Amplify }, auth, { cognitoUserPoolsTokenProvider }] = await Promise.all([
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/auth/cognito'),
  ]);
  // The provider sends the visitor back to the login page; the app client must list this URL.
  const back = [`${window.location.origin}/`];
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tabStorage);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: setting('VITE_COGNITO_USER_POOL_ID'),
        userPoolClientId: setting('VITE_COGNITO_CLIENT_ID'),
        loginWith: {
          oauth: {
            domain: setting('VITE_COGNITO_DOMAIN'),
            scopes: ['openid', 'email', 'profile'],
            redirectSignIn: back,
            redirectSignOut: back,
            responseType: 'code',
          },
        },
      },
    },
  });
  return auth;
}

export async function redirectToProvider(provider: SocialProvider): Promise<void> {
  const auth = await loadAuth();
  await tabStorage.clear(); // a sign-in left half-way must not block this one
  await auth.signInWithRedirect({ provider: provider === 'google' ? 'Google' : 'Facebook' });
}

/** Back from the hosted UI: Amplify trades the code for tokens; we keep only the ID token. */
export async function completeRedirect(): Promise<{ provider: SocialProvider; idToken: string }> {
  const auth = await loadAuth();
  try {
    const idToken = (await auth.fetchAuthSession()).tokens?.idToken;
    if (!idToken) throw new Error('No ID token after the redirect');
    const identities = idToken.payload.identities;
    const providerName = Array.isArray(identities)
      ? (identities[0] as { providerName?: unknown } | undefined)?.providerName
      : undefined;
    return { provider: providerName === 'Facebook' ? 'fb' : 'google', idToken: idToken.toString() };
  } finally {
    await tabStorage.clear();
  }
}

import { config, required, world } from '../lib/config';

/**
 * The identity provider's copy of an erased account (decision 0801): on AWS the Cognito user (its
 * username is the user id; it holds the e-mail, phone and name as attributes) is deleted; one already
 * gone is fine, so a resumed erase may call it again. Locally the identity lives in the table only.
 */
export async function forgetIdentity(userId: string): Promise<void> {
  if (world() !== 'aws') return;
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new sdk.CognitoIdentityProviderClient({ region: config().region });
  await client
    .send(new sdk.AdminDeleteUserCommand({ UserPoolId: required('COGNITO_USER_POOL_ID', 'Erase'), Username: userId }))
    .catch((error: { name?: string }) => {
      if (error.name !== 'UserNotFoundException') throw error;
    });
}

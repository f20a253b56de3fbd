import { cognito, syncCognitoUser } from '../../functions/identity/cognito-user';
import { ORG_ADMIN_GROUP } from '../../functions/identity/claims';
import type { UserRecord } from '../../functions/core/users';

/**
 * On a deployed environment an admin's ID tokens carry the `orgadmin` group only if Cognito's user is in
 * it (locally the account's `groups` are signed as they are). The Cognito user is made first if the
 * account never signed in (AdminCreateUser, as a first sign-in would), then added to or removed from the
 * group. The operator's credentials need AdminCreateUser, AdminUpdateUserAttributes, AdminAddUserToGroup
 * and AdminRemoveUserFromGroup on the pool (docs/operations.md).
 */
export async function cognitoGroup(user: UserRecord, member: boolean): Promise<void> {
  const { client, sdk, UserPoolId } = await cognito();
  if (member) {
    await syncCognitoUser(user, { force: true });
    await client.send(
      new sdk.AdminAddUserToGroupCommand({ UserPoolId, Username: user.userId, GroupName: ORG_ADMIN_GROUP }),
    );
    return;
  }
  try {
    await client.send(
      new sdk.AdminRemoveUserFromGroupCommand({ UserPoolId, Username: user.userId, GroupName: ORG_ADMIN_GROUP }),
    );
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  }
}

import { claimNames } from './claims';
import type { UserRecord } from '../core/users';

/** The custom attributes of a user, as Cognito stores them and puts them in the ID token. */
export function customAttributes(user: UserRecord): Record<string, string> {
  return {
    [claimNames.userType]: user.type,
    [claimNames.retail]: user.retail ? '1' : '0',
    [claimNames.orgId]: user.orgId ?? '',
  };
}

export function cognitoIssuer(userPoolId: string): string {
  const region = userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}

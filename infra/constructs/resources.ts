import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Key } from 'aws-cdk-lib/aws-kms';

/** What the API stacks need from the identity stack (passed to them like `data`). */
export interface IdentityResources {
  userPool: UserPool;
  /** The web app client: the audience of every ID token and of child-delegation tokens. */
  client: UserPoolClient;
  /**
   * RSA 2048 sign/verify key for every token the product issues itself: child-delegation tokens
   * (usertoken signs) and learner sessions (login and refresh sign); the authorizer verifies both.
   * Named for the first of them: a new construct id would replace the key.
   */
  delegationKey: Key;
  delegationIssuer: string;
  sessionIssuer: string;
  messaging: { sesFromAddress: string; smsSenderId: string };
}

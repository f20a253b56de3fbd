import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';

export interface IdentityStackProps extends StackProps {
  settings: EnvSettings;
}

/**
 * The Cognito user pool that holds adults, parents and juniors. Minimal for now: the next issue adds
 * the custom-auth triggers (PIN, OTP, licence key, junior sign-in), Google and Facebook federation,
 * and the KMS key for child-delegation tokens. People never sign up by themselves through Cognito;
 * the API's sign-in endpoints create and authenticate users server-side (CUSTOM_AUTH).
 */
export class IdentityStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `fluentia-${settings.name}`,
      signInAliases: { email: true, phone: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      accountRecovery: AccountRecovery.NONE, // recovery is the API's forgot-password flow, not Cognito's
      deletionProtection: settings.prod,
      removalPolicy: settings.removalPolicy,
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `fluentia-${settings.name}-web`,
      generateSecret: false, // the browser (Amplify) uses this client too; it cannot keep a secret
      authFlows: { custom: true }, // refresh-token auth is always allowed by Cognito
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    // The web build (Amplify) needs these two; the API receives them as environment variables.
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }
}

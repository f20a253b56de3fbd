import { CfnOutput, Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  CustomThreatProtectionMode,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import { COACH_GROUP } from '../../functions/identity/claims';
import type { DataResources, IdentityResources } from '../constructs/resources';
import { applyGrants } from '../constructs/apply-grants';
import { functionEnvironment } from '../constructs/function-env';
import type { TableGrant } from '../constructs/grants';
import {
  AUTH_CALLBACK_PATH,
  AUTH_LOGOUT_PATHS,
  SMS_SENDER_ID,
  authDomainPrefix,
  delegationIssuer,
  federationSettings,
  sessionIssuer,
  sesFromAddress,
  siteOrigins,
} from './identity-config';

export interface IdentityStackProps extends StackProps {
  settings: EnvSettings;
  version: string;
  /** The triggers get the common function environment; the verify trigger reads the main table. */
  data: DataResources;
  /** Context `domain`: the site's custom domain (callback URLs, default sender address). */
  domain?: string | undefined;
  /** Context `siteUrl`: the site's origin when there is no custom domain (callback URLs). */
  siteUrl?: string | undefined;
  /** Context `authDomainPrefix`: the hosted UI's domain prefix (default `fluentia-<env>-<hash>`). */
  authDomainPrefix?: string | undefined;
  /** Context `sesFrom`: the sender address of e-mails (default `no-reply@<domain or fluentia.app>`). */
  sesFrom?: string | undefined;
}

/** The custom-auth triggers (docs/identity.md): modules under functions/ and their data grants. */
export const AUTH_TRIGGERS = {
  defineAuthChallenge: { handler: 'identity/triggers/define-auth-challenge', grants: [] },
  createAuthChallenge: { handler: 'identity/triggers/create-auth-challenge', grants: [] },
  // Consumes the one-time proof (PROOF#<sha256>) with a conditional delete.
  verifyAuthChallengeResponse: {
    handler: 'identity/triggers/verify-auth-challenge',
    grants: [{ table: 'main', access: 'readWrite' }],
  },
} as const satisfies Record<string, { handler: string; grants: readonly TableGrant[] }>;
export type AuthTrigger = keyof typeof AUTH_TRIGGERS;

/** The strongest policy Cognito has, for passwords nobody uses (docs/security.md, "Passwords and PINs"). */
export const COGNITO_PASSWORD_POLICY = {
  minLength: 14,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidity: Duration.days(1),
} as const;

/** Cognito waits 5 s for a trigger (then retries); the functions stop there too. */
const TRIGGER_TIMEOUT = Duration.seconds(5);

/**
 * Identity for adults, parents and juniors (docs/identity.md): a Cognito user pool whose usernames
 * are our user ids, where nobody signs up or gets a message through Cognito. The API's sign-in
 * routes run every rule against DynamoDB, then obtain tokens server-side with CUSTOM_AUTH answered by
 * a one-time proof that the verify trigger consumes. Google and Facebook sign in through the hosted
 * UI. A KMS key signs child-delegation tokens.
 */
export class IdentityStack extends Stack implements IdentityResources {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  readonly delegationKey: Key;
  readonly delegationIssuer: string;
  readonly sessionIssuer: string;
  readonly messaging: IdentityResources['messaging'];
  readonly triggers = {} as Record<AuthTrigger, RouteFunction>;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const env = settings.name;
    this.delegationIssuer = delegationIssuer(env);
    this.sessionIssuer = sessionIssuer(env);
    this.messaging = { sesFromAddress: sesFromAddress(props), smsSenderId: SMS_SENDER_ID };

    // The triggers must not reference the pool (its id or ARN): the pool references them, and the
    // other direction would be a cycle. They get the common variables only.
    const environment = functionEnvironment(settings, props.version, props.data);
    for (const [trigger, { handler, grants }] of Object.entries(AUTH_TRIGGERS) as Array<
      [AuthTrigger, (typeof AUTH_TRIGGERS)[AuthTrigger]]
    >) {
      const fn = new RouteFunction(this, trigger, {
        handler,
        settings,
        environment,
        timeout: TRIGGER_TIMEOUT,
        description: `Cognito ${trigger} trigger (custom auth with a one-time proof)`,
      });
      applyGrants(fn.fn, grants, { data: props.data });
      this.triggers[trigger] = fn;
    }

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `fluentia-${env}`,
      // Username = our user id. Login ids (e-mail, phone, username, …) live in DynamoDB, not here.
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // Cognito sends nothing: no verification on attribute changes, no recovery, no MFA codes
      // (AdminCreateUser is called with MessageAction SUPPRESS). Our Messages port sends everything.
      autoVerify: { email: false, phone: false },
      accountRecovery: AccountRecovery.NONE,
      // Optional TOTP (an authenticator app; never SMS, which Cognito would send): nobody is enrolled
      // by default, so no sign-in changes. Staff and coaches must enrol; the API's sign-in asks
      // members of the coach group for their code (docs/security.md, "Staff accounts").
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // No flow of the web client takes a password (CUSTOM_AUTH only): Cognito generates one at
      // AdminCreateUser that nobody ever sees. The policy is the strongest Cognito has all the same,
      // so a password flow enabled by mistake could never accept a weak one (docs/security.md).
      passwordPolicy: COGNITO_PASSWORD_POLICY,
      standardAttributes: {
        email: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      // Mutable, all three: a licence key applied later changes org_id, and mutability cannot be
      // changed once the pool exists. Only our Lambdas write them (the client cannot: see below).
      customAttributes: {
        user_type: new StringAttribute({ mutable: true }),
        retail: new StringAttribute({ mutable: true }),
        org_id: new StringAttribute({ mutable: true }),
      },
      // Threat protection needs the Plus plan (per monthly active user, several times Lite's price:
      // docs/security.md, "Threat protection"): prod only. Every sign-in is CUSTOM_AUTH, where Cognito
      // can only audit; the standard mode covers any password sign-in.
      ...(settings.threatProtection
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
            customThreatProtectionMode: CustomThreatProtectionMode.AUDIT_ONLY,
          }
        : { featurePlan: FeaturePlan.LITE }),
      lambdaTriggers: {
        defineAuthChallenge: this.triggers.defineAuthChallenge.fn,
        createAuthChallenge: this.triggers.createAuthChallenge.fn,
        verifyAuthChallengeResponse: this.triggers.verifyAuthChallengeResponse.fn,
      },
      deletionProtection: settings.prod,
      removalPolicy: settings.removalPolicy,
    });

    // Staff coaches (docs/coach.md): an operator adds a coach's user to this group; Cognito then puts
    // `cognito:groups: ["coach"]` in their ID tokens, which the authorizer turns into the coach role.
    new CfnUserPoolGroup(this, 'CoachGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: COACH_GROUP,
      description: 'Fluentia coaches: the coach workspace (their calls and the tasks of their learners)',
    });

    const providers = this.socialProviders(env);

    const origins = siteOrigins({ prod: settings.prod, domain: props.domain, siteUrl: props.siteUrl });
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `fluentia-${env}-web`,
      generateSecret: false, // the browser (Amplify) uses this client too; it cannot keep a secret
      // AdminInitiateAuth needs ALLOW_CUSTOM_AUTH for CUSTOM_AUTH and ALLOW_REFRESH_TOKEN_AUTH for
      // REFRESH_TOKEN_AUTH (CDK adds the latter whenever flows are given); no password flows at all.
      authFlows: { custom: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true, profilePicture: true })
        .withCustomAttributes('user_type', 'retail', 'org_id'),
      // Federation must be able to write what it maps; nothing else. Every access token may call
      // UpdateUserAttributes, so a writable custom:user_type would let a user make themselves a parent.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        fullname: true,
        profilePicture: true,
      }),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        UserPoolClientIdentityProvider.GOOGLE,
        UserPoolClientIdentityProvider.FACEBOOK,
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: origins.map((origin) => `${origin}${AUTH_CALLBACK_PATH}`),
        logoutUrls: origins.flatMap((origin) => AUTH_LOGOUT_PATHS.map((path) => `${origin}${path}`)),
      },
    });
    // The client names the providers; they must exist first.
    for (const provider of providers) this.client.node.addDependency(provider);

    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: authDomainPrefix(env, this.account, props.authDomainPrefix) },
    });

    this.delegationKey = new Key(this, 'DelegationKey', {
      alias: `alias/fluentia-${env}-delegation`,
      description: `Fluentia ${env}: signs child-delegation tokens and learner sessions (RS256)`,
      keySpec: KeySpec.RSA_2048,
      keyUsage: KeyUsage.SIGN_VERIFY,
      // Key policy: CDK's default (the account root administers; IAM policies grant use). The
      // usertoken, login and refresh functions get kms:Sign, the authorizer kms:GetPublicKey, nobody
      // else anything.
      removalPolicy: settings.removalPolicy,
      pendingWindow: settings.prod ? Duration.days(30) : Duration.days(7),
    });

    // The web build needs the first three (VITE_COGNITO_*, docs/deploy.md); functions get them as
    // environment variables.
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
    new CfnOutput(this, 'HostedUiDomain', {
      value: `${this.domain.domainName}.auth.${this.region}.amazoncognito.com`,
      description: 'Hosted UI domain for Google/Facebook sign-in (VITE_COGNITO_DOMAIN)',
    });
    new CfnOutput(this, 'DelegationKeyArn', { value: this.delegationKey.keyArn });
  }

  /**
   * Google and Facebook. Client ids come from SSM parameters (resolved by CloudFormation at deploy
   * time), secrets from Secrets Manager (dynamic references: the template never holds a secret).
   */
  private socialProviders(
    env: EnvSettings['name'],
  ): [UserPoolIdentityProviderGoogle, UserPoolIdentityProviderFacebook] {
    const names = federationSettings(env);
    const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: StringParameter.valueForStringParameter(this, names.google.clientIdParameter),
      clientSecretValue: SecretValue.secretsManager(names.google.clientSecret),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        fullname: ProviderAttribute.GOOGLE_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });
    const facebook = new UserPoolIdentityProviderFacebook(this, 'Facebook', {
      userPool: this.userPool,
      clientId: StringParameter.valueForStringParameter(this, names.facebook.clientIdParameter),
      // The Facebook construct takes a string; unwrapping a SecretValue gives the dynamic reference
      // `{{resolve:secretsmanager:…}}`, which CloudFormation resolves at deploy time.
      clientSecret: SecretValue.secretsManager(names.facebook.clientSecret).unsafeUnwrap(),
      scopes: ['public_profile', 'email'],
      attributeMapping: {
        email: ProviderAttribute.FACEBOOK_EMAIL,
        fullname: ProviderAttribute.FACEBOOK_NAME,
        profilePicture: ProviderAttribute.other('picture'),
      },
    });
    return [google, facebook];
  }
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { FluentiaApp } from '../../infra/app';
import { ConfigError } from '../../infra/config/config-error';
import { AUTH_TRIGGERS } from '../../infra/identity/identity-stack';
import {
  LOCAL_SITE_ORIGIN,
  authDomainPrefix,
  delegationIssuer,
  sessionIssuer,
  federationSettings,
  sesFromAddress,
  siteOrigins,
} from '../../infra/identity/identity-config';
import { DELEGATION_SIGNING_ALGORITHM } from '../../infra/constructs/apply-grants';
import { allFunctions, logicalId, resources, roleActions, roleStatements, synth, template } from './support';

/**
 * Identity (docs/identity.md): the user pool and its custom-auth triggers, Google and Facebook,
 * the hosted UI, the web client, the delegation key, and who may call what. Dev is built with a
 * custom domain and the identity context keys set; prod with none (the defaults).
 */
const DOMAIN = 'learn.example.com';
let dev: FluentiaApp;
let prod: FluentiaApp;
beforeAll(() => {
  dev = synth('dev', {
    domain: DOMAIN,
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0000-test',
    authDomainPrefix: 'fluentia-dev-test',
    sesFrom: 'hello@example.com',
  });
  prod = synth('prod');
});

const pool = (app: FluentiaApp) => resources(template(app.identity), 'AWS::Cognito::UserPool')[0]![1];
const client = (app: FluentiaApp) =>
  resources(template(app.identity), 'AWS::Cognito::UserPoolClient')[0]![1].Properties;
const envOf = (app: FluentiaApp, fn: { fn: { node: { defaultChild?: unknown } } }, stack: Stack = app.identity) =>
  (template(stack).toJSON().Resources[logicalId(stack, fn.fn)].Properties.Environment.Variables ?? {}) as Record<
    string,
    unknown
  >;

describe('user pool', () => {
  it('uses our user id as username, lets only admins create users, and sends no Cognito messages', () => {
    for (const app of [dev, prod]) {
      const { Properties: p } = pool(app);
      expect(p.UsernameAttributes).toBeUndefined();
      expect(p.AliasAttributes).toBeUndefined();
      expect(p.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: true });
      expect(p.AutoVerifiedAttributes).toEqual([]);
      expect(p.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] });
    }
  });

  it('offers TOTP (never SMS) as optional MFA, and has the strongest password policy though no flow takes a password (decision 0532)', () => {
    for (const app of [dev, prod]) {
      const { Properties: p } = pool(app);
      expect(p.MfaConfiguration).toBe('OPTIONAL');
      expect(p.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect(p.Policies.PasswordPolicy).toMatchObject({
        MinimumLength: 14,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
        TemporaryPasswordValidityDays: 1,
      });
    }
  });

  it('has threat protection (the Plus plan) in prod only: enforced for password sign-in, audited for custom auth', () => {
    expect(pool(dev).Properties.UserPoolTier).toBe('LITE');
    expect(pool(dev).Properties.UserPoolAddOns).toBeUndefined();
    expect(pool(prod).Properties.UserPoolTier).toBe('PLUS');
    expect(pool(prod).Properties.UserPoolAddOns).toEqual({
      AdvancedSecurityMode: 'ENFORCED',
      AdvancedSecurityAdditionalFlows: { CustomAuthMode: 'AUDIT' },
    });
  });

  it('has the custom attributes user_type, retail and org_id (mutable strings) and a mutable email', () => {
    const schema = pool(dev).Properties.Schema as Array<Record<string, unknown>>;
    for (const name of ['user_type', 'retail', 'org_id']) {
      expect(schema).toContainEqual({ Name: name, AttributeDataType: 'String', Mutable: true });
    }
    expect(schema).toContainEqual(expect.objectContaining({ Name: 'email', Mutable: true, Required: false }));
  });

  it("has the staff groups (coaches, organisations' admins), in the pool, in every environment", () => {
    for (const app of [dev, prod]) {
      const groups = resources(template(app.identity), 'AWS::Cognito::UserPoolGroup').map(([, r]) => r.Properties);
      const inPool = (GroupName: string) =>
        expect.objectContaining({ GroupName, UserPoolId: { Ref: logicalId(app.identity, app.identity.userPool) } });
      expect(groups).toEqual([inPool('coach'), inPool('orgadmin')]);
    }
  });

  it('is deletion-protected and retained in prod only', () => {
    template(prod.identity).hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    template(dev.identity).hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
  });
});

describe('custom-auth triggers', () => {
  it('wires define, create and verify challenge to their own functions, which Cognito may invoke', () => {
    const stack = dev.identity;
    const arn = (trigger: keyof typeof AUTH_TRIGGERS) => ({
      'Fn::GetAtt': [logicalId(stack, stack.triggers[trigger].fn), 'Arn'],
    });
    expect(pool(dev).Properties.LambdaConfig).toEqual({
      DefineAuthChallenge: arn('defineAuthChallenge'),
      CreateAuthChallenge: arn('createAuthChallenge'),
      VerifyAuthChallengeResponse: arn('verifyAuthChallengeResponse'),
    });
    for (const trigger of Object.keys(AUTH_TRIGGERS) as Array<keyof typeof AUTH_TRIGGERS>) {
      template(stack).hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: arn(trigger),
        SourceArn: { 'Fn::GetAtt': [logicalId(stack, stack.userPool), 'Arn'] },
      });
    }
  });

  it('builds them with the house construct: their modules, 5 s timeout, the common variables, no pool id', () => {
    const stack = dev.identity;
    for (const [trigger, { handler }] of Object.entries(AUTH_TRIGGERS)) {
      const fn = stack.triggers[trigger as keyof typeof AUTH_TRIGGERS];
      const props = template(stack).toJSON().Resources[logicalId(stack, fn.fn)].Properties;
      expect(props, trigger).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: 5,
        TracingConfig: { Mode: 'Active' },
      });
      expect(props.Description).toContain(trigger);
      expect(handler.startsWith('identity/triggers/')).toBe(true);
      const env = envOf(dev, fn);
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['APP_ENV', 'APP_VERSION', 'TABLE_MAIN', 'BUCKET_UPLOADS', 'BUCKET_GENERATED']),
      );
      // The pool references the triggers; a reference back would be a cycle.
      expect(JSON.stringify(env)).not.toContain('UserPool');
    }
  });

  it('lets the verify trigger read and delete in the main table, and nothing on buckets; the others touch no data', () => {
    const verify = dev.identity.triggers.verifyAuthChallengeResponse.fn;
    const actions = roleActions(verify);
    for (const action of ['dynamodb:GetItem', 'dynamodb:DeleteItem']) expect(actions.has(action), action).toBe(true);
    expect([...actions].filter((a) => a.startsWith('s3:'))).toEqual([]);
    const tableStatement = roleStatements(verify).find((s) => [s.Action].flat().includes('dynamodb:DeleteItem'));
    expect(JSON.stringify(tableStatement?.Resource)).toContain('Tablemain');
    for (const trigger of ['defineAuthChallenge', 'createAuthChallenge'] as const) {
      const data = [...roleActions(dev.identity.triggers[trigger].fn)].filter(
        (a) => a.startsWith('dynamodb:') || a.startsWith('s3:'),
      );
      expect(data, trigger).toEqual([]);
    }
  });
});

describe('Google and Facebook', () => {
  it('take client ids from SSM parameters and secrets from Secrets Manager, per environment', () => {
    for (const [app, env] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      const t = template(app.identity);
      const parameters = t.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
      const names = federationSettings(env);
      for (const [type, setting] of [
        ['Google', names.google],
        ['Facebook', names.facebook],
      ] as const) {
        const [[, idp]] = resources(t, 'AWS::Cognito::UserPoolIdentityProvider').filter(
          ([, r]) => r.Properties.ProviderType === type,
        ) as [[string, { Properties: any }]];
        expect(idp.Properties.ProviderName).toBe(type);
        const parameter = parameters[idp.Properties.ProviderDetails.client_id.Ref as string];
        expect(parameter, type).toEqual({
          Type: 'AWS::SSM::Parameter::Value<String>',
          Default: setting.clientIdParameter,
        });
        expect(idp.Properties.ProviderDetails.client_secret).toBe(
          `{{resolve:secretsmanager:${setting.clientSecret}:SecretString:::}}`,
        );
        expect(idp.Properties.AttributeMapping).toEqual({ email: 'email', name: 'name', picture: 'picture' });
      }
    }
  });

  it('keeps every provider secret out of the template (dynamic references only)', () => {
    for (const app of [dev, prod]) {
      for (const [, idp] of resources(template(app.identity), 'AWS::Cognito::UserPoolIdentityProvider')) {
        expect(idp.Properties.ProviderDetails.client_secret).toMatch(
          /^\{\{resolve:secretsmanager:fluentia\/(dev|prod)\/[a-z-]+:SecretString:::\}\}$/,
        );
      }
    }
  });
});

describe('hosted UI and web client', () => {
  it('has a hosted-UI domain: the context prefix, else fluentia-<env>-<hash of the account>', () => {
    template(dev.identity).hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'fluentia-dev-test' });
    template(prod.identity).hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: authDomainPrefix('prod', '123456789012'),
    });
    expect(authDomainPrefix('prod', '123456789012')).toMatch(/^fluentia-prod-[0-9a-f]{8}$/);
    expect(JSON.stringify(template(prod.identity).toJSON())).not.toContain('fluentia-prod-123456789012');
  });

  it('outputs what the web build needs: pool id, client id, hosted-UI domain', () => {
    const outputs = template(dev.identity).toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.UserPoolId?.Value).toEqual({ Ref: logicalId(dev.identity, dev.identity.userPool) });
    expect(outputs.UserPoolClientId?.Value).toEqual({ Ref: logicalId(dev.identity, dev.identity.client) });
    expect(JSON.stringify(outputs.HostedUiDomain?.Value)).toContain('.auth.ap-south-1.amazoncognito.com');
  });

  it('has a public client with custom-auth and refresh flows only, 60-minute tokens, 30-day refresh, revocation', () => {
    for (const app of [dev, prod]) {
      const c = client(app);
      expect(c.GenerateSecret).toBe(false);
      expect([...c.ExplicitAuthFlows].sort()).toEqual(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
      expect(c).toMatchObject({
        IdTokenValidity: 60,
        AccessTokenValidity: 60,
        RefreshTokenValidity: 30 * 24 * 60,
        TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
        SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook'],
        AllowedOAuthFlows: ['code'],
        AllowedOAuthScopes: ['openid', 'email', 'profile'],
      });
    }
  });

  it('lets tokens carry the custom attributes but never lets a user write them', () => {
    const c = client(dev);
    expect(c.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:user_type', 'custom:retail', 'custom:org_id', 'email']),
    );
    // Federation writes what it maps; nothing else is writable with a user's own access token.
    expect([...c.WriteAttributes].sort()).toEqual(['email', 'name', 'picture']);
  });

  it('redirects to the site domain (and localhost outside prod); prod without a domain gets only the placeholder', () => {
    expect(client(dev).CallbackURLs).toEqual([`https://${DOMAIN}/`, `${LOCAL_SITE_ORIGIN}/`]);
    expect(client(dev).LogoutURLs).toEqual(expect.arrayContaining([`https://${DOMAIN}/`, `https://${DOMAIN}/logout`]));
    expect(client(prod).CallbackURLs).toEqual([`${LOCAL_SITE_ORIGIN}/`]);
  });

  it('creates the client after the identity providers it names', () => {
    const [[, c]] = Object.entries(template(dev.identity).findResources('AWS::Cognito::UserPoolClient')) as [
      [string, { DependsOn: string[] }],
    ];
    const providers = resources(template(dev.identity), 'AWS::Cognito::UserPoolIdentityProvider').map(([id]) => id);
    expect(c.DependsOn).toEqual(expect.arrayContaining(providers));
  });
});

describe('delegation key', () => {
  it('is an RSA 2048 sign/verify key with its alias, retained in prod, deleted in dev', () => {
    template(prod.identity).hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' }),
    });
    template(dev.identity).hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' }),
    });
    template(prod.identity).hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/fluentia-prod-delegation' });
  });

  it('has only the default key policy (account root); use is granted by IAM policies', () => {
    const [, key] = resources(template(prod.identity), 'AWS::KMS::Key').find(([id]) => id.startsWith('DelegationKey'))!;
    expect(key.Properties.KeyPolicy.Statement).toEqual([
      { Action: 'kms:*', Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::123456789012:root' }, Resource: '*' },
    ]);
  });
});

describe('who may call what', () => {
  const signIn = [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
    'cognito-idp:AdminUpdateUserAttributes',
  ];
  const sends = ['ses:SendEmail', 'sns:Publish'];
  /** Every function's Cognito, KMS, SES and SNS actions; a function not listed has none. */
  const expected: Record<string, string[]> = {
    authorizer: ['kms:GetPublicKey'],
    // A junior's and a licence key's session is signed by the product's key; the others are Cognito's.
    login: [...signIn, 'kms:Sign'],
    register: sends,
    forgotPin: sends,
    otpLogin: sends,
    parentSignup: sends,
    verifyLoginOtp: signIn,
    // A staff member's authenticator code (decision 570): the first one makes TOTP the user's MFA.
    verifyMfa: [...signIn, 'cognito-idp:AdminSetUserMFAPreference'],
    refresh: ['cognito-idp:AdminInitiateAuth', 'kms:Sign'],
    // validateUser and logout call no Cognito API that needs IAM (route-grants.ts).
    userToken: ['kms:Sign'],
    // Accounts: a new PIN, a mobile verification code, an account-merge code.
    resetPin: sends,
    sendMobileOtp: sends,
    mergeSendOtp: sends,
    // Family: an adult proves their phone to become a parent, then gets a parent's session.
    becomeParent: sends,
    becomeParentVerify: signIn,
    // Commerce: the payment receipt.
    processPayment: sends,
    stripeWebhook: sends, // the receipt, when Stripe's event settles the order
    paytmCallback: sends, // …or Paytm's callback or webhook
    paytmWebhook: sends,
    // E-mail copies of notifications (functions/core/notification-copies.ts).
    bookCoachCall: sends,
    coachChangeCall: sends, // the learner is told when their coach moves or cancels the call
    customCertificate: sends,
    // The code that confirms 'delete my account', to the account's own phone or e-mail (decision 0801).
    deleteAccountCode: sends,
  };

  it('grants each function exactly its identity and message actions (kms:Sign to usertoken, login and refresh only, GetPublicKey to the authorizer only)', () => {
    const functions = allFunctions(dev);
    for (const name of Object.keys(expected)) expect(functions.has(name), name).toBe(true);
    for (const [name, fn] of functions) {
      // The uploads key's use goes with the uploads grants (tests/infra/least-privilege.test.ts).
      const identityActions = [
        ...new Set(
          roleStatements(fn.fn)
            .filter((s) => !JSON.stringify(s.Resource).includes('UploadsKey'))
            .flatMap((s) => [s.Action].flat())
            .filter((a) => /^(cognito-idp|kms|ses|sns):/.test(a)),
        ),
      ];
      expect(identityActions.sort(), name).toEqual([...(expected[name] ?? [])].sort());
    }
  });

  it('scopes Cognito actions to the pool, kms:Sign to the key and RS256, e-mail to the sender, SMS to the region', () => {
    const statements = (routeId: string) => roleStatements(allFunctions(dev).get(routeId)!.fn);
    const cognito = statements('login').find((s) => [s.Action].flat().includes('cognito-idp:AdminInitiateAuth'));
    expect(JSON.stringify(cognito?.Resource)).toContain('UserPool');
    const mfa = statements('verifyMfa').find((s) =>
      [s.Action].flat().includes('cognito-idp:AdminSetUserMFAPreference'),
    );
    expect(JSON.stringify(mfa?.Resource)).toContain('UserPool');
    for (const routeId of ['userToken', 'login', 'refresh']) {
      const sign = statements(routeId).filter((s) => [s.Action].flat().includes('kms:Sign'));
      expect(sign, routeId).toHaveLength(1);
      expect(sign[0]!.Action, routeId).toBe('kms:Sign');
      expect(JSON.stringify(sign[0]!.Resource), routeId).toContain('DelegationKey');
      expect(sign[0]!.Condition, routeId).toEqual({
        StringEquals: { 'kms:SigningAlgorithm': DELEGATION_SIGNING_ALGORITHM },
      });
    }
    const email = statements('register').find((s) => s.Action === 'ses:SendEmail');
    expect(email).toMatchObject({
      Resource: 'arn:aws:ses:ap-south-1:123456789012:identity/*',
      Condition: { StringEquals: { 'ses:FromAddress': 'hello@example.com' } },
    });
    const sms = statements('register').find((s) => s.Action === 'sns:Publish');
    expect(sms).toMatchObject({ Resource: '*', Condition: { StringEquals: { 'aws:RequestedRegion': 'ap-south-1' } } });
    const publicKey = roleStatements(dev.api.authorizerFunction.fn).find((s) => s.Action === 'kms:GetPublicKey');
    expect(JSON.stringify(publicKey?.Resource)).toContain('DelegationKey');
  });
});

describe('function configuration', () => {
  it('gives every API function the Cognito, delegation and message settings', () => {
    const stack = dev.routes.identity!;
    for (const [routeId, fn] of stack.functions) {
      const env = envOf(dev, fn, stack);
      // Which adapter runs is the world (AWS, by the Lambda runtime's own variables), not a mode to set.
      expect(env.IDENTITY_MODE, routeId).toBeUndefined();
      expect(env.MESSAGES_MODE, routeId).toBeUndefined();
      expect(env, routeId).toMatchObject({
        DELEGATION_ISSUER: 'https://fluentia.app/dev/delegation',
        SESSION_ISSUER: 'https://fluentia.app/dev/session',
        SES_FROM_ADDRESS: 'hello@example.com',
        SMS_SENDER_ID: 'FLUENT',
      });
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'DELEGATION_KEY_ID']),
      );
      expect(JSON.stringify(env.DELEGATION_KEY_ID)).toContain('DelegationKey');
    }
    expect(envOf(prod, prod.routes.identity!.functions.get('login')!, prod.routes.identity!).SES_FROM_ADDRESS).toBe(
      'no-reply@fluentia.app',
    );
  });

  it('gives the authorizer what it verifies with, and keeps its identity sources the token and the origin header', () => {
    const env = envOf(dev, dev.api.authorizerFunction, dev.api);
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'COGNITO_USER_POOL_ID',
        'COGNITO_CLIENT_ID',
        'DELEGATION_KEY_ID',
        'DELEGATION_ISSUER',
        'SESSION_ISSUER',
      ]),
    );
    expect(env.DELEGATION_ISSUER).toBe(delegationIssuer('dev'));
    expect(env.SESSION_ISSUER).toBe(sessionIssuer('dev'));
    expect(env.SES_FROM_ADDRESS).toBeUndefined();
    expect(env.TABLE_MAIN).toBeDefined();
    template(dev.api).hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      IdentitySource: ['$request.header.access-token', '$request.header.x-origin-verify'],
    });
    // It reads the "valid after" markers and nothing else of the table.
    const table = roleStatements(dev.api.authorizerFunction.fn).filter((s) =>
      [s.Action].flat().some((a) => String(a).startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect(table[0]).toMatchObject({
      Action: 'dynamodb:GetItem',
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TOKENS#*'] } },
    });
  });

  it('alarms on the triggers in prod, from the core API stack (the identity stack cannot reach the topic)', () => {
    const alarms = resources(template(prod.api), 'AWS::CloudWatch::Alarm').map(([, a]) =>
      JSON.stringify(a.Properties.Dimensions ?? []),
    ); // (the 429 alarm's metric has none)
    // Errors, throttles and p99 latency (infra/constructs/alarms.ts).
    for (const trigger of Object.keys(AUTH_TRIGGERS)) {
      expect(
        alarms.filter((d) => d.includes(`Ref${trigger}Function`)),
        trigger,
      ).toHaveLength(3);
    }
    expect(resources(template(dev.api), 'AWS::CloudWatch::Alarm')).toHaveLength(0);
  });
});

describe('identity context', () => {
  it('checks the hosted-UI prefix against Cognito’s rules', () => {
    expect(authDomainPrefix('dev', '1', 'fluentia-dev-x1')).toBe('fluentia-dev-x1');
    for (const bad of ['Fluentia', '-x', 'x-', 'my-cognito-login', 'aws-fluentia', 'a'.repeat(64), 'a_b']) {
      expect(() => authDomainPrefix('dev', '1', bad), bad).toThrow(ConfigError);
    }
  });

  it('takes the site origin from the domain, else siteUrl, else the local placeholder', () => {
    expect(siteOrigins({ prod: true, domain: 'x.example' })).toEqual(['https://x.example']);
    expect(siteOrigins({ prod: false, siteUrl: 'https://d1.cloudfront.net/some/page' })).toEqual([
      'https://d1.cloudfront.net',
      LOCAL_SITE_ORIGIN,
    ]);
    expect(siteOrigins({ prod: true })).toEqual([LOCAL_SITE_ORIGIN]);
    expect(() => siteOrigins({ prod: true, siteUrl: 'http://d1.cloudfront.net' })).toThrow(ConfigError);
    expect(() => siteOrigins({ prod: true, siteUrl: 'not a url' })).toThrow(ConfigError);
  });

  it('defaults the sender to no-reply@<domain or fluentia.app> and refuses a non-address', () => {
    expect(sesFromAddress({})).toBe('no-reply@fluentia.app');
    expect(sesFromAddress({ domain: 'x.example' })).toBe('no-reply@x.example');
    expect(sesFromAddress({ domain: 'x.example', sesFrom: 'hi@y.example' })).toBe('hi@y.example');
    expect(() => sesFromAddress({ sesFrom: 'nobody' })).toThrow(ConfigError);
  });
});

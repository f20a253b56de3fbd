import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tables, physicalTableName, type TableId } from '#functions/data/tables';
import { buckets } from '#functions/data/buckets';
import type { FluentiaApp } from '../../infra/app';
import { logicalId, resources, synth, template } from './support';

/** What differs per environment: who keeps data, for how long, and who gets told when things break. */
let dev: FluentiaApp;
let prod: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

describe('environments', () => {
  it('rejects an unknown environment with one sentence naming the valid ones', () => {
    expect(() => synth('production')).toThrow(
      'Unknown environment "production": pass -c env=dev, -c env=staging or -c env=prod.',
    );
  });

  it('names every stack Fluentia-<env>-… and keeps the WAF stack in us-east-1', () => {
    const names = dev.app.node.children.map((c) => (c as { stackName?: string }).stackName).filter(Boolean);
    expect(names.every((n) => n!.startsWith('Fluentia-dev-'))).toBe(true);
    expect(dev.edge.region).toBe('us-east-1');
    expect(dev.data.region).toBe('ap-south-1');
  });

  it('builds every declared table with its keys, indexes (ALL projection), TTL and on-demand billing', () => {
    const t = template(dev.data);
    for (const [id, decl] of Object.entries(tables)) {
      t.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: physicalTableName('dev', id as TableId),
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: decl.partitionKey, KeyType: 'HASH' },
          { AttributeName: decl.sortKey, KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: decl.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: decl.indexes.map((i) =>
          Match.objectLike({
            IndexName: i.name,
            KeySchema: [
              { AttributeName: i.partitionKey, KeyType: 'HASH' },
              { AttributeName: i.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
      });
    }
  });

  it('turns on PITR and deletion protection and retains tables in prod only', () => {
    for (const [, table] of resources(template(prod.data), 'AWS::DynamoDB::Table')) {
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    }
    for (const [, table] of resources(template(dev.data), 'AWS::DynamoDB::Table')) {
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: false });
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    }
    template(prod.data).allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    template(dev.data).allResources('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('keeps data buckets private, TLS-only, encrypted, CORS-enabled; versioned and retained in prod only', () => {
    const prodData = template(prod.data);
    const devData = template(dev.data);
    // The data buckets, not the log bucket beside them (tests/infra/audit-logs.test.ts).
    const dataBuckets = (app: FluentiaApp) =>
      resources(template(app.data), 'AWS::S3::Bucket').filter(
        ([id]) => id !== logicalId(app.data, app.data.accessLogs),
      );
    expect(dataBuckets(dev)).toHaveLength(Object.keys(buckets).length);
    for (const app of [prod, dev]) {
      for (const [id, bucket] of dataBuckets(app)) {
        expect(bucket.Properties, id).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedOrigins: ['https://*.cloudfront.net'] })] },
          LifecycleConfiguration: {
            Rules: expect.arrayContaining([
              expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }),
            ]),
          },
        });
        // Uploads under a key of ours (decision 0873), the others SSE-S3.
        const sse =
          bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault;
        expect(sse.SSEAlgorithm, id).toBe(id === logicalId(app.data, app.data.buckets.uploads) ? 'aws:kms' : 'AES256');
        expect(bucket.Properties.VersioningConfiguration, id).toEqual(
          app.settings.prod ? { Status: 'Enabled' } : undefined,
        );
      }
    }
    for (const t of [prodData, devData]) {
      t.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    prodData.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    devData.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    expect(resources(prodData, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);
    expect(resources(devData, 'Custom::S3AutoDeleteObjects')).toHaveLength(Object.keys(buckets).length + 1);
  });

  it('retains the user pool and the delegation key in prod only; the client has no secret and uses custom auth', () => {
    template(prod.identity).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    template(dev.identity).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
    template(prod.identity).hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
    template(dev.identity).hasResource('AWS::KMS::Key', { DeletionPolicy: 'Delete' });
    template(dev.identity).hasResourceProperties('AWS::Cognito::UserPool', {
      // Usernames are our user ids; login ids (e-mail, phone, username) live in DynamoDB.
      AliasAttributes: Match.absent(),
      UsernameAttributes: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    template(dev.identity).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it("traces every route's AWS calls in staging, the rehearsal environment, and none in dev or prod by default", () => {
    const traced = (app: FluentiaApp) =>
      Object.values(app.routes).flatMap((stack) =>
        resources(template(stack), 'AWS::Lambda::Function')
          .filter(([, fn]) => /^(GET|POST|PUT|DELETE) /.test(String(fn.Properties.Description ?? ''))) // the routes' functions
          .map(([, fn]) => (fn.Properties.Environment?.Variables ?? {}).TRACE_AWS_CALLS === 'true'),
      );
    const staging = synth('staging');
    expect(traced(staging).length).toBeGreaterThan(90);
    expect(traced(staging).every(Boolean)).toBe(true);
    expect(traced(dev).some(Boolean)).toBe(false);
    expect(traced(prod).some(Boolean)).toBe(false);
  });

  it('keeps function logs a month outside prod and a year in prod', () => {
    const retention = (app: FluentiaApp) =>
      new Set(
        [app.identity, app.api, ...Object.values(app.routes)].flatMap((s) =>
          resources(template(s), 'AWS::Logs::LogGroup').map(([, g]) => g.Properties.RetentionInDays),
        ),
      );
    expect(retention(dev)).toEqual(new Set([30]));
    expect(retention(prod)).toEqual(new Set([365]));
  });

  it('alarms in prod on function errors and throttles and API 5xx, through an SNS topic; none in dev', () => {
    const core = template(prod.api);
    core.resourceCountIs('AWS::SNS::Topic', 1);
    core.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: '5xx', Namespace: 'AWS/ApiGateway' });
    for (const stack of Object.values(prod.routes)) {
      const t = template(stack);
      for (const metric of ['Errors', 'Throttles']) {
        const alarms = resources(t, 'AWS::CloudWatch::Alarm').filter(([, a]) => a.Properties.MetricName === metric);
        // Each route's function, and the workers (speech, writing, organisation exports) where its stack has them.
        expect(alarms.length, `${stack.stackName} ${metric}`).toBe(
          stack.functions.size +
            (stack.speechWorker ? 1 : 0) +
            (stack.writingWorker ? 1 : 0) +
            (stack.orgExport ? 1 : 0),
        );
        for (const [, a] of alarms) expect(a.Properties.AlarmActions).toHaveLength(1);
      }
    }
    for (const stack of [dev.api, ...Object.values(dev.routes)])
      expect(resources(template(stack), 'AWS::CloudWatch::Alarm')).toHaveLength(0);
  });

  it('keeps every stack well below the 500-resource limit', () => {
    for (const stack of [prod.data, prod.identity, prod.edge, prod.api, ...Object.values(prod.routes), prod.web]) {
      const count = Object.keys(template(stack).toJSON().Resources ?? {}).length;
      expect(count, stack.stackName).toBeLessThan(400);
    }
  });
});

/** A dashboard body as text: CloudFormation joins its string and the references (Fn::Join). */
function dashboardBody(app: FluentiaApp): string {
  const [[, dashboard]] = resources(template(app.dashboard), 'AWS::CloudWatch::Dashboard') as [
    [string, { Properties: Record<string, any> }],
  ];
  const body = dashboard.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  return typeof body === 'string'
    ? body
    : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
}

describe('the olympiad-day dashboard', () => {
  it('exists in every environment as fluentia-<env>, one per environment', () => {
    for (const [app, env] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      template(app.dashboard).resourceCountIs('AWS::CloudWatch::Dashboard', 1);
      template(app.dashboard).hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: `fluentia-${env}` });
    }
  });

  it('shows sign-ins and answers a second, Lambda throttles, API 5xx, p99 latency and DynamoDB throttles', () => {
    const body = dashboardBody(prod);
    for (const title of [
      'Sign-ins a second',
      'Answers a second',
      'Lambda throttles (account)',
      'API 5xx',
      'p99 latency (ms)',
      'DynamoDB throttled requests (main table)',
    ]) {
      expect(body).toContain(`"title":"${title}"`);
    }
    // Per second: the route functions' invocations over the period, login and verifyLoginOtp for sign-ins.
    expect(body).toContain('(m0 + m1) / PERIOD(m0)');
    expect(body).toContain('(m0) / PERIOD(m0)');
    for (const metric of [
      '"AWS/Lambda","Invocations"',
      '"AWS/Lambda","Throttles"',
      '"AWS/ApiGateway","5xx"',
      '"AWS/ApiGateway","Latency"',
      '"AWS/DynamoDB","ReadThrottleEvents"',
      '"AWS/DynamoDB","WriteThrottleEvents"',
    ]) {
      expect(body).toContain(metric);
    }
    expect(body).toContain('"stat":"p99"');
  });

  it("shows the functions' EMF metrics: accepted answers and sign-ins a second, payments, speech seconds, 5xx by route", () => {
    const body = dashboardBody(prod);
    for (const title of ['Payments', 'Speech seconds scored', '5xx by route'])
      expect(body).toContain(`"title":"${title}"`);
    for (const name of ['SignIns', 'Answers', 'PaymentsSettled', 'PaymentsDeclined', 'SpeechSeconds']) {
      expect(body).toContain(`"Fluentia","${name}","environment","prod","service","fluentia"`);
    }
    expect(body).toContain('m / PERIOD(m)');
    expect(body).toContain(
      `SEARCH('{Fluentia,environment,route,service} MetricName=\\"Errors\\" environment=\\"prod\\"', 'Sum', 60)`,
    );
  });

  it('shows the alarms where the environment has them, and pages on the API p99 in prod', () => {
    expect(dashboardBody(prod)).toContain('"type":"alarm"');
    expect(dashboardBody(dev)).not.toContain('"type":"alarm"');
    template(prod.api).hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Latency',
      Namespace: 'AWS/ApiGateway',
      ExtendedStatistic: 'p99',
      Threshold: 2000,
    });
  });
});

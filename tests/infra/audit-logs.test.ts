import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { App } from 'aws-cdk-lib';
import { EdgeStack, REDACTED_HEADERS, SIGN_IN_PATHS } from '../../infra/edge/edge-stack';
import { envSettings } from '../../infra/config/environments';
import { TOKEN_HEADER } from '../../infra/api/api-stack';
import { logicalId, resources, synth, template } from './support';

/**
 * The edge and the audit trail (decisions 0870, 0871): the WAF counts a sign-in path however it is spelt, keeps a
 * log without tokens, CloudFront keeps its standard logs, and every read of a child's recording is in S3's access
 * logs, each log in a private bucket or log group with a retention of its own.
 */
let prod: FluentiaApp;
beforeAll(() => {
  prod = synth('prod');
});

/** What AWS WAF does for each transformation the ACL names (AWS WAF developer guide, "Text transformations"). */
const TRANSFORM: Record<string, (s: string) => string> = {
  URL_DECODE: (s) => s.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  NORMALIZE_PATH: (s) => {
    const out: string[] = [];
    for (const part of s.split(/\/+/).slice(1)) {
      if (part === '.') continue;
      if (part === '..' && out.length) out.pop();
      else out.push(part);
    }
    return `/${out.join('/')}`;
  },
  LOWERCASE: (s) => s.toLowerCase(),
};

type ByteMatch = { SearchString: string; TextTransformations: Array<{ Priority: number; Type: string }> };

/** Every byte match on the URI path in the ACL's rules, however deep in and/or/not/scope-down statements. */
function pathMatches(acl: unknown): ByteMatch[] {
  const found: ByteMatch[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const match = (node as { ByteMatchStatement?: ByteMatch & { FieldToMatch: object } }).ByteMatchStatement;
    if (match && 'UriPath' in match.FieldToMatch) found.push(match);
    for (const child of Object.values(node)) walk(child);
  };
  walk(acl);
  return found;
}

function counted(match: ByteMatch, path: string): boolean {
  const steps = [...match.TextTransformations].sort((a, b) => a.Priority - b.Priority);
  return steps.reduce((s, step) => TRANSFORM[step.Type]!(s), path) === match.SearchString;
}

describe('the WAF', () => {
  // Prod's ACL, and an olympiad's with a school's rules: the edge stack alone, which builds in milliseconds.
  const variants = () => [
    prod.edge,
    new EdgeStack(new App(), 'Edge', {
      env: { account: '123456789012', region: 'us-east-1' },
      settings: {
        ...envSettings('prod'),
        event: {
          start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          minutes: 90,
          children: 50_000,
          schoolAddresses: ['203.0.113.7/32'],
        },
      },
    }),
  ];

  it('counts a sign-in path however it is spelt: dot segments, doubled slashes, case, encoded slashes', () => {
    for (const edge of variants()) {
      const acl = resources(template(edge), 'AWS::WAFv2::WebACL')[0]![1];
      const matches = pathMatches(acl.Properties.Rules);
      expect(matches.length).toBeGreaterThanOrEqual(SIGN_IN_PATHS.length);
      for (const match of matches) {
        const path = match.SearchString;
        const spellings = [
          path,
          path.replace('/v1/', '/v1/./'),
          path.replace('/v1/', '/v1//'),
          path.replace('/v1/', '//v1/'),
          path.toUpperCase(),
          path.replace('/v1/', '/V1/').replace(/\/(\w)/g, (_, c: string) => `/${c.toUpperCase()}`),
          path.replace('/v1/', '/v1%2f'),
          path.replace('/v1/', '/v1%2F'),
          path.replace('/v1/', '/x/../v1/'),
          path.replace('/v1/', '/v1/%2e/'),
        ];
        for (const spelling of spellings) expect(counted(match, spelling), `${spelling} as ${path}`).toBe(true);
        expect(counted(match, `${path}x`), `${path}x`).toBe(false);
      }
    }
  });

  it('logs every request to an aws-waf-logs- log group, encrypted and kept the environment’s time, tokens redacted', () => {
    const t = template(prod.edge);
    const p = resources(t, 'AWS::WAFv2::LoggingConfiguration')[0]![1].Properties;
    expect(p.ResourceArn).toEqual({ 'Fn::GetAtt': [prod.edge.getLogicalId(prod.edge.webAcl), 'Arn'] });
    const name = `aws-waf-logs-fluentia-prod`;
    // The ARN without `:*`: WAF refuses the form a log group's Arn attribute has.
    expect(JSON.stringify(p.LogDestinationConfigs)).toMatch(new RegExp(`:log-group:${name}"`));
    const redacted = (p.RedactedFields as Array<{ SingleHeader: { Name: string } }>).map((f) => f.SingleHeader.Name);
    expect(redacted).toEqual(expect.arrayContaining(['authorization', 'cookie', TOKEN_HEADER]));
    expect(REDACTED_HEADERS).toContain(TOKEN_HEADER);
    const group = resources(t, 'AWS::Logs::LogGroup').find(([, g]) => g.Properties.LogGroupName === name)![1];
    expect(group.Properties.RetentionInDays).toBe(365);
    expect(group.Properties.KmsKeyId).toBeDefined();
  });
});

/** The bucket a template's LoggingConfiguration (S3) or Logging (CloudFront) names, by its logical id. */
function bucketRef(value: unknown): string {
  const text = JSON.stringify(value);
  return /"(AccessLogs\w+)"/.exec(text)?.[1] ?? text;
}

describe('access logs', () => {
  it('CloudFront writes its standard logs, without cookies, to a private log bucket with its own lifecycle', () => {
    const t = template(prod.web);
    const distribution = resources(t, 'AWS::CloudFront::Distribution')[0]![1];
    const logging = distribution.Properties.DistributionConfig.Logging;
    expect(logging).toMatchObject({ IncludeCookies: false, Prefix: 'cloudfront/' });
    expect(bucketRef(logging.Bucket)).toBe(logicalId(prod.web, prod.web.accessLogs));
    expectLogBucket(t, logicalId(prod.web, prod.web.accessLogs));
  });

  it('S3 logs every request to the uploads bucket (and the others) into a log bucket of the data stack', () => {
    const t = template(prod.data);
    const logs = logicalId(prod.data, prod.data.accessLogs);
    const uploads = resources(t, 'AWS::S3::Bucket').find(
      ([id]) => id === logicalId(prod.data, prod.data.buckets.uploads),
    );
    expect(uploads![1].Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logs },
      LogFilePrefix: 'uploads/',
    });
    for (const bucket of Object.values(prod.data.buckets)) {
      const [, b] = resources(t, 'AWS::S3::Bucket').find(([id]) => id === logicalId(prod.data, bucket))!;
      expect(b.Properties.LoggingConfiguration?.DestinationBucketName, bucket.node.id).toEqual({ Ref: logs });
    }
    expectLogBucket(t, logs);
    // S3's log delivery writes by the bucket policy, for the account's own buckets only.
    const policy = resources(t, 'AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === logs)!;
    expect(JSON.stringify(policy[1].Properties.PolicyDocument)).toContain('logging.s3.amazonaws.com');
  });

  it('keeps access logs a school year and more in prod, a month elsewhere', () => {
    expect(prod.settings.accessLogDays).toBeGreaterThanOrEqual(365);
    expect(envSettings('dev').accessLogDays).toBe(30);
  });
});

function expectLogBucket(t: ReturnType<typeof template>, id: string): void {
  const [, bucket] = resources(t, 'AWS::S3::Bucket').find(([logical]) => logical === id)!;
  const p = bucket.Properties;
  expect(p.PublicAccessBlockConfiguration).toEqual({
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  });
  expect(p.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe(
    'AES256',
  );
  expect(p.LifecycleConfiguration.Rules).toContainEqual(
    expect.objectContaining({ ExpirationInDays: 400, Status: 'Enabled' }),
  );
}

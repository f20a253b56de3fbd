import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { routeEntries } from '#shared/api/routes';
import type { FluentiaApp } from '../../infra/app';
import { SIGN_IN_PATHS } from '../../infra/edge/edge-stack';
import { API_PATH_PATTERNS, CONTENT_PATH_PATTERN } from '../../infra/web/web-stack';
import { SPA_FALLBACK_SOURCE } from '../../infra/web/spa-fallback';
import { VIEWER_ADDRESS_SOURCE } from '../../infra/web/origin-secret';
import { ORIGIN_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/origin-check';
import { resources, synth, template } from './support';

/** The site's edge: one CloudFront distribution for the app and the API, its headers and its WAF. */
let prod: FluentiaApp;
beforeAll(() => {
  prod = synth('prod');
});

function distributionConfig() {
  const [[, distribution]] = resources(template(prod.web), 'AWS::CloudFront::Distribution') as [
    [string, { Properties: any }],
  ];
  return distribution.Properties.DistributionConfig;
}

describe('CloudFront', () => {
  it('serves the app from the private bucket through origin access control', () => {
    const config = distributionConfig();
    const s3 = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3.Id);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    template(prod.web).hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template(prod.web).hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  it('sends /v1/* and /v3/* to the API origin, uncached, with every method and the viewer headers', () => {
    const config = distributionConfig();
    const api = config.Origins.find((o: any) => o.CustomOriginConfig);
    expect(JSON.stringify(api.DomainName)).toContain('.execute-api.');
    expect(api.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const behaviours = (config.CacheBehaviors as any[]).filter((b) => b.PathPattern !== CONTENT_PATH_PATTERN);
    expect(behaviours.map((b) => b.PathPattern).sort()).toEqual(['/v1/*', '/v3/*']);
    for (const b of behaviours) {
      expect(b).toMatchObject({
        TargetOriginId: api.Id,
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
        ViewerProtocolPolicy: 'https-only',
      });
      expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    }
  });

  it('adds the origin secret to the API origin as a reference resolved at deploy, never the value (decision 0860)', () => {
    const api = distributionConfig().Origins.find((o: any) => o.CustomOriginConfig);
    expect(api.OriginCustomHeaders).toHaveLength(1);
    expect(api.OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_HEADER);
    expect(JSON.stringify(api.OriginCustomHeaders[0].HeaderValue)).toContain('{{resolve:secretsmanager:');
  });

  it("passes the viewer's address to the API through a viewer-request function on every API path", () => {
    const behaviours = (distributionConfig().CacheBehaviors as any[]).filter(
      (b) => b.PathPattern !== CONTENT_PATH_PATTERN,
    );
    for (const b of behaviours)
      expect(b.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const request = { headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } } as any;
    const handler = new Function(`${VIEWER_ADDRESS_SOURCE}; return handler;`)();
    const out = handler({ request, viewer: { ip: '203.0.113.7' } });
    expect(out.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
  });

  it('rotates the origin secret every 30 days with a function that may change only this distribution', () => {
    const t = template(prod.web);
    t.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    t.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'] }),
        ]),
      },
    });
  });

  it('serves course media at /content/* from the content bucket, cached, through origin access control', () => {
    const config = distributionConfig();
    const content = (config.CacheBehaviors as any[]).find((b) => b.PathPattern === CONTENT_PATH_PATTERN);
    expect(content).toMatchObject({
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
    });
    const origin = config.Origins.find((o: any) => o.Id === content.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('Bucketcontent');
    expect(origin.OriginAccessControlId).toBeDefined();
    // The read is granted in the data stack, on content/ keys only, to CloudFront of this account.
    template(prod.data).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Resource: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith(['/content/*'])]) }),
            Condition: { StringLike: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('has no custom error responses, which would turn the API 403/404 answers into the HTML page', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('attaches the WAF web ACL from the us-east-1 edge stack', () => {
    expect(JSON.stringify(distributionConfig().WebACLId)).toContain('Fluentia-prod-Edge');
  });

  it('adds the security headers, with a CSP that allows the data buckets and recorded audio', () => {
    template(prod.web).hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    const [[, policy]] = resources(template(prod.web), 'AWS::CloudFront::ResponseHeadersPolicy') as [
      [string, { Properties: any }],
    ];
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('media-src');
    expect(csp).toContain('blob: mediastream:');
    expect(csp).toContain('RegionalDomainName'); // the data buckets' origins, resolved at deploy time
    expect(csp).toContain("frame-ancestors 'none'");
    // The product page's hidden form may post to Paytm's page and nowhere else outside the site.
    expect(csp).toContain("form-action 'self' https://securegw.paytm.in https://securegw-stage.paytm.in;");
  });
});

describe('SPA fallback function', () => {
  const handler = new Function(`${SPA_FALLBACK_SOURCE}; return handler;`)() as (e: { request: { uri: string } }) => {
    uri: string;
  };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('serves index.html for client-side routes and leaves files alone', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/mydashboard')).toBe('/index.html');
    expect(rewrite('/child/dashboard/42')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('is attached only to the default behaviour, never to the API paths', () => {
    const fallback = distributionConfig().DefaultCacheBehavior.FunctionAssociations[0].FunctionARN;
    for (const b of distributionConfig().CacheBehaviors)
      for (const f of b.FunctionAssociations ?? []) expect(f.FunctionARN).not.toEqual(fallback);
    expect(API_PATH_PATTERNS).toEqual(['/v1/*', '/v3/*']);
  });
});

describe('WAF', () => {
  it('is a CLOUDFRONT web ACL with the AWS common rules, a general rate rule and a sign-in rate rule', () => {
    const t = template(prod.edge);
    const [[, acl]] = resources(t, 'AWS::WAFv2::WebACL') as [[string, { Properties: any }]];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules as any[];
    const byName = Object.fromEntries(rules.map((r) => [r.Name, r]));
    expect(byName['aws-common'].Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    expect(byName['general-rate'].Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: prod.settings.waf.generalLimit,
    });
    expect(byName['general-rate'].Action).toEqual({ Block: {} });
    const signIn = byName['sign-in-rate'].Statement.RateBasedStatement;
    expect(signIn).toMatchObject({ AggregateKeyType: 'IP', Limit: prod.settings.waf.signInLimit });
    expect(signIn.Limit).toBeLessThan(byName['general-rate'].Statement.RateBasedStatement.Limit);
    const paths = signIn.ScopeDownStatement.OrStatement.Statements.map((s: any) => s.ByteMatchStatement.SearchString);
    expect(paths.sort()).toEqual([...SIGN_IN_PATHS].sort());
    expect(byName['sign-in-rate'].Priority).toBeLessThan(byName['general-rate'].Priority);
  });

  it('rate-limits the sign-in, sign-up, OTP, PIN-reset and refresh routes, each a public row of the route table', () => {
    const byPath = new Map(routeEntries().map(([id, r]) => [`/${r.path}`, { id, access: r.access }]));
    for (const path of SIGN_IN_PATHS) {
      expect(byPath.get(path)?.access, path).toBe('public');
      expect(path, path).toBe(path.toLowerCase()); // the rule lowercases the request path first
    }
    for (const id of ['login', 'register', 'forgotPin', 'otpLogin', 'parentSignup', 'verifyLoginOtp', 'refresh']) {
      expect(
        SIGN_IN_PATHS.map((p) => byPath.get(p)?.id),
        id,
      ).toContain(id);
    }
  });
});

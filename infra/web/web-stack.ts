import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import type { ApiResources, DataResources } from '../constructs/resources';
import type { RouteFunction } from '../constructs/route-function';
import { contentSecurityPolicy } from './csp';
import { securityHeaderRules } from './security-headers';
import { deploySite } from './site-deployment';
import { rotateOriginSecret, viewerAddressFunction } from './origin-secret';
import { ORIGIN_HEADER } from '#functions/lib/origin-check';
import { SPA_FALLBACK_SOURCE } from './spa-fallback';
import { accessLogBucket } from '../constructs/access-logs';

/** Paths CloudFront sends to the API; everything else is the web app. Spec: `v1/…` and `v3/user_profile`. */
export const API_PATH_PATTERNS = ['/v1/*', '/v3/*'] as const;

/** Course media, straight from the content bucket (keys `content/<courseId>/<file>`). */
export const CONTENT_PATH_PATTERN = '/content/*';

export interface WebStackProps extends StackProps {
  settings: EnvSettings;
  api: ApiResources;
  data: DataResources;
  /** The CLOUDFRONT-scope web ACL from the edge stack (us-east-1). */
  webAclArn: string;
  /** Built web app to upload; undefined or missing index.html means "no upload". */
  webDist?: string | undefined;
  /** Optional custom domain; its certificate must be in us-east-1. */
  domain?: { name: string; certificateArn: string } | undefined;
}

/**
 * The site: a private bucket behind CloudFront (origin access control), one distribution that also
 * fronts the API so the browser has a single origin (no CORS) and the WAF covers both.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** CloudFront's standard logs (`cloudfront/`) and the site bucket's server access logs (`site/`): decision 0871. */
  readonly accessLogs: Bucket;
  /** Whether the site has its own domain and certificate (else CloudFront's default certificate). */
  readonly customDomain: boolean;
  /** The function Secrets Manager runs to rotate the origin secret (./origin-secret.ts). */
  readonly originSecretRotation: RouteFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.customDomain = Boolean(props.domain);

    this.accessLogs = accessLogBucket(this, 'AccessLogs', settings, true);
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: !settings.prod,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `fluentia-${settings.name} security headers`,
      securityHeadersBehavior: {
        // The values the local server sends too (./security-headers.ts).
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(securityHeaderRules.hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[securityHeaderRules.frameOption], override: true },
        referrerPolicy: { referrerPolicy: securityHeaderRules.referrerPolicy as HeadersReferrerPolicy, override: true },
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: contentSecurityPolicy({
            bucketOrigins: Object.values(props.data.buckets).map((b) => `https://${b.bucketRegionalDomainName}`),
            region: this.region,
          }),
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: securityHeaderRules.permissionsPolicy, override: true }],
      },
    });

    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes',
    });

    const apiDomain = `${props.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const originSecret = props.data.secrets.originSecret;
    const apiBehavior: BehaviorOptions = {
      // Only CloudFront may call the API: it sends the origin secret, which the API checks first (decision 0860).
      // The template holds a reference resolved at deploy, never the value; the rotation replaces it in place.
      origin: new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_HEADER]: originSecret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY, // a redirect would turn POSTs into GETs
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Forwards access-token, platform, query strings and cookies; Host must stay the API's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: viewerAddressFunction(this) }],
      compress: true,
    };

    // Imported by name: the data stack's bucket policy grants CloudFront the read (data-stack.ts),
    // because adding it from here would make the data stack depend on this one.
    const contentBucket = Bucket.fromBucketAttributes(this, 'ContentBucket', {
      bucketName: props.data.buckets.content.bucketName,
      bucketRegionalDomainName: props.data.buckets.content.bucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The data stack grants the read (letCloudFrontReadContent).',
    );

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `fluentia-${settings.name}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback }],
        compress: true,
      },
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        // Course media at stable, cacheable URLs (functions/core/media.ts): the same for every learner.
        [CONTENT_PATH_PATTERN]: {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
      webAclId: props.webAclArn,
      // Every viewer request, the API's included, with its edge location and result; no cookies (decision 0871).
      enableLogging: true,
      logBucket: this.accessLogs,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
      priceClass: PriceClass.PRICE_CLASS_200, // includes India, where most learners are
      httpVersion: HttpVersion.HTTP2_AND_3,
      // The TLS policy applies only with a custom certificate; the *.cloudfront.net one is fixed.
      ...(props.domain
        ? {
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          }
        : {}),
    });

    deploySite(this, props.webDist, this.siteBucket, this.distribution);
    this.originSecretRotation = rotateOriginSecret(this, settings, originSecret, this.distribution);
    const siteUrl = props.domain
      ? `https://${props.domain.name}`
      : `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site and, under /v1 and /v3, the API' });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }
}

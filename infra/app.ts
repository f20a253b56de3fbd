import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Tags, type Environment } from 'aws-cdk-lib';
import { areaOf, routeEntries, type RouteDef, type RouteId } from '#shared/api/routes';
import { ConfigError } from './config/config-error';
import { envSettings, parseEnv, type EnvSettings } from './config/environments';
import { checkedEvent } from './config/olympiad-event';
import { concurrencyShares } from './config/reserved-concurrency';
import { cdkJson, repoRoot, webDist } from './config/paths';
import { DataStack } from './data/data-stack';
import { IdentityStack } from './identity/identity-stack';
import { EdgeStack } from './edge/edge-stack';
import { ApiStack } from './api/api-stack';
import { RoutesStack } from './api/routes-stack';
import { WebStack } from './web/web-stack';
import { JobsStack } from './ops/jobs-stack';
import { DashboardStack } from './ops/dashboard-stack';
import { acknowledgeNagFindings } from './nag-acknowledgements';

/**
 * The CDK app: one isolated set of stacks per environment (`-c env=dev|staging|prod`), every stack
 * name prefixed `Fluentia-<env>-`. `buildApp` is what both the CLI (below) and the infra tests call.
 *
 * Context read here (all optional): env (default dev), account, region, version, domain and
 * certificateArn (custom site domain; certificate in us-east-1), alarmEmail (prod alarm subscriber),
 * siteUrl (hosted-UI callbacks without a custom domain), authDomainPrefix (hosted-UI domain),
 * sesFrom (e-mail sender address), event (an olympiad as JSON: infra/config/olympiad-event.ts).
 */
export interface BuildOptions {
  account?: string;
  region?: string;
  /** Extra context, e.g. `{ 'aws:cdk:bundling-stacks': [] }` in tests to skip bundling. */
  context?: Record<string, unknown>;
  /** Built web app to upload; `null` never uploads. Default: web/dist when it has an index.html. */
  webDist?: string | null;
}

import type { FluentiaApp } from './fluentia-app';

export type { FluentiaApp };

/** CLOUDFRONT-scope WAF web ACLs (and ACM certificates for CloudFront) exist only in us-east-1. */
const EDGE_REGION = 'us-east-1';
/** Synth needs some account; a placeholder that `cdk deploy` refuses is safer than a guess. */
const OFFLINE_ACCOUNT = '000000000000';

export function buildApp(env: string | undefined, options: BuildOptions = {}): FluentiaApp {
  const app = new App({ context: { ...projectContext(), ...options.context } });
  const ctx = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const name = parseEnv(env ?? ctx('env') ?? 'dev');
  // An olympiad: the environment's event block, or `-c event='<json>'` for one deploy (event mode).
  const event: unknown = app.node.tryGetContext('event') ?? envSettings(name).event;
  const settings: EnvSettings =
    event === undefined ? envSettings(name) : { ...envSettings(name), event: checkedEvent(event) };
  concurrencyShares(settings); // refuses reservations that would starve the exam path (decision 0874)
  const account = options.account ?? ctx('account') ?? process.env.CDK_DEFAULT_ACCOUNT ?? OFFLINE_ACCOUNT;
  const region = options.region ?? ctx('region') ?? process.env.CDK_DEFAULT_REGION ?? 'ap-south-1';
  const home: Environment = { account, region };
  const version = ctx('version') ?? packageVersion();
  const domainName = ctx('domain');
  const certificateArn = ctx('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new ConfigError(
      'Pass both -c domain=<site domain> and -c certificateArn=<us-east-1 ACM certificate>, or neither.',
    );
  }
  const prefix = `Fluentia-${name}`;
  const common = { settings, env: home };
  Tags.of(app).add('project', 'fluentia');
  Tags.of(app).add('environment', name);

  const data = new DataStack(app, `${prefix}-Data`, {
    ...common,
    description: `Fluentia ${name}: DynamoDB tables and S3 buckets for uploads and generated files`,
    terminationProtection: settings.prod,
    // Without a custom domain the CloudFront domain is unknown until the web stack exists (and the
    // web stack depends on this one), so any CloudFront domain may use the presigned URLs' CORS.
    siteOrigins: domainName ? [`https://${domainName}`] : ['https://*.cloudfront.net'],
  });
  const identity = new IdentityStack(app, `${prefix}-Identity`, {
    ...common,
    description: `Fluentia ${name}: Cognito user pool, custom-auth triggers, Google/Facebook, web client, delegation key`,
    terminationProtection: settings.prod,
    version,
    data,
    domain: domainName,
    siteUrl: ctx('siteUrl'),
    authDomainPrefix: ctx('authDomainPrefix'),
    sesFrom: ctx('sesFrom'),
  });
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    settings,
    env: { account, region: EDGE_REGION },
    description: `Fluentia ${name}: WAF web ACL for CloudFront (us-east-1 only)`,
    crossRegionReferences: true,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: `Fluentia ${name}: HTTP API, stage and Lambda authorizer`,
    version,
    data,
    identity,
    alarmEmail: ctx('alarmEmail'),
  });
  const routes: Record<string, RoutesStack> = {};
  for (const [area, rows] of groupByArea()) {
    routes[area] = new RoutesStack(app, `${prefix}-Api-${DEPLOYED_STACK_AREA[area] ?? area}`, {
      ...common,
      description: `Fluentia ${name}: API routes of area "${area}"`,
      version,
      data,
      identity,
      api,
      routes: rows,
    });
  }
  const dist = options.webDist === null ? undefined : (options.webDist ?? webDist);
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    description: `Fluentia ${name}: web app bucket and CloudFront distribution`,
    crossRegionReferences: true,
    api,
    data,
    webAclArn: edge.webAcl.attrArn,
    webDist: dist,
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
  });
  const jobs = new JobsStack(app, `${prefix}-Jobs`, {
    ...common,
    description: `Fluentia ${name}: scheduled jobs (item calibration, expiry and call reminders)`,
    version,
    data,
    identity,
    alarmTopic: api.alarmTopic,
  });
  const dashboard = new DashboardStack(app, `${prefix}-Dashboard`, {
    ...common,
    description: `Fluentia ${name}: the olympiad-day CloudWatch dashboard (sign-ins and answers a second, throttles, 5xx, p99)`,
    api,
    routes,
    data,
  });
  const fluentia = { app, settings, data, identity, edge, api, routes, web, jobs, dashboard };
  // cdk-nag's findings kept on purpose, each with its reason (tests/infra/nag.test.ts runs the pack).
  acknowledgeNagFindings(fluentia);
  return fluentia;
}

/**
 * Areas whose deployed stack keeps an earlier name. The assessment engine was the `tests` area until
 * decision 0465; renaming its stack would create a second stack whose routes hold the same route keys
 * (API Gateway refuses them twice), so the deployed id stays (docs/deploy.md).
 */
const DEPLOYED_STACK_AREA: Record<string, string> = { assessment: 'tests' };

/** Route-table rows by area, in table order; an area name becomes part of a stack name. */
function groupByArea(): Map<string, Array<[RouteId, RouteDef]>> {
  const areas = new Map<string, Array<[RouteId, RouteDef]>>();
  for (const entry of routeEntries()) {
    const area = areaOf(entry[1]).replace(/[^A-Za-z0-9]+/g, '-');
    areas.set(area, [...(areas.get(area) ?? []), entry]);
  }
  return areas;
}

/** cdk.json's context (the pinned feature flags), so tests synthesise exactly what the CLI does. */
function projectContext(): Record<string, unknown> {
  const json = JSON.parse(readFileSync(cdkJson, 'utf8')) as { context?: Record<string, unknown> };
  return json.context ?? {};
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

// Run by the CLI (`npx tsx infra/app.ts`), not when a test imports buildApp.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    buildApp(undefined).app.synth();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

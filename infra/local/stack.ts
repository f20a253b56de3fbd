import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tables, tableEnvVar, physicalTableName, type TableId } from '../../functions/data/tables';
import { buckets, bucketEnvVar, localBucketName, type BucketId } from '../../functions/data/buckets';
import { ensureTables, startDynamo } from './dynamodb';
import { reconnect } from '../../functions/lib/aws';
import { instrumentSdkClients } from './sdk-instruments';
import { startS3 } from './s3';
import { LOCAL_SPEECH_PACKAGES, localSpeechMissing } from '../../functions/speech/adapters/local-speech';
import { loadOrCreateKeys, localIdentity, type LocalKeys } from './identity-keys';
import { handleApi, isApiPath, preloadHandlers } from './api';
import { createWebApp, type WebMode } from './web';
import { handleLocalPage, isLocalPage } from './local-pages';
import { handleContentFile, isContentPath } from './content-files';
import { sandboxStripeKeys } from './stripe-sandbox';
import { sandboxPaytmKeys } from './paytm-sandbox';
import { rules, type SmsLimits } from '../../functions/core/security-rules';
import { securityHeaders } from '../web/security-headers';
import { seedDemoAccounts, type DemoAccount } from './seed';
import { localLicenceHashKey } from './derived-keys';
import { migrateKeys } from '../../functions/orgs/migrate-keys';
import { legacyKeyPage } from '../orgs/legacy-keys';
import { defaultPackagesFolder, importFolder } from '../content/import-folder';
import { importCatalogue } from '../content/import-catalogue';
import { importCoaches } from '../content/import-coaches';
import { startLocalJobs } from './jobs';
import { JOB_PERIOD_MS, remindCalls } from '../../functions/coach/reminders';
import { STACK_ENV_FILE } from '../config/paths';
import { throughCloudFront } from './edge';
import { buildDueExports } from '../../functions/privacy/export-build';
import { eraseDue } from '../../functions/privacy/erase';
import { expireRecordings } from './recording-retention';

/** The Jobs stack's privacy schedules as the local stack plays them (infra/ops/jobs-stack.ts). */
const EXPORT_PERIOD_MS = 60_000;
const ERASE_PERIOD_MS = 60 * 60_000;

/**
 * The whole product on one local URL: DynamoDB Local, s3rver, every API handler behind the same
 * authorizer, and the web app. `npm start` and the integration and e2e suites all start it here.
 */
export interface StackOptions {
  port: number;
  dataDir: string;
  web: WebMode;
  /** Environment name used in table names: `local` for npm start, `test` for the suites. */
  env?: 'local' | 'test';
  host?: string;
  /**
   * Run the scheduled jobs on timers (call reminders every 5 minutes); on for npm start, off in the suites, which run
   * them with their own clock.
   */
  jobs?: boolean;
  /**
   * The SMS guard's limits (functions/identity/sms-guard.ts): production's by default, none worth the name in the
   * suites' shared stack (its tests send hundreds of codes from one address); a suite of the guard passes its own.
   */
  smsLimits?: Partial<SmsLimits>;
}

export interface LocalStack {
  url: string;
  dataDir: string;
  keys: LocalKeys;
  components: Array<{ name: string; detail: string }>;
  /**
   * The stand-ins' own endpoints, for tests that look behind the API; `apiOrigin` is the API as API Gateway
   * serves it, without the local CloudFront in front (every request there is refused: decision 0860).
   */
  endpoints: { dynamodb: string; s3: string; apiOrigin: string };
  routes: string[];
  demoAccounts: DemoAccount[];
  stop: () => Promise<void>;
}

export class PortBusyError extends Error {}

const UNLIMITED_SMS: Partial<SmsLimits> = {
  perAddress: 1e9,
  perRange: 1e9,
  total: 1e12,
  pause: { after: 1e9, verifiedShare: 0 },
};

export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const env = options.env ?? 'local';
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${options.port}`;
  const dirs = {
    dynamo: path.join(options.dataDir, 'dynamodb'),
    s3: path.join(options.dataDir, 's3'),
    keys: path.join(options.dataDir, 'keys'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });

  const server = http.createServer();
  // Idle connections stay open a minute, longer than a client keeps one: with Node's 5 s, a client slowed by a busy
  // machine could send on a connection the server had just closed (ECONNRESET in the suites).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await listen(server, options.port, host);
  // The API origin on a port of its own, as API Gateway's own endpoint is reachable around CloudFront.
  const apiOrigin = http.createServer((req, res) => void handleApi(req, res));
  await listen(apiOrigin, 0, host);
  const apiOriginUrl = `http://${host}:${(apiOrigin.address() as { port: number }).port}`;
  const stops: Array<() => Promise<void>> = [
    () => new Promise<void>((r) => server.close(() => r())),
    () => new Promise<void>((r) => apiOrigin.close(() => r())),
  ];
  const stop = async () => {
    server.closeAllConnections();
    apiOrigin.closeAllConnections();
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };

  try {
    const [dynamo, s3, keys] = await Promise.all([
      startDynamo(dirs.dynamo),
      startS3(dirs.s3, [url, `http://127.0.0.1:${options.port}`]),
      loadOrCreateKeys(dirs.keys),
    ]);
    stops.push(dynamo.stop, s3.stop);
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: localIdentity.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(client, env);
    client.destroy();

    const vars = handlerEnv(env, dynamo.endpoint, s3.endpoint, keys, {
      api: `http://127.0.0.1:${options.port}`,
      site: url,
    });
    const smsLimits = options.smsLimits ?? (env === 'test' ? UNLIMITED_SMS : undefined);
    if (smsLimits) vars.SMS_LIMITS = JSON.stringify(smsLimits);
    else delete process.env.SMS_LIMITS;
    Object.assign(process.env, vars);
    instrumentSdkClients();
    reconnect();
    const envFile = path.join(options.dataDir, STACK_ENV_FILE);
    const { LOCAL_SIGNING_JWK: _key, LOCAL_JWKS: _jwks, ...reachable } = vars;
    writeFileSync(envFile, JSON.stringify(reachable, null, 2));
    stops.push(async () => rmSync(envFile, { force: true }));
    const routes = await preloadHandlers();
    const content = await importFolder(defaultPackagesFolder);
    const catalogue = await importCatalogue();
    const coaching = await importCoaches();
    if (content.failed.length)
      throw new Error(`Seed content has problems:\n${content.failed.map((f) => f.message).join('\n')}`);
    // Keys a data folder kept in clear before decision 0771 are stored by their hash first (npm run org:migrate-keys).
    await migrateKeys({ dryRun: false, pages: legacyKeyPage });
    const demoAccounts = await seedDemoAccounts();
    const web = await createWebApp(options.web, server);
    stops.push(web.close);
    const jobs = options.jobs ?? env === 'local';
    if (jobs)
      stops.push(
        startLocalJobs([
          { name: 'Call reminders', everyMs: JOB_PERIOD_MS, run: () => remindCalls() },
          // Children's data (decisions 0801-0803): downloads, the erase after the undo window, recordings' retention.
          { name: 'Data downloads', everyMs: EXPORT_PERIOD_MS, run: () => buildDueExports() },
          { name: 'Erase', everyMs: ERASE_PERIOD_MS, run: () => eraseDue() },
          { name: 'Recording retention', everyMs: ERASE_PERIOD_MS, run: () => expireRecordings() },
        ]),
      );
    // The headers CloudFront adds to the site and the API (infra/web/security-headers.ts); the local
    // provider and outbox pages, which production does not have, go without.
    const headers = Object.entries(
      securityHeaders({ bucketOrigins: [s3.endpoint], region: localIdentity.region, devServer: options.web === 'dev' }),
    );
    server.on('request', (req, res) => {
      const url = req.url ?? '/';
      if (!isLocalPage(url)) for (const [name, value] of headers) res.setHeader(name, value);
      if (isApiPath(url)) {
        throughCloudFront(req, vars.ORIGIN_SECRET!);
        void handleApi(req, res);
      } else if (isContentPath(url)) void handleContentFile(req, res);
      else if (isLocalPage(url)) handleLocalPage(req, res).catch(() => res.writeHead(500).end('Local page failed.'));
      else web.handle(req, res);
    });

    const components = [
      { name: 'Web app', detail: web.description },
      { name: 'API', detail: `${routes.length} routes at ${url}/v1/…, behind the local authorizer` },
      { name: 'DynamoDB Local', detail: `${dynamo.endpoint} (data in ${dirs.dynamo})` },
      { name: 'S3 (s3rver)', detail: `${s3.endpoint} (files in ${dirs.s3})` },
      { name: 'Outbox', detail: `${url}/_local/outbox (SMS and e-mail the product sends)` },
      ...(jobs ? [{ name: 'Jobs', detail: 'call reminders (24 hours and 15 minutes before) every 5 minutes' }] : []),
      { name: 'Speech', detail: await speechDetail() },
      {
        name: 'Catalogue',
        detail: `${catalogue.products} products and ${catalogue.coupons} coupons from infra/content/commerce; payments through the sandboxes playing Paytm (rupees, ${url}/_local/paytm; pending payments at ${url}/_local/paytm/pending) and Stripe (dollars, ${url}/_local/stripe)`,
      },
      {
        name: 'Coaches',
        detail: `${coaching.coaches} coach with weekly availability (infra/content/coaches.json); calls are booked in the app`,
      },
      {
        name: 'Content',
        detail: `${content.imported.length + content.unchanged.length} courses (${content.imported.length} imported now) from infra/content/packages`,
      },
    ];
    return {
      url,
      dataDir: options.dataDir,
      keys,
      components,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, apiOrigin: apiOriginUrl },
      routes,
      demoAccounts,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The offline speech engine, or the one sentence that says what to install (spoken answers then await review). */
async function speechDetail(): Promise<string> {
  if (!(await localSpeechMissing())) return 'pocketsphinx (recognition) and flite (synthesis), offline';
  return `Not installed: spoken answers are saved and await review until you run \`sudo apt-get install -y ${LOCAL_SPEECH_PACKAGES.join(' ')}\`.`;
}

/** The variables CDK gives each Lambda, pointed at the local stand-ins. */
function handlerEnv(
  env: string,
  dynamoEndpoint: string,
  s3Endpoint: string,
  keys: LocalKeys,
  origins: { api: string; site: string },
): Record<string, string> {
  const vars: Record<string, string> = {
    APP_ENV: env,
    AWS_REGION: localIdentity.region,
    AWS_EC2_METADATA_DISABLED: 'true',
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    S3_ENDPOINT: s3Endpoint,
    COGNITO_USER_POOL_ID: localIdentity.userPoolId,
    COGNITO_CLIENT_ID: localIdentity.clientId,
    LOCAL_JWKS: JSON.stringify(keys.jwks),
    LOCAL_SIGNING_JWK: JSON.stringify(keys.privateJwk),
    DELEGATION_ISSUER: `https://fluentia.app/${env}/delegation`,
    SESSION_ISSUER: `https://fluentia.app/${env}/session`,
    // How long an ended token can still pass (docs/security.md, "Ending tokens"): as on AWS for
    // npm start; off for the suites, which check each refusal straight after the event.
    AUTHORIZER_CACHE_SECONDS: String(env === 'test' ? 0 : rules.authorizerCacheSeconds),
    TOKEN_MARKER_CACHE_SECONDS: String(env === 'test' ? 0 : rules.tokenMarkerCacheSeconds),
    // A class's score totals (functions/core/class-scores.ts): the suites read them straight after a finish.
    ...(env === 'test' ? { CLASS_SCORES_CACHE_SECONDS: '0' } : {}),
    // GET v1/health's probes: DynamoDB Local on a machine busy with other work can take longer than AWS's 2 s.
    ...(env === 'test' ? { HEALTH_PROBE_SECONDS: '30' } : {}),
    // A pool's last day (functions/core/licence-keys.ts): the suites move it and sign in at once.
    ...(env === 'test' ? { SEAT_POOLS_CACHE_SECONDS: '0' } : {}),
  };
  for (const id of Object.keys(tables) as TableId[]) vars[tableEnvVar(id)] = physicalTableName(env, id);
  for (const id of Object.keys(buckets) as BucketId[]) vars[bucketEnvVar(id)] = localBucketName(id);
  // The sandbox plays Paytm: the real paytm gateway and Paytm's checksum library, pointed at it, with
  // a MID and merchant key of this data folder (derived from its local identity key). On the site's
  // own origin, so the page's form may post to its checkout page (the site's form-action is 'self').
  const paytm = sandboxPaytmKeys(keys.privateJwk);
  vars.PAYTM_MID = paytm.mid;
  vars.PAYTM_MERCHANT_KEY = paytm.merchantKey;
  vars.PAYTM_HOST = `${origins.site}/_local/paytm`;
  // The sandbox plays Stripe too: the real Stripe client, pointed at it, with keys of this data folder.
  const stripe = sandboxStripeKeys(keys.privateJwk);
  vars.STRIPE_SECRET_KEY = stripe.secretKey;
  vars.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  vars.STRIPE_API_BASE = `${origins.api}/_local/stripe`;
  // The secret CloudFront's part adds to every API request (functions/lib/origin-check.ts), of this data folder
  // as the deployed one is of its environment's Secrets Manager secret.
  vars.ORIGIN_SECRET = createHash('sha256')
    .update(`origin-secret:${JSON.stringify(keys.privateJwk)}`)
    .digest('base64url');
  // The key staff authenticators' secrets are sealed with (functions/identity/totp-seal.ts), of this
  // data folder as the deployed one is of its environment's Secrets Manager secret.
  vars.STAFF_MFA_KEY = createHash('sha256')
    .update(`staff-mfa-key:${JSON.stringify(keys.privateJwk)}`)
    .digest('base64url');
  // …and the key licence keys are hashed with (functions/core/licence-keys.ts; decision 0771).
  vars.LICENCE_HMAC_KEY = localLicenceHashKey(keys.privateJwk);
  return vars;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortBusyError(
            `Port ${port} is already in use. Stop the program using it, or pick another port: PORT=${port + 1} npm start`,
          ),
        );
      } else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}
